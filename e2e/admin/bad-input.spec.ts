/** Bad input is answered with the schema's messages, and nothing already stored is lost. */
import { expect, test } from '@playwright/test';
import { bigPng, editor, openAdminTab, PNG_1PX, SVG_AS_PNG } from './helpers';

test('a javascript: link and an emptied required label are refused; the stored header stays', async ({
  page,
}) => {
  await openAdminTab(page, 'header', 'Header Navigation & Styling');
  const form = editor(page).locator('form');
  // store a known value first (a row's fields show once it is opened)
  await form.getByRole('button', { name: 'Edit Blog' }).click();
  await form.getByRole('listitem', { name: 'Blog' }).getByRole('textbox', { name: 'Label' }).fill('Insights');
  await form.getByRole('button', { name: 'Save Header Settings' }).click();
  await expect(page.getByText('Header settings saved successfully!')).toBeVisible();
  const before = await page.evaluate(() => localStorage.getItem('connectia:header'));

  const insights = form.getByRole('listitem', { name: 'Insights' });
  await insights.getByRole('textbox', { name: 'Link' }).fill('javascript:alert(1)');
  await expect(insights.getByText(/Use a web address/)).toBeVisible();
  await form.getByRole('button', { name: 'Save Header Settings' }).click();
  await expect(page.getByText(/These settings were not saved/).first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('connectia:header'))).toBe(before);

  await insights.getByRole('textbox', { name: 'Link' }).fill('/blog');
  await form.getByRole('button', { name: 'Edit Contact' }).click();
  await form.getByRole('listitem', { name: 'Contact' }).getByRole('textbox', { name: 'Label' }).fill('');
  await expect(form.getByText('Label is required.')).toBeVisible();
  await form.getByRole('button', { name: 'Save Header Settings' }).click();
  expect(await page.evaluate(() => localStorage.getItem('connectia:header'))).toBe(before);
  // the typed values are kept in the form
  await expect(insights.getByRole('textbox', { name: 'Link' })).toHaveValue('/blog');
});

test('a 5,000-character text is refused with the schema message', async ({ page }) => {
  await openAdminTab(page, 'investment', 'Investment Information');
  const form = editor(page).locator('form');
  await form.getByRole('textbox', { name: 'Use of funds' }).fill('x'.repeat(5000));
  await expect(form.getByText('Use of funds must be at most 600 characters.')).toBeVisible();
  await form.getByRole('button', { name: 'Save Investment Information' }).click();
  await expect(page.getByText(/These settings were not saved/).first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('connectia:investment'))).toBeNull();
  await page.goto('/investment');
  await expect(page.getByText('Series B').first()).toBeVisible();
});

test('leadership photo: oversize and non-image files are refused with the spec messages', async ({
  page,
}) => {
  await openAdminTab(page, 'leadership', 'Leadership Team Management');
  await page.getByRole('button', { name: 'Edit Sarah Mitchell' }).click();
  const member = page.getByRole('region', { name: 'Team member form' });
  const input = member.locator('input[type="file"]');
  await input.setInputFiles({
    name: 'huge.png',
    mimeType: 'image/png',
    buffer: bigPng(5 * 1024 * 1024 + 10),
  });
  await expect(page.getByText('File size must be less than 5MB').first()).toBeVisible();
  await input.setInputFiles({ name: 'sneaky.png', mimeType: 'image/png', buffer: SVG_AS_PNG });
  await expect(page.getByText('Please select an image file').first()).toBeVisible();
  await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByText('Please select an image file').first()).toBeVisible();
  // the stored photo is untouched
  await member.getByRole('button', { name: 'Cancel' }).click();
  expect(await page.evaluate(() => localStorage.getItem('connectia:leadership'))).toBeNull();
});

test('logo uploads: an oversize file is skipped with the 2MB message, a non-image refused', async ({
  page,
}) => {
  await openAdminTab(page, 'branding', 'Logo & Brand Management');
  await page.getByRole('tab', { name: 'Upload Logo' }).click();
  await page
    .getByRole('tabpanel', { name: 'Upload Logo' })
    .locator('input[type="file"]')
    .setInputFiles([
      { name: 'big.png', mimeType: 'image/png', buffer: bigPng(2 * 1024 * 1024 + 1) },
      {
        name: 'page.png',
        mimeType: 'image/png',
        buffer: Buffer.from('<!doctype html><script>alert(1)</script>'),
      },
      { name: 'ok.png', mimeType: 'image/png', buffer: PNG_1PX },
    ]);
  await expect(page.getByText('File big.png is too large. Maximum size is 2MB.')).toBeVisible();
  await expect(page.getByText(/File page\.png is not an image/)).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'ok.png' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'big.png' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Logo collection (1)' })).toBeVisible();
});

test('unsaved edits: switching tabs asks first', async ({ page }) => {
  await openAdminTab(page, 'investment', 'Investment Information');
  await editor(page).locator('form').getByRole('textbox', { name: 'Current round' }).fill('Series Z');
  await page.getByRole('tab', { name: 'Content Management' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('You have unsaved changes. Leave without saving them?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(/tab=investment/);
  await expect(page.getByRole('textbox', { name: 'Current round' })).toHaveValue('Series Z');
  await page.getByRole('tab', { name: 'Content Management' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Leave without saving' }).click();
  await expect(page).toHaveURL(/tab=content/);
  await expect(page.getByRole('heading', { level: 2, name: 'Content Management' })).toBeVisible();
});
