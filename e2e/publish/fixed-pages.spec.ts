/**
 * The fixed pages' own words are the owner's: a home service card's title, edited in the
 * Home tab under Pages, and an about figure, edited in the About tab, each reach a visitor who never
 * signed in once published, without a rebuild.
 */
import { expect, type Page, test } from '@playwright/test';
import { editor, openAdminTab } from '../admin/helpers';

test.describe.configure({ timeout: 60_000 });

const status = (page: Page) => page.getByTestId('publish-status');

async function publish(page: Page) {
  await expect(status(page)).toContainText('Draft');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(status(page)).toContainText('Published');
  await expect(status(page)).toContainText('Version 1');
}

test('a home card title, published from the Home tab under Pages, reaches a visitor', async ({
  page,
  browser,
}) => {
  await openAdminTab(page, 'page-home', 'Home');
  await expect(
    page.getByRole('tablist', { name: 'Pages' }).getByRole('tab', { name: 'Home' }),
  ).toHaveAttribute('aria-selected', 'true');
  const home = editor(page).locator('form');
  // The service cards' block, then the card, open to their fields.
  await home.getByRole('button', { name: /^Edit Service cards/ }).click();
  const card = home.getByRole('listitem', { name: 'Tech Manpower', exact: true });
  // The cards are folded to their titles; a card's Edit disclosure opens it.
  await card.getByRole('button', { name: 'Edit Tech Manpower' }).click();
  await card.getByRole('textbox', { name: 'Title' }).fill('Tech Talent on Demand');
  await home.getByRole('button', { name: 'Save Home Page' }).click();
  await expect(page.getByText('Home page saved successfully!')).toBeVisible();
  await publish(page);

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/');
  const services = visitor.locator('#services');
  await expect(services.getByRole('heading', { name: 'Tech Talent on Demand' })).toBeVisible();
  await expect(services.getByRole('heading', { name: 'Tech Manpower' })).toHaveCount(0);
  // The card keeps its link: the owner changed its title, nothing else.
  await expect(visitor.locator('[data-service-type="manpower"]')).toHaveAttribute(
    'href',
    '/contact?service=tech-manpower',
  );
  await expect(visitor.getByText('Previewing unpublished changes')).toHaveCount(0);
});

test('an about figure, published from the About tab under Pages, reaches a visitor', async ({
  page,
  browser,
}) => {
  await openAdminTab(page, 'page-about', 'About');
  const about = editor(page).locator('form');
  await about.getByRole('tab', { name: 'Figures' }).click();
  const figure = about.getByRole('listitem', { name: 'Projects Completed', exact: true });
  await figure.getByRole('button', { name: 'Edit Projects Completed' }).click();
  await figure.getByRole('textbox', { name: 'Figure' }).fill('120+');
  await about.getByRole('button', { name: 'Save About Page' }).click();
  await expect(page.getByText('About page saved successfully!')).toBeVisible();
  await publish(page);

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/about');
  const stats = visitor.locator('#stats');
  await expect(stats.getByText('120+')).toBeVisible();
  await expect(stats.getByText('100+')).toHaveCount(0);
});
