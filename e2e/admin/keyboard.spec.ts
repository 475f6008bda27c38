/**
 * A keyboard-only walk: switch tabs with the arrow keys (up and down: the navigation is a vertical
 * tab list per group), Tab into a field, edit it, save with Enter (the form's submit, as from the
 * Save button), a native button in the tab order.
 */
import { expect, type Page, test } from '@playwright/test';
import { signInAsAdmin } from '../support/auth';
import { reloadAdmin } from './helpers';

async function tabUntil(page: Page, matches: () => Promise<boolean>, max = 60) {
  for (let i = 0; i < max; i++) {
    if (await matches()) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Focus never reached the wanted control.');
}

const focusedLabel = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el) return '';
    const labelled = el.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : '';
    return `${el.tagName}|${el.getAttribute('role') ?? ''}|${labelled ?? ''}|${el.textContent ?? ''}`;
  });

test('keyboard only: tabs, a field and Save', async ({ page }) => {
  await signInAsAdmin(page);
  await expect(page.getByRole('tab', { name: 'Logo & Brand Management' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  // Tab to the selected tab, then arrows move between tabs.
  await tabUntil(page, async () => (await focusedLabel(page)).startsWith('BUTTON|tab|'));
  await page.keyboard.press('ArrowDown');
  await expect(page).toHaveURL(/tab=header/);
  await expect(page.getByRole('heading', { level: 2, name: 'Header Navigation & Styling' })).toBeVisible();
  // into the form: the logo's text alternative
  await tabUntil(page, async () => (await focusedLabel(page)).includes('Logo text alternative'));
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Acme by keyboard');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Header settings saved successfully!')).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('connectia:header') ?? '{}'));
  expect(stored.logo.alt).toBe('Acme by keyboard');
  // The Save button itself is a native button in the tab order.
  const save = page.getByRole('button', { name: 'Save Header Settings' });
  await expect(save).toBeEnabled();
  expect(await save.evaluate((button) => button.tabIndex)).toBe(0);
  // Back to branding with the keyboard
  await page.getByRole('tab', { name: 'Header Navigation & Styling' }).focus();
  await page.keyboard.press('ArrowUp');
  await expect(page).toHaveURL(/tab=branding/);
});

test('Ctrl+S (Cmd+S on a Mac) in a text field saves the open editor', async ({ page }) => {
  await signInAsAdmin(page, '/admin?tab=header');
  const field = page.getByRole('textbox', { name: 'Logo text alternative' });
  await field.fill('Saved with the keyboard');
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await field.press('ControlOrMeta+s');
  await expect(page.getByText('Header settings saved successfully!')).toBeVisible();
  await expect(page.getByText('Unsaved changes')).toBeHidden();
  await reloadAdmin(page);
  await expect(page.getByRole('textbox', { name: 'Logo text alternative' })).toHaveValue(
    'Saved with the keyboard',
  );
});
