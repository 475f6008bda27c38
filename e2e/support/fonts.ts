/**
 * Waits until a page has loaded faces of a font family. document.fonts.check() cannot say so: it is
 * true for a family the page has not registered yet, and the site adds its web fonts only once they
 * have loaded, or on a later page (src/fonts/remembered-faces.ts), so it can be true while text
 * still shows in the fallback face.
 */
import { expect, type Page } from '@playwright/test';

export async function waitForFaces(page: Page, family: string, count = 1): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(
          (name) =>
            [...document.fonts].filter(
              (face) => face.family.replace(/["']/g, '') === name && face.status === 'loaded',
            ).length,
          family,
        ),
      { message: `${count} loaded face(s) of ${family}` },
    )
    .toBeGreaterThanOrEqual(count);
}

/** Waits until this browser has fetched and remembered `count` web font faces for its next pages. */
export async function waitForRememberedFaces(page: Page, count: number): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          let record: unknown;
          try {
            record = JSON.parse(sessionStorage.getItem('connectia:web-fonts') ?? '{}');
          } catch {
            return 0; // not mended yet: the page rewrites it once its faces are fetched
          }
          return Object.values(record ?? {}).filter(
            (url) => typeof url === 'string' && url.endsWith('.woff2'),
          ).length;
        }),
      // The faces are fetched after hydration, on a busy machine seconds after it.
      { message: `${count} remembered web font face(s)`, timeout: 20_000 },
    )
    .toBeGreaterThanOrEqual(count);
}
