// CONTRACT STUB (replaced by the sign-in work, issue 5): signs `page` in as the admin through the
// magic-link flow of the local Supabase stand-in, leaving it on /admin.
import type { Page } from '@playwright/test';

export async function signInAsAdmin(page: Page): Promise<void> {
  await page.goto('/admin');
}
