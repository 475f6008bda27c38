/**
 * A visitor who scrolls while the page is still loading keeps their place when it hydrates. The
 * browser is slowed to a phone's pace (4x CPU), so the page is plain HTML for a while after
 * DOMContentLoaded; the scroll comes then. A hash still scrolls to its anchor on load, back to a
 * page loaded anew still restores, and a link to another page still starts at its top.
 */
import { expect, type Page, test } from '@playwright/test';
import { open } from './support';

/** A phone's pace: 4x slower than this machine. */
async function slowDown(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** Two frames after hydration, its render and whatever the router does after a render are done. */
async function hydrated(page: Page) {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 30_000 });
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** Scrolls as a visitor would, and waits until the page has heard of it (the scroll event comes a frame later). */
const scrollTo = (page: Page, top: number) =>
  page.evaluate(
    (top) =>
      new Promise<void>((done) => {
        addEventListener('scroll', () => done(), { once: true });
        window.scrollTo({ top, behavior: 'instant' });
      }),
    top,
  );

for (const path of ['/', '/ar/services/cloud']) {
  test(`${path}: a scroll at DOMContentLoaded, before hydration, is where the page stays`, async ({
    page,
  }) => {
    await slowDown(page);
    // At the event itself, in the page: no round trip to the test between it and the scroll.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        window.scrollTo({ top: 700, behavior: 'instant' });
        (window as unknown as { scrolledBeforeHydration: boolean }).scrolledBeforeHydration =
          document.documentElement.dataset.hydrated !== 'true';
      });
    });
    await page.goto(path);
    await hydrated(page);
    // The scroll came while the page was still plain HTML (otherwise this would prove nothing).
    expect(
      await page.evaluate(
        () => (window as unknown as { scrolledBeforeHydration: boolean }).scrolledBeforeHydration,
      ),
    ).toBe(true);
    expect(await scrollY(page)).toBe(700);
  });
}

test('a hash on a first load still scrolls to its anchor', async ({ page }) => {
  await slowDown(page);
  await page.goto('/about#leadership');
  await hydrated(page);
  await expect(page.locator('#leadership')).toBeInViewport();
});

test('a link to another page starts at its top', async ({ page }) => {
  await open(page, '/');
  await scrollTo(page, 900);
  // In the sticky header: clicking it scrolls nothing.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Careers' }).click();
  await expect(page).toHaveURL(/\/careers$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Join Our Team');
  await expect.poll(() => scrollY(page)).toBe(0);
});

test('back to a page that was loaded anew restores where the visitor was on it', async ({ page }) => {
  await open(page, '/about');
  await scrollTo(page, 800);
  // The language switch loads the other language's page as a new document.
  await page.goto('/ar/about');
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 20_000 });
  await page.goBack();
  await expect(page).toHaveURL(/\/about$/);
  await expect.poll(() => scrollY(page)).toBe(800);
});
