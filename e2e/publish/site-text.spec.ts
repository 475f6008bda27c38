/**
 * Site Text: the owner changes a button's label and an article's byline in the admin's Site Text
 * tab (an edit that drops the byline's {author} is refused with the schema's message) and the
 * button's Arabic beside it, publishes, and a visitor who never signed in sees them without a
 * rebuild, in English and in Arabic. Runs in the publish project; the texts it changes are ones no
 * other test of that project reads.
 */
import { expect, type Page, test } from '@playwright/test';
import { editor, openAdminTab } from '../admin/helpers';

test.describe.configure({ timeout: 60_000 });

const status = (page: Page) => page.getByTestId('publish-status');

test('the owner relabels a home button and rewords the byline; a visitor sees both', async ({
  page,
  browser,
}) => {
  await openAdminTab(page, 'site-text', 'Site Text');
  const form = editor(page).locator('form');
  const area = (name: string) => form.getByRole('tab', { name, exact: true }).click();

  await area('Home');
  await form.getByRole('textbox', { name: 'Explore services', exact: true }).fill('See Every Service');

  await area('Articles');
  const byline = form.getByRole('textbox', { name: 'By author', exact: true });
  await byline.fill('Written by our team');
  await form.getByRole('button', { name: 'Save Site Text' }).click();
  await expect(form.getByText('By author must keep {author}, and no other {…}')).toBeVisible();
  await byline.fill('Written by {author}');
  await form.getByRole('button', { name: 'Save Site Text' }).click();
  await expect(page.getByText('Site text saved successfully!')).toBeVisible();

  // Its Arabic, written beside the English, is published with it.
  await editor(page).getByText('العربية').click();
  await area('Home');
  const arabic = form.getByRole('textbox', { name: 'Explore services', exact: true });
  expect(await arabic.evaluate((input) => getComputedStyle(input).direction)).toBe('rtl');
  await arabic.fill('تصفح كل خدماتنا');
  await form.getByRole('button', { name: 'Save Site Text' }).click();
  await expect(page.getByText('Site text saved successfully!').first()).toBeVisible();

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(status(page)).toContainText('Published');

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/');
  await expect(visitor.getByRole('link', { name: 'See Every Service' })).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Explore All Services' })).toHaveCount(0);
  await visitor.goto('/ar/');
  await expect(visitor.getByRole('link', { name: 'تصفح كل خدماتنا' })).toBeVisible();

  await visitor.goto('/blog/react-performance');
  await expect(visitor.getByTestId('article-meta')).toContainText(/Written by \S/);
  await expect(visitor.getByTestId('article-meta')).not.toContainText('{author}');
  await expect(visitor.getByText('Previewing unpublished changes')).toHaveCount(0);
});
