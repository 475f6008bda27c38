/**
 * Signs `page` in as the admin exactly as a person would: types the address on /admin/login, takes
 * the newest magic link for that address from the stand-in's mailbox (Mailpit-like API at
 * E2E_MAIL_URL; only sign-in messages, not the notifications the owner gets there too) and opens
 * it, then waits for the Admin Panel.
 *
 * Tests run in parallel and every new link for an address invalidates the previous one, so a link
 * can be beaten by another worker's request; the sign-in is then simply repeated (with jitter).
 */
import { expect, type Page } from '@playwright/test';

export const ADMIN_EMAIL = process.env.VITE_ADMIN_EMAIL ?? 'admin@example.com';

const mailUrl = () => {
  const url = process.env.E2E_MAIL_URL;
  if (!url) throw new Error('E2E_MAIL_URL is not set (playwright.config.ts sets it).');
  return url;
};

interface MessageSummary {
  ID: string;
  To: { Address: string }[];
  Subject: string;
  Created: string;
}

/** Auth's subject; the owner's notification e-mails to the same address are not sign-in links. */
export const MAGIC_LINK_SUBJECT = 'Your Magic Link';

async function messagesFor(email: string): Promise<MessageSummary[]> {
  const res = await fetch(`${mailUrl()}/api/v1/messages?limit=500`);
  if (!res.ok) throw new Error(`mailbox: HTTP ${res.status}`);
  const body = (await res.json()) as { messages: MessageSummary[] };
  const wanted = email.trim().toLowerCase();
  return body.messages.filter(
    (m) => m.Subject === MAGIC_LINK_SUBJECT && m.To.some((t) => t.Address.toLowerCase() === wanted),
  );
}

/** IDs of the sign-in messages already in the mailbox for `email` (call before requesting a link). */
export async function mailIds(email: string): Promise<Set<string>> {
  return new Set((await messagesFor(email)).map((m) => m.ID));
}

/** The link of the newest message for `email` that is not in `before`; waits up to `timeout` ms. */
export async function waitForMagicLink(
  email: string,
  before: Set<string>,
  timeout = 10_000,
): Promise<string> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const fresh = (await messagesFor(email))
      .filter((m) => !before.has(m.ID))
      .sort((a, b) => Date.parse(b.Created) - Date.parse(a.Created));
    const newest = fresh[0];
    if (newest) {
      const res = await fetch(`${mailUrl()}/api/v1/message/${encodeURIComponent(newest.ID)}`);
      if (!res.ok) throw new Error(`mailbox: HTTP ${res.status}`);
      const message = (await res.json()) as { Link?: string; Text?: string };
      const link = message.Link || /https?:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(message.Text ?? '')?.[0];
      if (link) return link;
    }
    if (Date.now() > deadline) throw new Error(`No new magic link for ${email} within ${timeout} ms.`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Types `email` on /admin/login, sends the link and returns it from the mailbox. */
export async function requestMagicLink(page: Page, email: string): Promise<string> {
  const field = page.getByLabel('Admin Email Address');
  if (!/\/admin\/login$/.test(page.url()) || !(await field.isVisible())) await page.goto('/admin/login');
  await field.fill(email);
  const before = await mailIds(email);
  await page.getByRole('button', { name: 'Send Magic Link' }).click();
  await expect(page.getByText('Magic Link Sent!')).toBeVisible();
  return waitForMagicLink(email, before);
}

export async function signInAsAdmin(page: Page): Promise<void> {
  const panel = page.getByRole('heading', { level: 1, name: 'Admin Panel' });
  // Already signed in (the login page then forwards to /admin), or signed in as someone else.
  await page.goto('/admin/login');
  const field = page.getByLabel('Admin Email Address');
  const signOut = page.getByRole('button', { name: 'Sign Out' });
  await expect(field.or(panel).or(signOut)).toBeVisible({ timeout: 10_000 });
  if (await panel.isVisible()) return;
  if (await signOut.isVisible()) {
    await signOut.click();
    await expect(field).toBeVisible();
  }
  const attempts = 4;
  for (let attempt = 1; ; attempt++) {
    const link = await requestMagicLink(page, ADMIN_EMAIL);
    await page.goto(link);
    const refused = page.getByRole('alert').filter({ hasText: /sign-in link|request a new one/i });
    await expect(panel.or(refused)).toBeVisible({ timeout: 20_000 });
    if (await panel.isVisible()) {
      // The panel, or the admin page the signed-out browser was sent away from (return-to.ts).
      await expect(page).toHaveURL(/\/admin\/?(\?.*)?$/);
      return;
    }
    // Another worker asked for a newer link for the same address in between; try again.
    if (attempt >= attempts) throw new Error('signInAsAdmin: the magic link was refused repeatedly.');
    await page.waitForTimeout(200 + Math.random() * 800);
  }
}
