/**
 * axe over the admin, as e2e/public/a11y.spec.ts does for public pages: the login
 * page in its views, and every tab of the panel, read from the navigation itself so that a new tab
 * (or a new group) is checked with no edit here, at desktop and phone size. Serious and critical
 * violations fail, and so does a visible label missing from a control's name
 * (label-content-name-mismatch, an axe rule that is off unless asked for).
 *
 * The live previews draw the owner's own colours (`data-preview`): there contrast is the owner's
 * choice, so they alone are left out. The login page's notices about a build without a Supabase
 * project never show in this suite's build: tests/auth/login-notices.browser.test.tsx checks them.
 */
import { expect, type Page, test } from '@playwright/test';
import { ADMIN_GROUPS } from '../../src/schema-kit/entity';
import { signInAsAdmin } from '../support/auth';
import { seriousViolations } from '../support/axe';

const violations = (page: Page) => seriousViolations(page, { exclude: '[data-preview]' });

const noHorizontalScroll = (page: Page) =>
  expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);

test.describe('the login page', () => {
  test('the e-mail form @all-sizes', async ({ page }) => {
    await page.goto('/admin/login');
    // The first admin page of a run loads the admin's toolkit cold: on a busy machine the form comes
    // several seconds after the heading (as the expired link's message below does).
    await expect(page.getByLabel('Admin Email Address')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('main')).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await noHorizontalScroll(page);
  });

  test('an expired link’s message @all-sizes', async ({ page }) => {
    await page.goto('/admin/login#error=access_denied&error_code=otp_expired');
    await expect(page.getByRole('alert').filter({ hasText: /expired/ })).toBeVisible({ timeout: 15_000 });
    expect(await violations(page)).toEqual([]);
  });

  test('Magic Link Sent! @all-sizes', async ({ page }) => {
    // The view after sending; the e-mail itself is not needed here (and would void the link another
    // test is signing in with), so the auth server's answer is given in its place.
    await page.route('**/auth/v1/otp**', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{}' }),
    );
    await page.goto('/admin/login');
    await page.getByLabel('Admin Email Address').fill('admin@example.com');
    await page.getByRole('button', { name: 'Send Magic Link' }).click();
    await expect(page.getByRole('heading', { name: 'Magic Link Sent!' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
});

/** Opens the phone's navigation when it is collapsed behind the burger. */
async function showNavigation(page: Page) {
  // Below 48em the navigation folds behind the burger (decided by the viewport: isVisible() does not
  // wait, so a panel still loading would look like a desktop one).
  if ((page.viewportSize()?.width ?? 1280) < 768) {
    const burger = page.getByRole('button', { name: /^(Open|Close) navigation$/ });
    if ((await burger.getAttribute('aria-expanded')) !== 'true') await burger.click();
  }
  await expect(
    page.getByRole('navigation', { name: 'Admin sections' }).getByRole('tab').first(),
  ).toBeVisible();
}

/**
 * Tests per group, so that no test runs past a minute on a slow machine: each part opens and scans
 * every n-th tab of its group.
 */
const PARTS: Partial<Record<keyof typeof ADMIN_GROUPS, number>> = {
  site: 4,
  pages: 5,
  content: 4,
  inbox: 2,
};

for (const [key, heading] of Object.entries(ADMIN_GROUPS)) {
  const parts = PARTS[key as keyof typeof ADMIN_GROUPS] ?? 1;
  for (let part = 0; part < parts; part++) {
    const name =
      parts > 1
        ? `every ${heading} tab of the admin (${part + 1} of ${parts})`
        : `every ${heading} tab of the admin`;
    test(`${name} @all-sizes`, async ({ page }) => {
      test.setTimeout(90_000);
      await signInAsAdmin(page);
      await showNavigation(page);
      const nav = page.getByRole('navigation', { name: 'Admin sections' });
      const group = nav.getByRole('tablist', { name: heading, exact: true });
      const count = await group.getByRole('tab').count();
      test.skip(count === 0 && key !== 'site', `no ${heading} tabs yet`);
      test.skip(part >= count, `${heading} has ${count} tabs`);
      expect(count).toBeGreaterThan(0);
      const found: Record<string, string[]> = {};
      for (let index = part; index < count; index += parts) {
        await showNavigation(page);
        const tab = group.getByRole('tab').nth(index);
        const label = (await tab.getAttribute('aria-label')) ?? (await tab.innerText()).split('\n')[0]!;
        await tab.click();
        await expect(tab).toHaveAttribute('aria-selected', 'true');
        // The tab's panel (it names it: aria-controls), once its editor has loaded.
        const panel = page.locator(`[id="${await tab.getAttribute('aria-controls')}"]`);
        await expect(panel.getByRole('heading', { level: 2 }).first()).toBeVisible();
        // A tab's figures (the Inbox's, Analytics') come from the database: on a busy machine they
        // have taken seconds, so this waits for them as long as the tab's loaders need.
        await expect(panel.getByLabel(/^Loading/)).toHaveCount(0, { timeout: 30_000 });
        await page.waitForLoadState('networkidle');
        found[label] = await violations(page);
        await noHorizontalScroll(page);
      }
      expect(found).toEqual(Object.fromEntries(Object.keys(found).map((label) => [label, []])));
    });
  }
}

test('an editor with unsaved changes, a refused value and its error message', async ({ page }) => {
  await signInAsAdmin(page, '/admin?tab=header');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Edit Contact' }).click();
  await main.getByRole('listitem', { name: 'Contact' }).getByRole('textbox', { name: 'Label' }).fill('');
  await expect(main.getByText('Label is required.')).toBeVisible();
  await expect(main.getByText('Unsaved changes')).toBeVisible();
  await main.getByRole('button', { name: 'Save Header Settings' }).click();
  await expect(page.getByText(/These settings were not saved/).first()).toBeVisible();
  expect(await violations(page)).toEqual([]);
});
