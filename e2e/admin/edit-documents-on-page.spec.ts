/**
 * Editing documents on their pages: a solution page's card, its sections' order and an article's
 * body are picked where the visitor reads them, and the admin's document editor in the panel changes
 * the page as the owner types. Nothing here publishes (e2e/publish/edit-on-page.spec.ts does).
 */
import { expect, type Page, test } from '@playwright/test';
import { open, trackErrors } from '../public/support';
import { signInAsAdmin } from '../support/auth';
import { seriousViolations } from '../support/axe';
import { caretAtEnd } from '../support/rich-text';

/** How long the panel may take to load a document on a busy machine, as it does the first time. */
const DOCUMENT_LOADED = { timeout: 20_000 };

async function editModeOn(page: Page, path: string) {
  await signInAsAdmin(page);
  const errors = trackErrors(page);
  await open(page, path);
  const toggle = page.getByRole('button', { name: 'Edit page' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false', { timeout: 15_000 });
  await toggle.click();
  await expect(page.locator('h1[data-edit]')).toBeVisible();
  return errors;
}

test('a solution page’s card title, typed in the panel, changes on the page at once; closing without saving shows the published one', async ({
  page,
}) => {
  const errors = await editModeOn(page, '/portfolio/water-management');
  const card = page.locator('main h3[data-edit*=".cards["]').first();
  const before = (await card.textContent()) ?? '';
  await card.hover();
  await expect(page.getByRole('tooltip')).toContainText(`Solution Pages › Sections › `);
  await card.click();
  const aside = page.getByRole('complementary', { name: 'Edit solution page' });
  // The panel loads the document (its client, its store, its settings) before its field shows.
  await expect(aside.getByTestId('edit-breadcrumb')).toContainText(`› ${before} › Title`, DOCUMENT_LOADED);
  const title = aside.getByRole('textbox', { name: 'Title', exact: true });
  await expect(title).toHaveValue(before);
  await title.fill('Smart metering, edited in place');
  await expect(card).toHaveText('Smart metering, edited in place');
  // The admin's own publishing controls are there, with the document's state.
  await expect(aside.getByTestId('publish-status')).toContainText('Published');
  await expect(aside.getByRole('button', { name: 'Publish', exact: true })).toBeEnabled();

  await title.press('Escape');
  await expect(aside).toHaveCount(0);
  await expect(card).toBeFocused();
  await expect(card).toHaveText(before);
  expect(errors).toEqual([]);
});

test('from a section’s heading the breadcrumb opens the page’s sections, where a reorder moves them on the page at once', async ({
  page,
}) => {
  await editModeOn(page, '/portfolio/water-management');
  const headings = page.locator('main h2');
  const first = (await headings.nth(0).textContent()) ?? '';
  const second = (await headings.nth(1).textContent()) ?? '';
  await headings.nth(0).click();
  const aside = page.getByRole('complementary', { name: 'Edit solution page' });
  const crumbs = aside.getByTestId('edit-breadcrumb');
  await expect(aside.getByRole('textbox', { name: 'Heading', exact: true })).toHaveValue(
    first,
    DOCUMENT_LOADED,
  );
  await crumbs.getByRole('button', { name: 'Sections', exact: true }).click();
  const moveDown = aside.getByRole('button', { name: new RegExp(`^Move .*${first}.* down$`) });
  await moveDown.click();
  await expect(headings.nth(0)).toHaveText(second);
  await expect(headings.nth(1)).toHaveText(first);
});

test('an article’s body opens in the admin’s body editor, and the page’s body follows the typing', async ({
  page,
}) => {
  const errors = await editModeOn(page, '/blog/react-performance');
  const body = page.locator('main .cp-rich-text[data-edit]');
  await body.locator('p').first().click();
  const aside = page.getByRole('complementary', { name: 'Edit article' });
  await expect(aside.getByTestId('edit-breadcrumb')).toHaveText('Articles › Body', DOCUMENT_LOADED);
  const editor = aside.getByRole('textbox', { name: 'Body' });
  await expect(editor).toBeVisible({ timeout: 20_000 });
  // Into the body's last paragraph (not on a picture, which would select the picture).
  await editor.locator('p').last().click();
  await page.keyboard.press('ControlOrMeta+End');
  await expect.poll(() => caretAtEnd(editor)).toBe(true);
  await page.keyboard.press('Enter');
  await page.keyboard.type('A closing line typed on the page.');
  await expect(body.locator('p').last()).toHaveText('A closing line typed on the page.');
  expect(errors).toEqual([]);
});

test('axe finds nothing with a document’s field open in the panel', async ({ page }) => {
  await editModeOn(page, '/portfolio/water-management');
  await page.locator('main h3[data-edit*=".cards["]').first().click();
  const aside = page.getByRole('complementary', { name: 'Edit solution page' });
  await expect(aside.getByRole('textbox', { name: 'Title', exact: true })).toBeVisible(DOCUMENT_LOADED);
  expect(await seriousViolations(page)).toEqual([]);
});
