/**
 * The admin's layout: a header with the page's one h1 and its actions, the tabs
 * grouped in a side navigation (Site, Content, Inbox), the selected tab's panel in <main> and in the
 * URL. On a phone the navigation folds behind a named burger button, with no horizontal scroll.
 */
import { expect, type Page, test } from '@playwright/test';
import { signInAsAdmin } from '../support/auth';
import { reloadAdmin } from './helpers';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Admin sections' });

test('the tabs are grouped in a side navigation; the chosen one stays in the URL', async ({ page }) => {
  await signInAsAdmin(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(['Admin Panel']);
  const banner = page.getByRole('banner');
  for (const action of ['Export Settings', 'Import Settings', 'Sign Out']) {
    await expect(banner.getByRole('button', { name: action })).toBeVisible();
  }
  const site = nav(page).getByRole('tablist', { name: 'Site' });
  const content = nav(page).getByRole('tablist', { name: 'Content' });
  await expect(site.getByRole('tab', { name: 'Logo & Brand Management' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(content.getByRole('tab', { name: 'Job Posting Management' })).toBeVisible();
  await nav(page)
    .getByRole('tablist', { name: 'Inbox' })
    .getByRole('tab', { name: /^Inbox/ })
    .click();
  await expect(page).toHaveURL(/[?&]tab=inbox/);
  await expect(page.getByRole('main').getByRole('heading', { level: 2, name: 'Inbox' })).toBeVisible();
  await content.getByRole('tab', { name: 'Job Posting Management' }).click();
  await expect(page).toHaveURL(/[?&]tab=jobs/);
  await reloadAdmin(page);
  await expect(
    page.getByRole('main').getByRole('heading', { level: 2, name: 'Job Posting Management' }),
  ).toBeVisible();
  await expect(content.getByRole('tab', { name: 'Job Posting Management' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
});

test('Tab moves from group to group, then into the panel @all-sizes', async ({ page }) => {
  await signInAsAdmin(page, '/admin?tab=footer');
  const burger = page.getByRole('button', { name: 'Open navigation', exact: true });
  // Decided by the viewport, not by looking for the burger: isVisible() does not wait, so a panel
  // still loading on a busy machine looked like a desktop one (below 48em the navigation folds).
  const phone = (page.viewportSize()?.width ?? 1280) < 768;
  if (phone) {
    await burger.press('Enter');
    await expect(page.getByRole('button', { name: 'Close navigation', exact: true })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  }
  const selected = nav(page).getByRole('tab', { name: 'Footer Content & Styling' });
  await selected.focus();
  await page.keyboard.press('Tab');
  await expect(nav(page).getByRole('tab', { name: 'Home', exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(nav(page).getByRole('tab', { name: 'Hero Sections Management' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(nav(page).getByRole('tab', { name: /^Inbox/ })).toBeFocused();
  await expect(page).toHaveURL(/[?&]tab=footer/); // reaching a tab with Tab does not open it
  if (phone) return; // on a phone the navigation is a sheet over the panel, closed with Escape
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
  await expect(page.getByRole('main').getByRole('tabpanel')).toContainText('Footer Content & Styling');
});

test('on a phone the navigation folds behind a burger button @phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInAsAdmin(page, '/admin?tab=header');
  const burger = page.getByRole('button', { name: 'Open navigation', exact: true });
  await expect(burger).toBeVisible();
  await expect(burger).toHaveAttribute('aria-expanded', 'false');
  // A tab near the top of the sheet: further down (the Content group, below Pages) is reached by scrolling.
  const fonts = nav(page).getByRole('tab', { name: 'Site-wide Font Settings' });
  await expect(fonts).not.toBeInViewport();
  await expect(
    page.getByRole('banner').getByRole('heading', { level: 1, name: 'Admin Panel' }),
  ).toBeVisible();

  await burger.click();
  const close = page.getByRole('button', { name: 'Close navigation', exact: true });
  await expect(close).toHaveAttribute('aria-expanded', 'true');
  await expect(fonts).toBeInViewport();
  await expect(nav(page).getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await fonts.click();
  await expect(page).toHaveURL(/[?&]tab=fonts/);
  await expect(fonts).not.toBeInViewport();
  await expect(burger).toHaveAttribute('aria-expanded', 'false');
  await expect(
    page.getByRole('main').getByRole('heading', { level: 2, name: 'Site-wide Font Settings' }),
  ).toBeVisible();
  // Escape closes it too, back on the burger.
  await burger.click();
  await expect(fonts).toBeInViewport();
  await fonts.press('Escape');
  await expect(fonts).not.toBeInViewport();
  await expect(burger).toBeFocused();
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
});
