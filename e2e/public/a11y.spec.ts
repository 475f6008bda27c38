import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { open, ROUTES } from './support';

const paths = [...ROUTES.map((r) => r.path), '/contact?service=security', '/no-such-page'];

for (const path of paths) {
  test(`axe: no serious or critical violations on ${path} @all-sizes`, async ({ page }) => {
    test.setTimeout(90_000);
    await open(page, path);
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('axe: no serious or critical violations with a mega-menu open', async ({ page }) => {
  await open(page, '/');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Show Expertise menu' })
    .click();
  await expect(page.locator('header').getByRole('link', { name: 'All services' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('axe: no serious or critical violations with the mobile menu open @phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await open(page, '/');
  await page.getByRole('button', { name: 'Open navigation menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await drawer.getByRole('button', { name: 'Show About Us links' }).click();
  await expect(drawer.getByRole('link', { name: 'Leadership' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
