/**
 * The owner's edits reach every visitor. Runs after every other project (see
 * playwright.config.ts): a publish changes what all later page loads show. Each test uses its
 * own entities, so they can run side by side.
 */
import { expect, type Page, test } from '@playwright/test';
import { DEFAULT_ANON_KEY } from '../../supabase/local/defaults';
import type { StandIn } from '../../supabase/local/server';
import { appEnsureProfile, signIn } from '../../tests/supabase/helpers';
import { editor, openAdminTab, PNG_1PX } from '../admin/helpers';

const SUPABASE_URL = process.env.E2E_SUPABASE_URL ?? '';
test.describe.configure({ timeout: 60_000 });

const status = (page: Page) => page.getByTestId('publish-status');

async function publish(page: Page, version: number) {
  await expect(status(page)).toContainText('Draft');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(status(page)).toContainText(`Published`);
  await expect(status(page)).toContainText(`Version ${version}`);
}

test('a published header colour and uploaded logo reach a visitor who never signed in, without a rebuild', async ({
  page,
  browser,
}) => {
  await openAdminTab(page, 'header', 'Header Navigation & Styling');
  await expect(status(page)).toContainText('Not published yet');
  const form = editor(page).locator('form');
  await form.getByRole('textbox', { name: 'Background' }).fill('#fef3c7');
  await form.getByRole('button', { name: 'Save Header Settings' }).click();
  await expect(page.getByText('Header settings saved successfully!')).toBeVisible();
  await publish(page, 1);

  await page.goto('/admin?tab=branding');
  await page.getByRole('tab', { name: 'Upload Logo' }).click();
  await page
    .getByRole('tabpanel', { name: 'Upload Logo' })
    .locator('input[type="file"]')
    .setInputFiles([{ name: 'logo.png', mimeType: 'image/png', buffer: PNG_1PX }]);
  // Processed in a Web Worker first: the logo is in the collection before it is applied.
  await expect(page.getByRole('listitem', { name: 'logo.png' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Apply Changes' }).click();
  await expect(page.getByRole('button', { name: 'Applied Successfully' })).toBeVisible();
  await publish(page, 1);

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/');
  const header = visitor.locator('header.cp-header');
  await expect(header).toHaveAttribute('style', /#fef3c7/);
  const logo = header.locator('.cp-logo__box img').first();
  await expect(logo).toHaveAttribute('src', /\/storage\/v1\/object\/public\/site-media\//);
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(visitor.getByText('Previewing unpublished changes')).toHaveCount(0);

  // The database, not the page, decides who may publish: an anonymous write is refused.
  const anon = await visitor.request.post(`${SUPABASE_URL}/rest/v1/site_settings`, {
    headers: { 'Content-Type': 'application/json' },
    data: { key: 'header', value: {}, version: 2 },
  });
  expect([401, 403]).toContain(anon.status());
});

test('a stale publish is refused with its message and keeps both values', async ({ browser }) => {
  const first = await (await browser.newContext()).newPage();
  const second = await (await browser.newContext()).newPage();
  await openAdminTab(first, 'investment', 'Investment Information');
  await openAdminTab(second, 'investment', 'Investment Information');
  const round = (page: Page) => editor(page).locator('form').getByRole('textbox', { name: 'Current round' });
  const save = (page: Page) =>
    editor(page).locator('form').getByRole('button', { name: 'Save Investment Information' }).click();

  await round(second).fill('Series D (second tab)');
  await save(second);
  await expect(status(second)).toContainText('Draft');

  await round(first).fill('Series C (first tab)');
  await save(first);
  await publish(first, 1);

  await second.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(
    second.getByRole('alert').filter({ hasText: 'published from another tab or device' }),
  ).toBeVisible();
  await expect(status(second)).toContainText('Draft');
  await expect(round(second)).toHaveValue('Series D (second tab)');

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/investment');
  await expect(visitor.getByText('Series C (first tab)').first()).toBeVisible();
});

test('Discard, Restore, and Export then Import round-trip', async ({ page }) => {
  // Content, not the hero: e2e/publish/images.spec.ts publishes the home hero side by side.
  await openAdminTab(page, 'content', 'Content Management');
  const form = editor(page).locator('form');
  const title = () => form.getByRole('textbox', { name: 'Title' }).first();
  const save = () => form.getByRole('button', { name: 'Save Content' }).click();

  await title().fill('Version one title');
  await save();
  await publish(page, 1);

  await title().fill('An unwanted draft');
  await save();
  await expect(status(page)).toContainText('Draft');
  await page.getByRole('button', { name: 'Discard Draft' }).click();
  await page
    .getByRole('dialog', { name: 'Discard this draft?' })
    .getByRole('button', { name: 'Discard Draft' })
    .click();
  await expect(status(page)).toContainText('Version 1');
  await expect(title()).toHaveValue('Version one title');

  await title().fill('Version two title');
  await save();
  await publish(page, 2);

  await page.getByRole('button', { name: 'History' }).click();
  const history = page.getByRole('dialog', { name: 'Content Management: published versions' });
  await expect(history.getByRole('row')).toHaveCount(3); // the header, versions 2 and 1
  await history.getByRole('button', { name: 'Restore version 1' }).click();
  // A restore that fails keeps the list open, with the reason in a notification.
  await expect(history).toBeHidden();
  await expect(status(page)).toContainText('Draft');
  await expect(title()).toHaveValue('Version one title');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Settings' }).click();
  const file = await download;
  const path = await file.path();
  expect(file.suggestedFilename()).toMatch(/^connectia-settings-.*\.json$/);

  await page.getByRole('button', { name: 'Discard Draft' }).click();
  await page
    .getByRole('dialog', { name: 'Discard this draft?' })
    .getByRole('button', { name: 'Discard Draft' })
    .click();
  await expect(title()).toHaveValue('Version two title');

  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Import Settings' }).click();
  await (await chooser).setFiles(path);
  await expect(page.getByText(/Imported as drafts/)).toBeVisible();
  await expect(title()).toHaveValue('Version one title');
  await expect(status(page)).toContainText('Draft');
});

test('a signed-in non-admin cannot publish: the database refuses the upsert', async () => {
  // Signed in exactly as the site's supabase-js client does, but with another address.
  const standIn = {
    apiUrl: SUPABASE_URL,
    mailUrl: process.env.E2E_MAIL_URL ?? '',
    anonKey: DEFAULT_ANON_KEY,
  } as unknown as StandIn;
  const eve = await signIn(standIn, `eve-${Date.now()}@example.com`);
  await appEnsureProfile(eve.client, eve.session);
  const attempt = await eve.client
    .from('site_settings')
    .upsert({ key: 'footer', value: { company: { name: 'Eve Inc' } }, version: 1 }, { onConflict: 'key' });
  expect(attempt.error).not.toBeNull();
  const published = await eve.client.from('site_settings').select('key').eq('key', 'footer');
  expect(published.data).toEqual([]);
});
