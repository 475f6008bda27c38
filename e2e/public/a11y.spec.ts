import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { open, ROUTES } from './support';

const paths = [...ROUTES.map((r) => r.path), '/contact?service=security', '/no-such-page'];

for (const path of paths) {
  test(`axe: no serious or critical violations on ${path} @all-sizes`, async ({ page }) => {
    test.setTimeout(90_000);
    await open(page, path);
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page }).analyze();
    const bad = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
    expect(bad).toEqual([]);
  });
}

const serious = async (page: import('@playwright/test').Page) =>
  (await new AxeBuilder({ page }).analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);

test('axe: no serious or critical violations with a mega-menu open', async ({ page }) => {
  await open(page, '/');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Show Expertise menu' })
    .click();
  await expect(page.locator('header').getByRole('link', { name: 'All services' })).toBeVisible();
  expect(await serious(page)).toEqual([]);
});

test('axe: no serious or critical violations with the mobile menu open @phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await open(page, '/');
  await page.getByRole('button', { name: 'Open navigation menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await drawer.getByRole('button', { name: 'Show About Us links' }).click();
  await expect(drawer.getByRole('link', { name: 'Leadership' })).toBeVisible();
  expect(await serious(page)).toEqual([]);
});
