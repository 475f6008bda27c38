/**
 * The header's mega-menus work from the page's HTML: a tap before React has hydrated the page opens
 * them, and they stay open, without a console error, once it has. The browser runs at a phone's
 * pace (4x CPU), and the page's scripts are held back until the tap is done, so it surely comes
 * before hydration.
 */
import { expect, type Page, test } from '@playwright/test';
import { menuOpen, trackErrors } from './support';

/** Opens a page at 4x CPU slowdown with its scripts held back; `release()` lets them run and waits for hydration. */
async function openBeforeHydration(page: Page, path: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  let letGo: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    letGo = resolve;
  });
  await page.route('**/*.js', async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  return async () => {
    letGo();
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 30_000 });
  };
}

const DESKTOP: { path: string; button: string; link: string }[] = [
  { path: '/', button: 'Show Expertise menu', link: 'Cloud Solutions' },
  { path: '/ar/', button: 'عرض قائمة خبراتنا', link: 'الحلول السحابية' },
];

for (const { path, button, link } of DESKTOP) {
  test(`${path}: "${button}" tapped before hydration opens the menu, which stays open`, async ({ page }) => {
    const errors = trackErrors(page);
    const release = await openBeforeHydration(page, path);
    const nav = page.getByRole('navigation', { name: /^(Main|القائمة الرئيسية)$/ });
    const toggle = nav.getByRole('button', { name: button });
    await toggle.click();
    const panel = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
    await expect(panel.getByRole('link', { name: link, exact: true })).toBeVisible();
    expect(await page.locator('html[data-hydrated]').count()).toBe(0);

    await release();
    await expect.poll(() => menuOpen(toggle)).toBe(true);
    await expect(panel.getByRole('link', { name: link, exact: true })).toBeVisible();
    // Now React's: Escape closes it and gives the focus back to the button.
    await panel.getByRole('link', { name: link, exact: true }).focus();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect.poll(() => menuOpen(toggle)).toBe(false);
    await expect(toggle).toBeFocused();
    expect(errors).toEqual([]);
  });
}
