/**
 * Service and solution pages are documents built from blocks: the owner changes a card's title and
 * the order of two sections of /portfolio/api-solutions, and creates the SAP Solutions page the
 * menu already links to, placing it in a second menu group; a visitor who never signed in sees each without a rebuild. Runs in the
 * publish project (after every other), on the real stand-in. A new page with nothing but its title
 * and menu group is headed by its title.
 */
import { expect, type Page, test } from '@playwright/test';
import { editor, openAdminTab } from '../admin/helpers';

test.describe.configure({ timeout: 90_000 });

const status = (page: Page) => page.getByTestId('publish-status');

async function openDocument(page: Page, tab: string, label: string, title: string) {
  await openAdminTab(page, tab, label);
  await page.getByRole('table', { name: label }).getByRole('button', { name: title, exact: true }).click();
  await expect(editor(page).getByRole('heading', { level: 2, name: title })).toBeVisible();
  await expect(editor(page).getByRole('textbox', { name: 'Title', exact: true }).first()).toHaveValue(title);
}

test('the owner retitles a card and reorders two sections of a solution page; a visitor sees both', async ({
  page,
  browser,
}) => {
  const stamp = Date.now().toString(36);
  const cardTitle = `REST APIs in a Week ${stamp}`;
  await openDocument(page, 'solutions', 'Solution Pages', 'API Solutions');
  const form = editor(page);
  const cards = form.getByRole('listitem', { name: 'Cards: Our API Services' });
  // Rows show their fields once opened.
  await form.getByRole('button', { name: 'Edit Cards: Our API Services' }).click();
  await cards.getByRole('button', { name: 'Edit REST API Development' }).click();
  const card = cards.getByRole('listitem', { name: 'REST API Development' });
  await card.getByRole('textbox', { name: 'Title', exact: true }).fill(cardTitle);
  // The process now comes before the services (by keyboard, as every list's rows move).
  await form.getByRole('button', { name: 'Move Process: Our API Development Process up' }).click();
  await expect(form.getByRole('listitem', { name: /^(Cards|Process): / }).first()).toHaveAccessibleName(
    'Process: Our API Development Process',
  );
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(status(page)).toContainText('Published');

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/portfolio/api-solutions');
  await visitor.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  const main = visitor.locator('main');
  await expect(main.getByRole('heading', { level: 3, name: cardTitle })).toBeVisible();
  await expect(main.getByRole('heading', { level: 3, name: 'REST API Development' })).toHaveCount(0);
  const headings = main.getByRole('heading', { level: 2 });
  await expect(headings.nth(0)).toHaveText('Our API Development Process');
  await expect(headings.nth(1)).toHaveText('Our API Services');
});

test('the owner creates the SAP Solutions page; the menu’s existing link opens it for a visitor', async ({
  page,
  browser,
}) => {
  // Before: the menu's link leads to the not-found page.
  const before = await (await browser.newContext()).newPage();
  await before.goto('/services/sap-solutions');
  await expect(before.getByRole('heading', { level: 1 })).toHaveText(/not found/i);

  await openAdminTab(page, 'services', 'Service Pages');
  await page.getByRole('button', { name: 'New service page' }).click();
  const form = editor(page);
  await form.getByRole('textbox', { name: 'Title', exact: true }).first().fill('SAP Solutions');
  await expect(form.getByRole('textbox', { name: 'Slug' })).toHaveValue('sap-solutions');
  // Placed in a second menu group too: Enterprise solutions already links to its address.
  await form.getByRole('combobox', { name: 'Menu group' }).click();
  await page.getByRole('option', { name: 'Modern tech', exact: true }).click();
  const hero = form.getByRole('listitem', { name: /^Hero/ });
  // A new page's rows may start open: open the hero only if it is closed.
  const editHero = hero.getByRole('button', { name: /^Edit Hero/ });
  if ((await editHero.getAttribute('aria-expanded')) !== 'true') await editHero.click();
  await hero.getByRole('textbox', { name: 'Title', exact: true }).fill('SAP That Runs Your Business');
  await hero.getByRole('textbox', { name: 'Lead' }).fill('Implementation, migration to S/4HANA and support.');
  await hero
    .getByRole('textbox', { name: 'Alt text' })
    .fill('Illustration of an enterprise system of records');
  await form.getByRole('button', { name: 'Add Cards' }).click();
  const cards = form.getByRole('listitem', { name: /^Cards/ });
  await cards.getByRole('textbox', { name: 'Heading', exact: true }).fill('Our SAP Services');
  // The call to action comes last: the new cards move above it.
  await form.getByRole('button', { name: 'Move Cards: Our SAP Services up' }).click();
  await expect(page.getByTestId('autosave-status')).toContainText('Draft saved online');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(status(page)).toContainText('Published');

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/');
  await visitor.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await visitor.getByRole('button', { name: 'Show Expertise menu' }).click();
  // Its own link in Enterprise solutions, and the page placed under Modern tech.
  const sap = visitor
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'SAP Solutions', exact: true });
  await expect(sap).toHaveCount(2);
  await sap.first().click();
  await expect(visitor).toHaveURL(/\/services\/sap-solutions$/);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('SAP That Runs Your Business');
  await expect(visitor.getByRole('heading', { level: 2, name: 'Our SAP Services' })).toBeVisible();
});

test('a new service page is headed by its own name: its hero takes the title the owner typed', async ({
  page,
  browser,
}) => {
  await openAdminTab(page, 'services', 'Service Pages');
  await page.getByRole('button', { name: 'New service page' }).click();
  const form = editor(page);
  await form.getByRole('textbox', { name: 'Title', exact: true }).first().fill('Oracle Solutions');
  await expect(form.getByRole('textbox', { name: 'Slug' })).toHaveValue('oracle-solutions');
  // The hero's title, which nothing else set, is the page's title (its row is named by it).
  await expect(form.getByRole('listitem', { name: 'Hero: Oracle Solutions' })).toBeVisible();
  await form.getByRole('combobox', { name: 'Menu group' }).click();
  await page.getByRole('option', { name: 'Enterprise solutions', exact: true }).click();
  await expect(page.getByTestId('autosave-status')).toContainText('Draft saved online');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(status(page)).toContainText('Published');

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/services/oracle-solutions');
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Oracle Solutions');
});
