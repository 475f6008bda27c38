/**
 * The web fonts (src/fonts/remembered-faces.ts): a visitor's first page stays in the fallback face
 * it was painted in and fetches the fonts; the next page the visitor moves to comes in them; a page
 * loaded later in the same tab is painted in them by its own markup, before any of the site's
 * scripts runs.
 */
import { expect, test } from '@playwright/test';
import { waitForFaces, waitForRememberedFaces } from '../support/fonts';
import { open, trackErrors } from './support';

const interFaces = (page: import('@playwright/test').Page) =>
  page.evaluate(() => [...document.fonts].filter((face) => face.family.includes('Inter Variable')).length);

test('a first page keeps its face; the next page, moved to or loaded, comes in Inter', async ({ page }) => {
  const errors = trackErrors(page);
  await open(page, '/');
  await waitForRememberedFaces(page, 1);
  expect(await interFaces(page), 'the first page never changes face').toBe(0);
  // What the tab remembers ends with it: nothing outlives the visit.
  expect(await page.evaluate(() => Object.keys(localStorage))).toEqual([]);

  await page.locator('a[href="/about"]:visible').first().click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Connectia');
  await waitForFaces(page, 'Inter Variable');

  // Loaded later in the tab, with every script of the site refused: the page's head declares the font itself.
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.goto('/contact');
  await waitForFaces(page, 'Inter Variable');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
  expect(errors.filter((error) => !/net::ERR_FAILED|Failed to load|module script/i.test(error))).toEqual([]);
});

test('a record of the fonts that cannot be read, or names another build’s file, is ignored and mended', async ({
  page,
}) => {
  const errors = trackErrors(page);
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1');
      sessionStorage.setItem('connectia:web-fonts', '{not json');
    }
  });
  await open(page, '/about');
  await waitForRememberedFaces(page, 1);
  expect(errors).toEqual([]);
  // A record of another build's file: this page is a first page again, and the record is mended.
  await page.evaluate(() =>
    sessionStorage.setItem(
      'connectia:web-fonts',
      JSON.stringify({ 'Inter Variable 100 900': '/assets/inter-latin-wght-normal-OLD.woff2' }),
    ),
  );
  await page.route(/OLD\.woff2$/, (route) => route.abort());
  await open(page, '/about');
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('connectia:web-fonts')))
    .toMatch(/"Inter Variable 100 900":"\/assets\/inter-latin-wght-normal-(?!OLD)[^"]+\.woff2"/);
  expect(await interFaces(page), 'declared from a file of another build').toBe(0);
  expect(errors).toEqual([]);
});
