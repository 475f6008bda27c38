/**
 * Publishing per language: an article the owner publishes in English only has no Arabic page (it is
 * not on /ar/blog, its /ar/ address is the Arabic not-found page, and its English page offers no
 * switch to Arabic); once the owner writes its Arabic in the same editor and publishes again, a
 * visitor finds it on /ar/blog in Arabic, and the English stays as it was.
 */
import { expect, type Page, test } from '@playwright/test';
import { editor, openAdminTab } from '../admin/helpers';

test.describe.configure({ timeout: 90_000 });

const hydrated = (page: Page) => page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });

test('an article published in English only is absent from /ar/blog until its Arabic is published', async ({
  page,
  browser,
}) => {
  const stamp = Date.now().toString(36);
  const title = `Edge Caching for Dubai Retail ${stamp}`;
  const slug = `edge-caching-for-dubai-retail-${stamp}`;
  const arabicTitle = `التخزين المؤقت الطرفي لتجارة التجزئة ${stamp}`;

  await openAdminTab(page, 'articles', 'Articles');
  await page.getByRole('button', { name: 'New article' }).click();
  const form = editor(page);
  await form.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await expect(form.getByRole('textbox', { name: 'Slug' })).toHaveValue(slug);
  await form.getByRole('textbox', { name: 'Excerpt' }).fill('Faster pages for shoppers across the Emirates.');
  await expect(
    form.getByText('English only: it gets its Arabic page when its title is translated and it is published.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByTestId('publish-status')).toContainText('Published');
  // The form keeps the published words (it does not go back to the new article's empty ones).
  await expect(form.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(title);
  await expect(page.getByTestId('publish-status')).not.toContainText('Unpublished changes');

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/blog/${slug}`);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title);
  await hydrated(visitor);
  // No Arabic page to switch to.
  await expect(visitor.locator('[data-language-switch]')).toHaveCount(0);
  await visitor.goto('/ar/blog');
  await hydrated(visitor);
  await expect(visitor.getByTestId('article').first()).toBeVisible();
  await expect(visitor.getByTestId('article').filter({ hasText: stamp })).toHaveCount(0);
  await visitor.goto(`/ar/blog/${slug}`);
  await hydrated(visitor);
  await expect(visitor.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(visitor.getByRole('heading', { level: 1 })).not.toContainText(stamp);

  // The owner writes the Arabic beside the English and publishes again.
  await form.getByText('العربية').click();
  const arabic = form.getByRole('textbox', { name: 'Title', exact: true });
  await expect(arabic).toHaveValue(title);
  expect(await arabic.evaluate((input) => getComputedStyle(input).direction)).toBe('rtl');
  await expect(form.getByText(`English: ${title}`)).toBeVisible();
  await arabic.fill(arabicTitle);
  await form.getByRole('textbox', { name: 'Excerpt' }).fill('صفحات أسرع للمتسوقين في أنحاء الإمارات.');
  await expect(form.getByText('Published in English and Arabic.')).toBeVisible();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByTestId('publish-status')).toContainText('Version 2');
  // The English is kept.
  await form.getByText('English', { exact: true }).click();
  await expect(form.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(title);

  await visitor.goto('/ar/blog');
  await hydrated(visitor);
  await expect(visitor.getByTestId('article').filter({ hasText: arabicTitle })).toBeVisible();
  await visitor.goto(`/ar/blog/${slug}`);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(arabicTitle);
  await hydrated(visitor);
  await expect(visitor.locator('[data-language-switch]').first()).toHaveAttribute('href', `/blog/${slug}`);
  await visitor.goto(`/blog/${slug}`);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title);
});
