/**
 * Admin sign-in with the magic link against the local Supabase stand-in.
 * Links come from the stand-in's mailbox API; nothing is mocked in the browser.
 */
import { type Browser, expect as baseExpect, type Page, test } from '@playwright/test';
import { DEFAULT_ANON_KEY } from '../../supabase/local/defaults';
import { ADMIN_EMAIL, mailIds, requestMagicLink, signInAsAdmin, waitForMagicLink } from '../support/auth';

// A link's verifying view stays up three seconds at least, then supabase-js loads and asks the
// server: on a slow machine of CI's kind what follows it can take over ten seconds to show.
const expect = baseExpect.configure({ timeout: 15_000 });

// Sign-ins open the admin panel, a large chunk; give slow (shared) machines room.
test.describe.configure({ timeout: 60_000 });

const SUPABASE_URL = () => process.env.E2E_SUPABASE_URL ?? 'http://127.0.0.1:54421';
const EXPIRED = 'This sign-in link has expired or was already used. Request a new one below.';
const OTHER_BROWSER = /Open the link in the same browser where you requested it/;

/** Asks the stand-in for an implicit-flow link (no code challenge) for any address, as another client would. */
async function implicitLink(email: string, siteUrl: string): Promise<string> {
  const before = await mailIds(email);
  const redirect = encodeURIComponent(new URL('/admin', siteUrl).href);
  const res = await fetch(`${SUPABASE_URL()}/auth/v1/otp?redirect_to=${redirect}`, {
    method: 'POST',
    headers: {
      apikey: DEFAULT_ANON_KEY,
      Authorization: `Bearer ${DEFAULT_ANON_KEY}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ email, create_user: true }),
  });
  expect(res.status).toBe(200);
  return waitForMagicLink(email, before);
}

const uniqueEmail = (name: string) =>
  `${name}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`;

function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

async function storedSession(page: Page): Promise<{ access_token: string; user: { id: string } } | null> {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => /^sb-.*-auth-token$/.test(k));
    return key ? JSON.parse(localStorage.getItem(key) ?? 'null') : null;
  });
}

async function freshPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL });
  return { context, page: await context.newPage() };
}

test('the admin signs in with a magic link, typed with spaces and capitals', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/admin/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
  const field = page.getByLabel('Admin Email Address');
  await expect(field).toHaveAttribute('type', 'email');
  await expect(field).toHaveAttribute('placeholder', 'Enter admin email');
  await expect(field).toHaveAttribute('required', '');

  await field.fill(' Admin@Example.com ');
  const before = await mailIds(ADMIN_EMAIL);
  await page.getByRole('button', { name: 'Send Magic Link' }).click();
  await expect(page.getByText('Magic Link Sent!')).toBeVisible();
  await expect(page.getByText(`A magic link has been sent to ${ADMIN_EMAIL}.`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resend Magic Link' })).toBeVisible();
  const link = await waitForMagicLink(ADMIN_EMAIL, before);
  expect(errors).toEqual([]);

  await page.goto(link);
  const panel = page.getByRole('heading', { level: 1, name: 'Admin Panel' });
  const refused = page.getByText(EXPIRED);
  // The verification screen stays up for about 3 seconds, long enough to be read.
  await expect(page.getByText('Verifying your login...')).toBeVisible();
  await expect(page.getByText('Please wait while we verify your magic link')).toBeVisible();
  await expect(panel.or(refused)).toBeVisible({ timeout: 20_000 });
  if (await refused.isVisible()) {
    // Another worker asked for a link for the same address in between, which spends this one.
    test.info().annotations.push({ type: 'race', description: 'link replaced by a parallel sign-in' });
    await signInAsAdmin(page);
  }
  await expect(panel).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/admin\/?$/); // ?code= is gone

  // Profile rule: the admin's profiles row exists with role 'admin'.
  const session = await storedSession(page);
  expect(session?.access_token).toBeTruthy();
  await expect
    .poll(async () => {
      const res = await fetch(`${SUPABASE_URL()}/rest/v1/profiles?select=role&id=eq.${session?.user.id}`, {
        headers: { apikey: DEFAULT_ANON_KEY, Authorization: `Bearer ${session?.access_token}` },
      });
      return res.json();
    })
    .toEqual([{ role: 'admin' }]);
});

test('Resend sends another link; Back to Login returns to an empty form', async ({ page }) => {
  await page.goto('/admin/login');
  await page.getByLabel('Admin Email Address').fill(ADMIN_EMAIL);
  await page.getByRole('button', { name: 'Send Magic Link' }).click();
  await expect(page.getByText('Magic Link Sent!')).toBeVisible();
  const before = await mailIds(ADMIN_EMAIL);
  await page.getByRole('button', { name: 'Resend Magic Link' }).click();
  await waitForMagicLink(ADMIN_EMAIL, before);
  await expect(page.getByText('Magic Link Sent!')).toBeVisible();
  await page.getByRole('button', { name: 'Back to Login' }).click();
  await expect(page.getByLabel('Admin Email Address')).toHaveValue('');
});

test('the tab that asked for the link follows when the link signs in in a new tab', async ({
  page,
  context,
}) => {
  const mailTab = await context.newPage();
  const panel = (p: Page) => p.getByRole('heading', { level: 1, name: 'Admin Panel' });
  const refused = mailTab.getByText(EXPIRED);
  // A parallel sign-in for the same address can spend the link first; then ask again.
  for (let attempt = 1; ; attempt++) {
    const link = await requestMagicLink(page, ADMIN_EMAIL);
    await mailTab.goto(link);
    await expect(panel(mailTab).or(refused)).toBeVisible({ timeout: 20_000 });
    if (await panel(mailTab).isVisible()) break;
    expect(attempt, 'every link was spent by a parallel sign-in').toBeLessThan(4);
  }
  await expect(panel(page)).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/admin\/?$/);
});

test('a server error shows its message; a network failure the generic one', async ({ page }) => {
  await page.goto('/admin/login');
  await page.route('**/auth/v1/otp**', (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      headers: {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Expose-Headers': 'X-Supabase-Api-Version',
        'X-Supabase-Api-Version': '2024-01-01',
      },
      body: JSON.stringify({
        code: 'over_email_send_rate_limit',
        message: 'For security purposes, you can only request this after 42 seconds.',
      }),
    }),
  );
  await page.getByLabel('Admin Email Address').fill(ADMIN_EMAIL);
  await page.getByRole('button', { name: 'Send Magic Link' }).click();
  await expect(
    page.getByText('For security purposes, you can only request this after 42 seconds.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send Magic Link' })).toBeEnabled();

  await page.unroute('**/auth/v1/otp**');
  await page.route('**/auth/v1/otp**', (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: 'Send Magic Link' }).click();
  await expect(page.getByText('Failed to send magic link. Please try again.')).toBeVisible();
  await expect(page.getByLabel('Admin Email Address')).toHaveValue(ADMIN_EMAIL);
});

test('a wrong address is refused before anything is sent', async ({ page }) => {
  const otpRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/auth/v1/otp')) otpRequests.push(request.url());
  });
  await page.goto('/admin/login');
  await page.getByLabel('Admin Email Address').fill('eve@example.com');
  await page.getByRole('button', { name: 'Send Magic Link' }).click();
  await expect(page.getByText('Access Denied')).toBeVisible();
  await expect(page.getByText('Only authorized administrators can access this panel.')).toBeVisible();
  await expect(page.getByLabel('Admin Email Address')).toBeVisible();
  await page.waitForTimeout(300);
  expect(otpRequests).toEqual([]);
});

test('a signed-in non-admin is kept out of /admin', async ({ page, baseURL }) => {
  const email = uniqueEmail('eve');
  await page.goto(await implicitLink(email, baseURL!));
  const note = page.getByText('which is not an administrator account');
  await expect(note).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect((await storedSession(page))?.access_token).toBeTruthy();

  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(note).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toHaveCount(0);
});

test('a reused link shows the expired message and the form', async ({ page, browser, baseURL }) => {
  const link = await implicitLink(uniqueEmail('reuse'), baseURL!);
  await page.goto(link); // first use signs this (non-admin) user in
  // The verifying view stays up three seconds at least, then the profile is read.
  await expect(page.getByText('which is not an administrator account')).toBeVisible({ timeout: 15_000 });

  const other = await freshPage(browser, baseURL);
  await other.page.goto(link);
  // The verifying view stays up three seconds at least, then supabase-js answers.
  await expect(other.page.getByText(EXPIRED)).toBeVisible({ timeout: 15_000 });
  await expect(other.page.getByLabel('Admin Email Address')).toBeVisible();
  await expect(other.page).toHaveURL(/\/admin\/login$/); // error params removed
  await other.context.close();
});

test('a link opened in another browser asks to use the same browser', async ({ page, browser, baseURL }) => {
  const link = await requestMagicLink(page, ADMIN_EMAIL);
  const other = await freshPage(browser, baseURL);
  await other.page.goto(link);
  // (Only if a parallel test replaced the link before it was opened does the server call it expired.)
  await expect(other.page.getByText(OTHER_BROWSER).or(other.page.getByText(EXPIRED))).toBeVisible();
  if (await other.page.getByText(EXPIRED).isVisible()) {
    test.info().annotations.push({ type: 'race', description: 'link replaced by a parallel sign-in' });
  } else {
    await expect(other.page.getByText(OTHER_BROWSER)).toBeVisible();
  }
  await expect(other.page.getByLabel('Admin Email Address')).toBeVisible();
  await expect(other.page).toHaveURL(/\/admin\/login$/);
  expect(await storedSession(other.page)).toBeNull();

  // The link is spent now: opening it again brings the PKCE error (query and fragment) back.
  await other.page.goto(link);
  await expect(other.page.getByText(EXPIRED)).toBeVisible();
  await expect(other.page).toHaveURL(/\/admin\/login$/);
  await other.context.close();
});

test('an anonymous visitor of /admin is sent to /admin/login', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
  await expect(page.getByLabel('Admin Email Address')).toBeVisible();
});

test('a signed-in admin visiting /admin/login is welcomed back to /admin', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin/login');
  await expect(page.getByText('Welcome Back!')).toBeVisible();
  await expect(page.getByText('You are now logged in as admin.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeVisible({ timeout: 20_000 });
});

test('signing out ends on /admin/login and closes /admin again', async ({ page, baseURL }) => {
  await page.goto(await implicitLink(uniqueEmail('leaver'), baseURL!));
  await expect(page.getByText('which is not an administrator account')).toBeVisible();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByLabel('Admin Email Address')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(await storedSession(page)).toBeNull();

  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByLabel('Admin Email Address')).toBeVisible();
});

// Hovering a link preloads its page, and the blog's and portfolio's loaders read published
// documents: those are plain GETs of the documents tables, still without supabase-js.
test("public pages never download supabase-js; their only API calls are one read of the published settings and reads of linked pages' documents", async ({
  page,
}) => {
  const scripts: Promise<string>[] = [];
  const apiCalls: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
  });
  page.on('request', (request) => {
    if (request.url().startsWith(SUPABASE_URL())) apiCalls.push(`${request.method()} ${request.url()}`);
  });
  // Asked once the page has hydrated, which on a busy machine can come after a quiet half second.
  const settingsRead = page.waitForRequest((request) => request.url().includes('/rest/v1/site_settings?'));
  await page.goto('/');
  await settingsRead;
  await page.waitForLoadState('networkidle');
  // The home page itself reads the published settings, once, and nothing else.
  expect(apiCalls).toHaveLength(1);
  expect(apiCalls[0]).toMatch(/^GET \S+\/rest\/v1\/site_settings\?/);
  for (const link of await page.locator('a[href^="/"]').all()) {
    if (await link.isVisible()) await link.hover({ trial: false }).catch(() => undefined);
  }
  await page.waitForLoadState('networkidle');
  const bodies = await Promise.all(scripts);
  expect(bodies.length).toBeGreaterThan(0);
  expect(bodies.filter((body) => body.includes('supabase-js'))).toEqual([]);
  const published = apiCalls.filter(
    (call) => call.startsWith('GET ') && call.includes('/rest/v1/site_settings?'),
  );
  expect(published).toHaveLength(1);
  const documents = /^GET \S+\/rest\/v1\/(collections|documents)\?/;
  expect(apiCalls.filter((call) => !published.includes(call) && !documents.test(call))).toEqual([]);
});

test('Sign Out in the admin panel ends the session here and in other tabs', async ({ page, context }) => {
  await signInAsAdmin(page);
  const control = page.getByRole('button', { name: 'Sign Out' });
  const otherTab = await context.newPage();
  await otherTab.goto('/admin');
  await expect(otherTab.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeVisible({
    timeout: 20_000,
  });
  await control.click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(await storedSession(page)).toBeNull();
  await expect(otherTab).toHaveURL(/\/admin\/login$/); // the other tab leaves the panel too
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login$/);
});
