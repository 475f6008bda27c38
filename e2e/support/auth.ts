/**
 * Signs `page` in as the admin exactly as a person would: types the address on /admin/login, takes
 * the newest magic link for that address from the stand-in's mailbox (Mailpit-like API at
 * E2E_MAIL_URL; only sign-in messages, not the notifications the owner gets there too) and opens
 * it, then waits for the Admin Panel.
 *
 * A worker signs in that way once: its later tests are given the session it got (supabase-js keeps
 * it in localStorage, `sb-*-auth-token`), as a browser that stayed signed in would be, while the
 * stand-in still knows it and it is far from expiring; otherwise they sign in again by mail. The
 * sign-in itself is what e2e/auth/admin-login.spec.ts tests; every other test only needs to be in.
 *
 * Tests run in parallel and every new link for an address invalidates the previous one, so a link
 * can be beaten by another worker's request; the sign-in is then simply repeated (with jitter).
 */
import { expect, type Page } from '@playwright/test';
import { DEFAULT_ANON_KEY } from '../../supabase/local/defaults';

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

const supabaseUrl = () => {
  const url = process.env.E2E_SUPABASE_URL;
  if (!url) throw new Error('E2E_SUPABASE_URL is not set (playwright.config.ts sets it).');
  return url;
};

/** supabase-js's localStorage entries of a signed-in browser (not a pending sign-in's code verifier). */
interface StoredSession {
  entries: [string, string][];
  accessToken: string;
  /** Seconds since the epoch. */
  expiresAt: number;
}

/** The session this worker's last sign-in by mail got (each worker is a process of its own). */
let workerSession: StoredSession | undefined;

/** A session given to a test has this long left at least, so supabase-js never refreshes it in one. */
const SESSION_LEFT_MS = 15 * 60_000;

async function storedSession(page: Page): Promise<StoredSession | undefined> {
  const entries = await page.evaluate(() =>
    Object.entries(localStorage).filter(([key]) => key.startsWith('sb-') && !key.endsWith('-code-verifier')),
  );
  const session = entries.find(([key]) => /^sb-.*-auth-token$/.test(key));
  if (!session) return undefined;
  const { access_token, expires_at } = JSON.parse(session[1]) as {
    access_token?: string;
    expires_at?: number;
  };
  if (!access_token || !expires_at) return undefined;
  return { entries, accessToken: access_token, expiresAt: expires_at };
}

/** The stand-in still knows the session (a test that signs out ends every session of the admin). */
async function stillValid(session: StoredSession): Promise<boolean> {
  if (session.expiresAt * 1000 - Date.now() < SESSION_LEFT_MS) return false;
  const res = await fetch(`${supabaseUrl()}/auth/v1/user`, {
    headers: { apikey: DEFAULT_ANON_KEY, Authorization: `Bearer ${session.accessToken}` },
  });
  return res.ok;
}

/** Puts the session into the page's browser storage, on the site's origin, before its admin loads. */
async function giveSession(page: Page, session: StoredSession): Promise<void> {
  // A static file of the site: its origin's storage, with no page script running.
  if (!/^https?:/.test(page.url())) await page.goto('/robots.txt');
  await page.evaluate((entries) => {
    for (const [key, value] of entries) localStorage.setItem(key, value);
  }, session.entries);
}

/**
 * Signs `page` in and leaves it on `at` (the Admin Panel by default) with the panel shown. With the
 * worker's session still good, the browser is given it and opens `at` directly: one load of the
 * admin instead of the login page, the link's verifying view and the panel. `byMail` signs in by
 * mail whatever the worker has, for a test of where the sign-in itself leads.
 */
export async function signInAsAdmin(
  page: Page,
  at = '/admin',
  { byMail = false }: { byMail?: boolean } = {},
): Promise<void> {
  const panel = page.getByRole('heading', { level: 1, name: 'Admin Panel' });
  const session = workerSession;
  if (!byMail && session && (await stillValid(session))) {
    await giveSession(page, session);
    await page.goto(at);
    // The first admin page of a worker loads the admin's toolkit cold.
    await expect(panel).toBeVisible({ timeout: 20_000 });
    return;
  }
  // Already signed in (the login page then forwards to /admin, or where the panel was asked for
  // before sign-in), or signed in as someone else.
  await page.goto('/admin/login');
  const field = page.getByLabel('Admin Email Address');
  const signOut = page.getByRole('button', { name: 'Sign Out' });
  await expect(field.or(panel).or(signOut)).toBeVisible({ timeout: 20_000 });
  if (!(await panel.isVisible())) {
    if (await signOut.isVisible()) {
      await signOut.click();
      await expect(field).toBeVisible();
    }
    await signInByMail(page);
    workerSession = await storedSession(page);
  }
  if (at !== '/admin') {
    await page.goto(at);
    await expect(panel).toBeVisible({ timeout: 20_000 });
  }
}

async function signInByMail(page: Page): Promise<void> {
  const panel = page.getByRole('heading', { level: 1, name: 'Admin Panel' });
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
