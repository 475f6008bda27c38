/** Editing in Arabic: the owner translates a field beside its English, and neither language overwrites the other. */
import { expect, test } from '@playwright/test';
import { editor, openAdminTab } from './helpers';

test('the owner writes the home hero title in Arabic beside its English, and the English stays', async ({
  page,
}) => {
  await openAdminTab(page, 'hero', 'Hero Sections Management');
  // The Pages group says how much of the pages' words have their Arabic.
  await expect(
    page.getByRole('navigation', { name: 'Admin sections' }).getByText(/^Arabic: \d+ of \d+ fields$/),
  ).toBeVisible();
  const panel = editor(page);
  await expect(panel.getByText(/^Arabic: \d+ of \d+ fields$/)).toBeVisible();
  await panel.getByText('العربية').click();

  // The default's Arabic, drawn right to left, with the English it translates beside it.
  const title = panel.getByRole('textbox', { name: 'Title' }).first();
  await expect(title).toHaveValue('نربط الناس بالحلول');
  expect(await title.evaluate((input) => getComputedStyle(input).direction)).toBe('rtl');
  await expect(panel.getByText('English: Connecting People & Solutions')).toBeVisible();

  // 'Copy English' puts the English in the Arabic field, to translate from.
  const button = panel.getByRole('textbox', { name: 'Button text' }).first();
  await panel.getByRole('button', { name: 'Copy English: Button text' }).first().click();
  await expect(button).toHaveValue('Get Started');
  await button.fill('ابدأ معنا');

  await title.fill('حلول تربط الناس');
  await panel.getByRole('button', { name: 'Save Hero Settings' }).click();
  await expect(page.getByText('Hero section settings saved successfully!')).toBeVisible();

  await panel.getByText('English', { exact: true }).click();
  await expect(title).toHaveValue('Connecting People & Solutions');
  await expect(button).toHaveValue('Get Started');
  await panel.getByText('العربية').click();
  await expect(title).toHaveValue('حلول تربط الناس');
  await expect(button).toHaveValue('ابدأ معنا');
  await expect(panel.getByText(/^Arabic: \d+ of \d+ fields$/)).toBeVisible();

  // The English changes: its Arabic is flagged until the owner confirms it.
  await panel.getByText('English', { exact: true }).click();
  await expect(title).toHaveValue('Connecting People & Solutions');
  await title.fill('Connecting People and Solutions');
  await panel.getByRole('button', { name: 'Save Hero Settings' }).click();
  await expect(page.getByText('Hero section settings saved successfully!').first()).toBeVisible();
  await panel.getByText('العربية').click();
  await expect(title).toHaveValue('حلول تربط الناس');
  await expect(panel.getByText('English changed since translated')).toHaveCount(1);
  await panel.getByRole('button', { name: 'Mark as still correct: Title' }).click();
  await expect(panel.getByText('English changed since translated')).toHaveCount(0);
});
