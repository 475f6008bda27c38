/**
 * Where space is short, at the narrowest phone (360 px) and in both languages, since Arabic often
 * runs longer than English: every button, badge and menu entry of the built pages, the mobile menu's
 * groups opened one by one, stays inside the screen and its own box; a badge keeps to one line and a
 * button to two.
 */
import { expect, type Page, test } from '@playwright/test';
import { open } from './support';

const PAGES = [
  '/',
  '/about',
  '/services',
  '/services/cloud',
  '/portfolio',
  '/portfolio/api-solutions',
  '/careers',
  '/blog',
  '/blog/future-of-it-staffing',
  '/case-studies/retail-cloud-migration',
  '/contact',
  '/investment',
];

/** What does not fit on the page as it is now: one line per offender, naming it by its text. */
const misfits = (page: Page) =>
  page.evaluate(() => {
    const SHORT_PLACES =
      'a.cp-button, button, .cp-badge, header a, footer a, dialog#mobile-navigation a, [class*="__tagline"]';
    /** Lines of visible text (text that screen readers alone get is laid out elsewhere). */
    const lines = (element: Element) => {
      const middles: number[] = [];
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const box = node.parentElement?.getBoundingClientRect();
        if (!node.textContent?.trim() || !box || box.width <= 1 || box.height <= 1) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects())
          if (rect.width > 0) middles.push(rect.top + rect.height / 2);
      }
      middles.sort((a, b) => a - b);
      let count = 0;
      let last = Number.NEGATIVE_INFINITY;
      for (const middle of middles) {
        if (middle - last <= 4) continue;
        count += 1;
        last = middle;
      }
      return count;
    };
    const found: string[] = [];
    for (const element of document.querySelectorAll(SHORT_PLACES)) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const name = `${element.tagName.toLowerCase()} «${element.textContent?.trim().slice(0, 60)}»`;
      if (box.left < -1 || box.right > innerWidth + 1) found.push(`${name} leaves the screen`);
      if (getComputedStyle(element).overflowX !== 'visible' && element.scrollWidth > element.clientWidth + 1)
        found.push(`${name} is cut off`);
      const isBadge = element.matches('.cp-badge');
      const isButton = element.matches('a.cp-button, button');
      const count = lines(element);
      if (isBadge && count > 1) found.push(`${name} takes ${count} lines`);
      if (isButton && count > 2) found.push(`${name} takes ${count} lines`);
    }
    return [...new Set(found)];
  });

test.describe('buttons, badges and menu entries fit at 360 px @phone', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) > 360, 'measured at the narrowest phone only');

  for (const prefix of ['', '/ar']) {
    for (const path of PAGES) {
      test(`on ${prefix}${path}`, async ({ page }) => {
        await open(page, `${prefix}${path}`);
        expect(await misfits(page)).toEqual([]);
      });
    }

    test(`in the mobile menu, every group opened, ${prefix ? 'in Arabic' : 'in English'}`, async ({
      page,
    }) => {
      await open(page, `${prefix}/`);
      await page.locator('header button[aria-controls="mobile-navigation"]').click();
      const drawer = page.locator('dialog#mobile-navigation');
      await expect(drawer.getByRole('link').first()).toBeVisible();
      const groups = drawer.locator('button[aria-expanded]');
      expect(await groups.count()).toBeGreaterThan(0);
      for (const group of await groups.all()) {
        if ((await group.getAttribute('aria-expanded')) === 'false') await group.click();
        await expect(group).toHaveAttribute('aria-expanded', 'true');
        expect(await misfits(page)).toEqual([]);
      }
    });
  }
});
