/**
 * Waits until a page has loaded faces of a font family. document.fonts.check() cannot say so: it is
 * true for a family the page has not registered yet, and the site adds its web fonts only once they
 * have loaded (src/fonts/add-faces.ts), so on a slow machine it is true while text still shows in
 * the fallback face.
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
