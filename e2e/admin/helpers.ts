/** Shared steps for the admin e2e tests. */
import { expect, type Page } from '@playwright/test';
import { signInAsAdmin } from '../support/auth';

/** Signs in, then opens the admin tab `tab` (its key) and waits for its editor. */
export async function openAdminTab(page: Page, tab: string, label: string): Promise<void> {
  await signInAsAdmin(page, `/admin?tab=${tab}`);
  await expect(page.getByRole('tab', { name: label })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { level: 2, name: label })).toBeVisible();
}

/** Reloads the admin and waits for its panel: a cold load of the whole admin, seconds on a slow machine. */
export async function reloadAdmin(page: Page): Promise<void> {
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeVisible({ timeout: 20_000 });
  await expect(
    page
      .getByRole('tabpanel')
      .first()
      .getByLabel(/^Loading/),
  ).toHaveCount(0, { timeout: 20_000 });
}

/** The editor's own controls (the live preview beside it is left out). */
export const editor = (page: Page) => page.getByRole('tabpanel').first();

export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A PNG signature padded to `bytes`. */
export const bigPng = (bytes: number) => {
  const buffer = Buffer.alloc(bytes);
  PNG_1PX.copy(buffer);
  return buffer;
};

export const SVG_AS_PNG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>',
);
