/**
 * Editing on the page reaches visitors: the owner edits the home hero's title where it is shown,
 * saves and publishes from the panel, and a visitor who never signed in sees the new title. Runs in
 * a project of its own after the deploy hook's (playwright.config.ts): it publishes the hero.
 */
import { expect, test } from '@playwright/test';
import { open } from '../public/support';
import { signInAsAdmin } from '../support/auth';

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
