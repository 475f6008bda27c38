import { expect, type Page, test } from '@playwright/test';
import { open } from '../public/support';
import { seriousViolations } from '../support/axe';
import { allDetailPages, type DetailPageCase } from './pages';

/** Collects console errors and uncaught exceptions of a page. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

async function checkPage(page: Page, entry: DetailPageCase) {
  const main = page.locator('main');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(entry.h1);
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page).toHaveTitle(/Connectia/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/);

  for (const title of entry.cards ?? []) {
    await expect(main.getByRole('heading', { name: title, exact: true }).first()).toBeVisible();
  }
  if (entry.grid) {
    const titles = await main.locator(`section#${entry.grid.id} h3`).allInnerTexts();
    expect(titles).toHaveLength(entry.grid.count);
    expect(new Set(titles).size).toBe(entry.grid.count);
  }
  for (const figure of entry.stats ?? []) {
    await expect(main.getByText(figure, { exact: false }).first()).toBeVisible();
  }
  if (entry.tabs) {
    const tabs = main.getByRole('tab');
    await expect(tabs).toHaveText(entry.tabs.labels);
    await expect(main.getByRole('tab', { name: entry.tabs.defaultTab, exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(
      main.getByRole('tabpanel').getByRole('heading', { name: entry.tabs.firstItem, exact: true }),
    ).toBeVisible();
  }

  // Every button on the page, in the hero and the closing call to action: exactly the expected ones.
  const buttonLinks = main.locator('section#hero a.cp-button, section#closing-cta a.cp-button');
  await expect(buttonLinks).toHaveCount(entry.buttons.length);
  for (const [index, button] of entry.buttons.entries()) {
    const link = buttonLinks.nth(index);
    await expect(link).toHaveText(button.label);
    await expect(link).toHaveAttribute('href', button.href);
  }
}

test.describe('detail pages', () => {
  for (const entry of allDetailPages) {
    test(`${entry.path}: content, buttons, accessibility, no console errors`, async ({ page }) => {
      const errors = watchErrors(page);
      await page.goto(entry.path);
      await checkPage(page, entry);
      expect(await seriousViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    });
  }
});

test('tabs: default tab, switching by click and by keyboard', async ({ page }) => {
  // Tabs switch once the page is hydrated (the prerendered page shows the default tab before).
  await open(page, '/services/web-development');
  const frontend = page.getByRole('tab', { name: 'Frontend', exact: true });
  await expect(frontend).toHaveAttribute('aria-selected', 'true');
  // The selected pill stands out: white text on the brand purple.
  await expect(frontend).toHaveCSS('background-color', 'rgb(79, 0, 140)');
  await expect(frontend).toHaveCSS('color', 'rgb(255, 255, 255)');
  await expect(page.getByRole('tabpanel').getByRole('heading', { name: 'React' })).toBeVisible();

  await page.getByRole('tab', { name: 'Backend', exact: true }).click();
  await expect(page.getByRole('tab', { name: 'Backend', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('tabpanel').getByRole('heading', { name: 'Node.js' })).toBeVisible();
  await expect(page.getByRole('tabpanel').getByRole('heading', { name: 'React' })).toBeHidden();

  await page.getByRole('tab', { name: 'Backend', exact: true }).focus();
  await page.keyboard.press('ArrowRight');
  const database = page.getByRole('tab', { name: 'Database', exact: true });
  await expect(database).toBeFocused();
  await expect(database).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').getByRole('heading', { name: 'PostgreSQL' })).toBeVisible();

  await open(page, '/services/ai-ml');
  await page.getByRole('tab', { name: 'Computer Vision', exact: true }).click();
  await expect(page.getByRole('tabpanel').getByRole('heading', { name: 'Image Recognition' })).toBeVisible();
  await expect(page.getByRole('tabpanel').getByRole('heading')).toHaveCount(3);
});

test('a button leads to the contact page with its service hint', async ({ page }) => {
  await page.goto('/services/mobile-apps');
  await page.getByRole('link', { name: 'Get App Development Quote' }).click();
  await expect(page).toHaveURL(/\/contact\?service=mobile$/);
});

test('the in-page Learn More scrolls to the outsourcing services', async ({ page }) => {
  await page.goto('/portfolio/business-outsourcing');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Portfolio');
  await page.getByRole('link', { name: 'Learn More', exact: true }).click();
  await expect(page).toHaveURL(/#services$/);
  await expect(page.getByRole('heading', { name: 'Our Outsourcing Services' })).toBeInViewport();
});

for (const path of [
  '/services/tech-manpower',
  '/services/sap-solutions',
  '/services/big-data-analytics',
  '/portfolio/no-such-solution',
]) {
  test(`${path} shows the not-found page`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });
}

test("detail content is split per page: a page's own words come with its HTML, another's load when visited", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const seeds = /web-development|mobile-apps|api-solutions|facility-management/;
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((path) => seeds.test(path))).toEqual([]);

  scripts.length = 0;
  await page.goto('/services/web-development');
  // The page hydrates from the data it was built with: no seed document is loaded for it.
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((path) => seeds.test(path))).toEqual([]);

  // Going on to another service through the header's menu (the router), its own document, and only
  // its, loads.
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Show Expertise menu' }).click();
  await nav.getByRole('link', { name: 'Mobile Apps', exact: true }).click();
  await expect(page).toHaveURL(/\/services\/mobile-apps$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    allDetailPages.find((entry) => entry.path === '/services/mobile-apps')?.h1 ?? '',
  );
  expect(scripts.some((path) => path.includes('mobile-apps'))).toBe(true);
  expect(scripts.filter((path) => /web-development|api-solutions|facility-management/.test(path))).toEqual(
    [],
  );
});

// In parts, each every third page, so no test runs past a minute on a slow machine.
const SIDEWAYS_PARTS = 3;
for (let part = 0; part < SIDEWAYS_PARTS; part++) {
  test(`@all-sizes no detail page scrolls sideways (${part + 1} of ${SIDEWAYS_PARTS})`, async ({ page }) => {
    for (const entry of allDetailPages.filter((_, index) => index % SIDEWAYS_PARTS === part)) {
      await page.goto(entry.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(entry.h1);
      const overflow = await page.evaluate(() => {
        const root = document.documentElement;
        return root.scrollWidth - root.clientWidth;
      });
      expect(overflow, `${entry.path} is wider than the viewport`).toBeLessThanOrEqual(0);
    }
  });
}
