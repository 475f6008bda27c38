/**
 * On the real stand-in: the owner uploads a phone-sized photo (4000 x 3000, about 5 MB,
 * EXIF orientation and GPS) as the home hero background and publishes it. A visitor on a phone and
 * one on a laptop each download one small WebP of the right size, upright and without metadata.
 */
import { type Browser, expect, type Page, test } from '@playwright/test';
import { metadataIn } from '../../scripts/exif.mjs';
import { makeTestPhoto } from '../../scripts/test-photo.mjs';
import { editor, openAdminTab } from '../admin/helpers';

// Serial: the first test publishes the photo, the second is the visitors who receive it (each
// half takes most of a minute on a slow machine).
test.describe.configure({ mode: 'serial', timeout: 60_000 });

const status = (page: Page) => page.getByTestId('publish-status');

/** Opens `/` as a visitor with this screen; returns the hero <img>'s srcset URLs and the bytes of each that was downloaded. */
async function visit(
  browser: Browser,
  viewport: { width: number; height: number },
  deviceScaleFactor: number,
) {
  const context = await browser.newContext({ viewport, deviceScaleFactor });
  const page = await context.newPage();
  const downloads: Promise<[string, number]>[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/storage/v1/object/public/site-media/')) {
      downloads.push(response.body().then((body) => [response.url(), body.length] as [string, number]));
    }
  });
  await page.goto('/');
  const hero = page.locator('#home-hero img.cp-hero__photo');
  await expect(hero).toHaveAttribute('srcset', /480w, .* 960w, .* 1600w, .* 2400w$/);
  await expect
    .poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  const attributes = await hero.evaluate((img: HTMLImageElement) => ({
    srcset: img.getAttribute('srcset') ?? '',
    sizes: img.getAttribute('sizes'),
    width: img.getAttribute('width'),
    height: img.getAttribute('height'),
    alt: img.getAttribute('alt'),
    currentSrc: img.currentSrc,
    objectPosition: getComputedStyle(img).objectPosition,
  }));
  const variants = attributes.srcset.split(', ').map((entry) => entry.split(' ')[0] as string);
  const bytes = new Map(await Promise.all(downloads));
  await context.close();
  return {
    attributes,
    variants,
    heroBytes: variants.reduce((sum, url) => sum + (bytes.get(url) ?? 0), 0),
    bytes,
  };
}

test('the owner uploads a 5 MB phone photo as the home hero, describes it and publishes it', async ({
  page,
}) => {
  await openAdminTab(page, 'hero', 'Hero Sections Management');
  const photo = await makeTestPhoto(page);
  expect(photo.length).toBeGreaterThan(4.5 * 1024 * 1024);
  expect(photo.length).toBeLessThan(6 * 1024 * 1024);
  expect(metadataIn(photo)).toContain('EXIF block');

  const form = editor(page).locator('form');
  const background = form.getByRole('group', { name: 'Background image' }).first();
  await background
    .locator('input[type="file"]')
    .setInputFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(photo) });
  await expect(background.getByRole('img', { name: 'Background image preview' })).toBeVisible({
    timeout: 30_000,
  });
  // A content image needs alt text before it can be saved.
  await form.getByRole('button', { name: 'Save Hero Settings' }).click();
  await expect(
    background.getByText('Background image: describe the image in its alt text, or mark it as decorative.'),
  ).toBeVisible();
  await background
    .getByRole('textbox', { name: 'Alt text' })
    .fill('The Connectia team planning a project in Dubai');
  await form.getByRole('button', { name: 'Save Hero Settings' }).click();
  await expect(page.getByText('Hero section settings saved successfully!')).toBeVisible();
  await expect(status(page)).toContainText('Draft');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(status(page)).toContainText('Version 1');
});

test('the published photo reaches visitors as one small, upright WebP without EXIF', async ({
  page,
  browser,
}) => {
  // A phone (390 px at 2x) takes the 960 px size; a laptop (1366 px at 1x) the 1600 px one.
  const phone = await visit(browser, { width: 390, height: 844 }, 2);
  expect(phone.attributes).toMatchObject({
    sizes: '100vw',
    width: '2400',
    height: '1800',
    alt: 'The Connectia team planning a project in Dubai',
  });
  expect(phone.attributes.currentSrc).toBe(phone.variants[1]);
  expect(phone.heroBytes).toBeGreaterThan(0);
  expect(phone.heroBytes).toBeLessThanOrEqual(200 * 1024);

  const laptop = await visit(browser, { width: 1366, height: 768 }, 1);
  expect(laptop.attributes.currentSrc).toBe(laptop.variants[2]);
  expect(laptop.heroBytes).toBeGreaterThan(0);
  expect(laptop.heroBytes).toBeLessThanOrEqual(400 * 1024);

  // Every stored size: WebP, cacheable for a year, no EXIF/GPS/XMP, and upright (the red corner top-left).
  for (const url of phone.variants) {
    const response = await page.request.get(url);
    expect(response.headers()['content-type']).toBe('image/webp');
    expect(response.headers()['cache-control']).toBe('max-age=31536000');
    const bytes = new Uint8Array(await response.body());
    expect(metadataIn(bytes)).toEqual([]);
    expect(new TextDecoder('latin1').decode(bytes.subarray(0, 12))).toMatch(/^RIFF....WEBP$/s);
  }
  await page.goto('/robots.txt'); // a page of the site's origin to decode the image in
  const corner = await page.evaluate(async (url) => {
    const bitmap = await createImageBitmap(await (await fetch(url)).blob());
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
    context.drawImage(bitmap, 0, 0);
    return [...context.getImageData(8, 8, 1, 1).data, bitmap.width, bitmap.height];
  }, phone.variants[0] as string);
  expect(corner[0]).toBeGreaterThan(200);
  expect(corner[1]).toBeLessThan(60);
  expect(corner.slice(4)).toEqual([480, 360]);
});
