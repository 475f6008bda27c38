import { expect, test } from '@playwright/test';
import { menuOpen, open, trackErrors } from './support';

const MENUS: { button: string; page: string; targets: string[] }[] = [
  {
    button: 'Expertise',
    page: '/services',
    targets: [
      '/services',
      '/services/web-development',
      '/services/mobile-apps',
      '/services/cloud',
      '/services/ai-ml',
      '/services/digital-transformation',
      '/services/tech-manpower',
      '/services/sap-solutions',
      '/services/big-data-analytics',
    ],
  },
  {
    button: 'What we do',
    page: '/portfolio',
    targets: [
      '/portfolio',
      ...[
        'api-solutions',
        'system-integration',
        'connectivity-services',
        'business-outsourcing',
        'managed-services',
        'cloud-services',
        'iot-digital-services',
        'cybersecurity-integration',
        'evoucher-system',
        'distribution-solution',
        'solar-solutions',
        'water-management',
        'green-energy',
        'smart-infrastructure',
        'environmental-consulting',
        'facility-management',
      ].map((slug) => `/portfolio/${slug}`),
    ],
  },
  {
    button: 'About Us',
    page: '/about',
    targets: [
      '/about',
      '/about#story',
      '/about#mission',
      '/about#leadership',
      '/about#values',
      '/about#awards',
      '/about#stats',
      '/about#trust',
    ],
  },
];

test.describe('desktop header', () => {
  for (const menu of MENUS) {
    test(`${menu.button} menu opens from the keyboard and lists the spec's targets`, async ({ page }) => {
      await open(page, '/');
      const nav = page.getByRole('navigation', { name: 'Main' });
      const button = nav.getByRole('button', { name: `Show ${menu.button} menu` });
      await expect.poll(() => menuOpen(button)).toBe(false);
      await button.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => menuOpen(button)).toBe(true);
      const panel = page.locator(`#${await button.getAttribute('aria-controls')}`.replace(/:/g, '\\:'));
      const hrefs = await panel
        .getByRole('link')
        .evaluateAll((links) => links.map((l) => l.getAttribute('href')));
      expect([...new Set(hrefs)].sort()).toEqual([...new Set(menu.targets)].sort());
      await page.keyboard.press('ArrowDown');
      await expect(panel.getByRole('link').first()).toBeFocused();
      await page.keyboard.press('Escape');
      await expect.poll(() => menuOpen(button)).toBe(false);
      await expect(button).toBeFocused();
      await page.keyboard.press('Space');
      await expect.poll(() => menuOpen(button)).toBe(true);
    });

    test(`${menu.button} is a link to ${menu.page}; hovering it shows its menu`, async ({ page }) => {
      await open(page, '/blog');
      const nav = page.getByRole('navigation', { name: 'Main' });
      const toggle = nav.getByRole('button', { name: `Show ${menu.button} menu` });
      await nav.getByRole('link', { name: menu.button, exact: true }).hover();
      await expect.poll(() => menuOpen(toggle)).toBe(true);
      await page.mouse.move(2, 790); // away from the header and its panel
      await expect.poll(() => menuOpen(toggle)).toBe(false);
      await nav.getByRole('link', { name: menu.button, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${menu.page}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }

  test('plain entries, Contact button and active highlighting', async ({ page }) => {
    await open(page, '/careers');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Careers' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(nav.getByRole('link', { name: 'Investor Relations' })).toHaveAttribute(
      'href',
      '/investment',
    );
    await expect(nav.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    const contact = page.locator('header').getByRole('link', { name: 'Contact', exact: true });
    await expect(contact).toHaveAttribute('href', '/contact');
    await open(page, '/services');
    await expect(nav.getByRole('link', { name: 'Expertise', exact: true })).toHaveAttribute(
      'data-active',
      'true',
    );
  });

  test('a menu link with a hash scrolls to its anchor', async ({ page }) => {
    await open(page, '/');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Show About Us menu' })
      .click();
    await page.getByRole('link', { name: 'Leadership' }).click();
    await expect(page).toHaveURL(/\/about#leadership$/);
    await expect(page.locator('#leadership')).toBeInViewport();
  });

  test('the same hash link, clicked again after scrolling away, scrolls back to its anchor', async ({
    page,
  }) => {
    await open(page, '/about#leadership');
    await expect(page.locator('#leadership')).toBeInViewport();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(page.locator('#leadership')).not.toBeInViewport();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Show About Us menu' })
      .click();
    await page.getByRole('link', { name: 'Leadership' }).click();
    await expect(page.locator('#leadership')).toBeInViewport();
  });
});

test('settings that arrive while a visitor scrolls away from #leadership leave the page where the visitor put it', async ({
  page,
}) => {
  /** Another tab saves the footer's company name (this page re-reads its settings: router invalidation). */
  const saveFooterElsewhere = (name: string, scrollToTop: boolean) =>
    page.evaluate(
      ([name, scrollToTop]) => {
        const value = JSON.stringify({ company: { name } });
        localStorage.setItem('connectia:footer', value);
        if (scrollToTop) window.scrollTo({ top: 0, behavior: 'instant' });
        window.dispatchEvent(
          new StorageEvent('storage', {
            key: 'connectia:footer',
            newValue: value,
            storageArea: localStorage,
          }),
        );
      },
      [name, scrollToTop] as const,
    );
  /** Two frames after a change shows, its render and whatever the router does after a render are done. */
  const settled = () =>
    page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

  await open(page, '/about#leadership');
  await expect(page.locator('#leadership')).toBeInViewport();
  await saveFooterElsewhere('Before Ltd', false);
  await expect(page.locator('footer')).toContainText('Before Ltd');
  await settled();
  // The visitor scrolls to the top at the moment the next change arrives: it used to scroll the page
  // back to the anchor.
  await saveFooterElsewhere('Scrolled Away Ltd', true);
  await expect(page.locator('footer')).toContainText('Scrolled Away Ltd');
  await settled();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.locator('#leadership')).not.toBeInViewport();
});

test('the header is sticky', async ({ page }) => {
  await open(page, '/about');
  await page.mouse.wheel(0, 2000);
  await expect(page.locator('header').first()).toBeInViewport();
  expect(
    await page
      .locator('header')
      .first()
      .evaluate((el) => getComputedStyle(el).position),
  ).toBe('sticky');
});

test('mobile menu opens, and closes when a link is followed @phone', async ({ page }) => {
  const errors = trackErrors(page);
  await page.setViewportSize({ width: 360, height: 740 });
  await open(page, '/');
  const toggle = page.getByRole('button', { name: 'Open navigation menu' });
  await expect(toggle).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await toggle.click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  await drawer.getByRole('link', { name: 'Careers' }).click();
  await expect(page).toHaveURL(/\/careers$/);
  await expect(drawer).toBeHidden();
  await page.getByRole('button', { name: 'Open navigation menu' }).click();
  await page
    .getByRole('dialog', { name: 'Menu' })
    .getByRole('button', { name: 'Show Expertise links' })
    .click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Cloud Solutions' }).click();
  await expect(page).toHaveURL(/\/services\/cloud$/);
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  await page.getByRole('button', { name: 'Open navigation menu' }).click();
  await page
    .getByRole('dialog', { name: 'Menu' })
    .getByRole('button', { name: 'Show About Us links' })
    .click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Leadership' }).click();
  await expect(page).toHaveURL(/\/about#leadership$/);
  await expect(page.locator('#leadership')).toBeInViewport();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  expect(errors).toEqual([]);
});

test('on a 375 px phone, each top-level menu entry is a link that navigates and closes the menu @phone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await open(page, '/blog');
  for (const menu of MENUS) {
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.getByRole('link', { name: menu.button, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${menu.page}$`));
    await expect(drawer).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  }
});

test('footer links, social links and contact details @all-sizes', async ({ page }) => {
  await open(page, '/');
  const footer = page.locator('footer');
  const expected: [string, string][] = [
    ['Web Development', '/services/web-development'],
    ['Mobile Apps', '/services/mobile-apps'],
    ['Cloud Services', '/services/cloud'],
    ['AI & ML', '/services/ai-ml'],
    ['About Us', '/about'],
    ['Careers', '/careers'],
    ['Portfolio', '/portfolio'],
    ['Contact', '/contact'],
  ];
  for (const [label, href] of expected) {
    await expect(footer.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
  }
  for (const platform of ['LinkedIn', 'Twitter', 'GitHub']) {
    const link = footer.getByRole('link', { name: new RegExp(`on ${platform}`) });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
  await expect(footer).toContainText('© 2024 Connectia');
  await expect(footer.getByRole('link', { name: 'hello@connectia.ae' })).toHaveAttribute(
    'href',
    'mailto:hello@connectia.ae',
  );
});

test('home: Learn More mapping, Explore All Services and Get Started', async ({ page }) => {
  await open(page, '/');
  const mapping: Record<string, string> = {
    manpower: '/contact?service=tech-manpower',
    development: '/services/web-development',
    'ai-ml': '/services/ai-ml',
    cloud: '/services/cloud',
    data: '/contact?service=big-data',
    sap: '/contact?service=sap-solutions',
    analytics: '/contact?service=data-analytics',
    enterprise: '/contact?service=enterprise-solutions',
    people: '/contact?service=people-management',
    logistics: '/contact?service=logistics-solutions',
  };
  const cards = page.locator('[data-service-type]');
  await expect(cards).toHaveCount(Object.keys(mapping).length);
  for (const [type, href] of Object.entries(mapping)) {
    await expect(page.locator(`[data-service-type="${type}"]`)).toHaveAttribute('href', href);
  }
  await expect(page.getByRole('link', { name: 'Explore All Services' })).toHaveAttribute('href', '/services');
  await expect(page.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/contact');
  await page.locator('[data-service-type="manpower"]').click();
  await expect(page).toHaveURL(/\/contact\?service=tech-manpower$/);
  await expect(page.getByRole('heading', { name: 'Tech Manpower Request' })).toBeVisible();
});

test('investment: buttons, deck download and notification @all-sizes', async ({ page }) => {
  await open(page, '/investment');
  await page.getByRole('link', { name: 'Explore Opportunities' }).click();
  await expect(page.locator('#investment-areas')).toBeInViewport();
  await expect(page.getByRole('link', { name: 'Schedule a Meeting' })).toHaveAttribute(
    'href',
    '/contact?type=meeting&service=investment',
  );
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download Investment Deck' }).click();
  expect((await download).suggestedFilename()).toBe('connectia-investment-deck.pdf');
  await expect(
    page.getByText(
      'Investment deck download would start here. Please contact us directly for the full investment deck.',
      { exact: true },
    ),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Schedule a Meeting' }).click();
  await expect(page.getByRole('heading', { name: 'Schedule an Investor Meeting' })).toBeVisible();
});

for (const path of [
  '/services/tech-manpower',
  '/services/sap-solutions',
  '/services/big-data-analytics',
  '/no-such-page-4711',
]) {
  test(`not-found page for ${path} @all-sizes`, async ({ page }) => {
    const errors = trackErrors(page);
    await open(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    await expect(page.locator('header')).toHaveCount(1);
    await expect(page.locator('footer')).toHaveCount(1);
    expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
  });
}
