/**
 * Editing on the page reaches visitors: the owner edits the home hero's title where it is shown,
 * saves and publishes from the panel, and a visitor who never signed in sees the new title. Runs in
 * a project of its own after the deploy hook's (playwright.config.ts): it publishes the hero.
 */
import { expect, type Page, test } from '@playwright/test';
import { open } from '../public/support';
import { signInAsAdmin } from '../support/auth';
import { caretAtEnd } from '../support/rich-text';

test('the owner edits the hero title on the page, saves and publishes from the panel; a visitor sees it', async ({
  page,
  browser,
}) => {
  await signInAsAdmin(page);
  await open(page, '/');
  const toggle = page.getByRole('button', { name: 'Edit page' });
  await expect(toggle).toBeVisible({ timeout: 15_000 });
  await toggle.click();
  const h1 = page.locator('h1');
  await expect(h1).toHaveAttribute('data-edit', 'hero:home.title');
  await h1.click();
  const aside = page.getByRole('complementary', { name: 'Edit Hero Sections Management' });
  await aside.getByRole('textbox', { name: 'Title', exact: true }).fill('Published from the page itself');
  await expect(h1).toHaveText('Published from the page itself');

  await aside.getByRole('button', { name: 'Save Hero Settings' }).click();
  await expect(page.getByText('Hero section settings saved successfully!')).toBeVisible();
  const status = aside.getByTestId('publish-status');
  await expect(status).toContainText('Draft');
  await aside.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(status).toContainText('Published');

  const visitor = await (await browser.newContext()).newPage();
  await open(visitor, '/');
  await expect(visitor.locator('h1')).toHaveText('Published from the page itself');
  await expect(visitor.locator('[data-edit]')).toHaveCount(0);
  await expect(visitor.getByRole('button', { name: 'Edit page' })).toHaveCount(0);
});

async function editModeOn(page: Page, path: string) {
  await signInAsAdmin(page);
  await open(page, path);
  const toggle = page.getByRole('button', { name: 'Edit page' });
  await expect(toggle).toBeVisible({ timeout: 15_000 });
  await toggle.click();
  await expect(page.locator('h1[data-edit]')).toBeVisible();
}

test('on a solution page the owner edits a card and reorders the sections in the panel, then publishes; a visitor sees both', async ({
  page,
  browser,
}) => {
  // Three steps, each a full page (edit mode, publish, a visitor's page): 37 s on a quiet machine,
  // past 55 s on a busy one.
  test.setTimeout(90_000);
  await editModeOn(page, '/portfolio/water-management');
  const headings = page.locator('main h2');
  const [first, second] = [
    (await headings.nth(0).textContent()) ?? '',
    (await headings.nth(1).textContent()) ?? '',
  ];
  const card = page.locator('main h3[data-edit*=".cards["]').first();
  await card.click();
  const aside = page.getByRole('complementary', { name: 'Edit solution page' });
  await aside.getByRole('textbox', { name: 'Title', exact: true }).fill('Metering published from the page');
  await expect(card).toHaveText('Metering published from the page');
  await aside.getByTestId('edit-breadcrumb').getByRole('button', { name: 'Sections', exact: true }).click();
  await aside.getByRole('button', { name: new RegExp(`^Move .*${first}.* down$`) }).click();
  await expect(headings.nth(0)).toHaveText(second);

  await aside.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(aside.getByTestId('publish-status')).toContainText('Version 2');

  const visitor = await (await browser.newContext()).newPage();
  await open(visitor, '/portfolio/water-management');
  // The page's data is the build's: the documents check after hydration brings the published one.
  await expect(
    visitor.locator('main h3').filter({ hasText: 'Metering published from the page' }),
  ).toBeVisible({ timeout: 20_000 });
  await expect(visitor.locator('main h2').nth(0)).toHaveText(second);
  await expect(visitor.locator('main h2').nth(1)).toHaveText(first);
  await expect(visitor.locator('[data-edit]')).toHaveCount(0);
});

test('the owner adds a line to an article’s body on its page and publishes it; a visitor reads it', async ({
  page,
  browser,
}) => {
  await editModeOn(page, '/blog/react-performance');
  const body = page.locator('main .cp-rich-text');
  await body.locator('p').first().click();
  const aside = page.getByRole('complementary', { name: 'Edit article' });
  const editor = aside.getByRole('textbox', { name: 'Body' });
  await expect(editor).toBeVisible({ timeout: 20_000 });
  // Into the body's last paragraph (not on a picture, which would select the picture).
  await editor.locator('p').last().click();
  await page.keyboard.press('ControlOrMeta+End');
  await expect.poll(() => caretAtEnd(editor)).toBe(true);
  await page.keyboard.press('Enter');
  await page.keyboard.type('Published from the article’s own page.');
  await expect(body.locator('p').last()).toHaveText('Published from the article’s own page.');
  await aside.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(aside.getByTestId('publish-status')).toContainText('Version 2');

  const visitor = await (await browser.newContext()).newPage();
  await open(visitor, '/blog/react-performance');
  await expect(visitor.locator('main .cp-rich-text p').last()).toHaveText(
    'Published from the article’s own page.',
  );
});

test('on /ar/ the owner edits a solution page’s Arabic card title and publishes it; the English page keeps its own', async ({
  page,
  browser,
}) => {
  await editModeOn(page, '/ar/portfolio/evoucher-system');
  const card = page.locator('main h3[data-edit*=".cards["]').first();
  const english = await (async () => {
    const visitor = await (await browser.newContext()).newPage();
    await open(visitor, '/portfolio/evoucher-system');
    return (await visitor.locator('main h3').first().textContent()) ?? '';
  })();
  await card.click();
  const aside = page.getByRole('complementary', { name: 'Edit solution page' });
  const title = aside.getByRole('textbox', { name: 'Title', exact: true });
  // The panel loads the document before its field shows: on a busy machine, seconds.
  await expect(title).toBeVisible({ timeout: 20_000 });
  await expect(title).not.toHaveValue(english);
  await title.fill('قسائم رقمية منشورة من الصفحة');
  await expect(card).toHaveText('قسائم رقمية منشورة من الصفحة');
  await aside.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(aside.getByTestId('publish-status')).toContainText('Version 2');

  const visitor = await (await browser.newContext()).newPage();
  await open(visitor, '/ar/portfolio/evoucher-system');
  await expect(visitor.locator('main h3').first()).toHaveText('قسائم رقمية منشورة من الصفحة');
  await open(visitor, '/portfolio/evoucher-system');
  await expect(visitor.locator('main h3').first()).toHaveText(english);
});
