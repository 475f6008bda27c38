/**
 * The owner writes an article with a heading, a list, a link and an inline
 * image and publishes it; a visitor who never signed in finds it on /blog under its category, opens
 * it at its URL (published after the build: the static host's 404 page renders it from the
 * published data) and reads the body, and finds it in the feed. After Unpublish its URL shows the
 * not-found page. Runs in the publish project (after every other), on the real stand-in.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { editor, openAdminTab, PNG_1PX } from '../admin/helpers';
import { seriousViolations } from '../support/axe';
import { caretAtEndOfParagraph } from '../support/rich-text';

const SUPABASE_URL = process.env.E2E_SUPABASE_URL ?? '';
// Serial: the owner writes and publishes, a visitor reads, the owner unpublishes (each step takes
// most of a minute on a slow machine).
test.describe.configure({ mode: 'serial', timeout: 60_000 });

const status = (page: import('@playwright/test').Page) => page.getByTestId('publish-status');

const stamp = Date.now().toString(36);
const title = `Zero-Downtime Database Migrations ${stamp}`;
const slug = `zero-downtime-database-migrations-${stamp}`;

test('the owner writes an article with a heading, a link, a list and images, and publishes it', async ({
  page,
}) => {
  // Typing a body through the editor's toolbar takes over a minute on a slow, busy machine; this step
  // is next in line to be split (fields, then the body).
  test.setTimeout(90_000);
  await openAdminTab(page, 'articles', 'Articles');
  await page.getByRole('button', { name: 'New article' }).click();
  const form = editor(page);
  // The editor, body editor included, passes axe as every admin tab does (e2e/admin/a11y.spec.ts).
  await expect(form.getByRole('button', { name: 'Heading 2', exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await form.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  // The slug follows the title.
  await expect(form.getByRole('textbox', { name: 'Slug' })).toHaveValue(slug);
  await form
    .getByRole('textbox', { name: 'Excerpt' })
    .fill('How we move a live database without a maintenance window.');
  await form.getByRole('combobox', { name: 'Category', exact: true }).click();
  await page.getByRole('option', { name: 'DevOps', exact: true }).click();
  const cover = form.getByRole('group', { name: 'Cover image' });
  await cover
    .locator('input[type="file"]')
    .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG_1PX });
  // Processed like every upload (a Web Worker), then described.
  await expect(cover.getByRole('img', { name: 'Cover image preview' })).toBeVisible({ timeout: 30_000 });
  await cover.getByRole('textbox', { name: 'Alt text' }).fill('A database diagram with two replicas');

  // The body: a heading, a paragraph with a link, a bulleted list and an image.
  const body = form.getByRole('textbox', { name: 'Body' });
  await body.click();
  await form.getByRole('button', { name: 'Heading 2', exact: true }).click();
  await page.keyboard.type('Plan the cut-over');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Talk to us on the contact page');
  for (let i = 0; i < 'contact page'.length; i++) await page.keyboard.press('Shift+ArrowLeft');
  await form.getByRole('button', { name: 'Link', exact: true }).click();
  await page.getByRole('textbox', { name: 'Enter URL' }).fill('/contact');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(body.getByRole('link', { name: 'contact page' })).toHaveAttribute('href', '/contact');
  // The link's popover has closed and the linked words are no longer selected: typing goes after them.
  await expect(page.getByRole('textbox', { name: 'Enter URL' })).toBeHidden();
  await body.press('ArrowRight');
  await expect.poll(() => page.evaluate(() => document.getSelection()?.isCollapsed)).toBe(true);
  await body.press('End');
  await expect.poll(() => caretAtEndOfParagraph(body)).toBe(true);
  await page.keyboard.press('Enter');
  await form.getByRole('button', { name: 'Bullet list', exact: true }).click();
  await page.keyboard.type('Back up first');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Rehearse the switch');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  const chooser = page.waitForEvent('filechooser');
  await form.getByRole('button', { name: 'Insert image', exact: true }).click();
  await (await chooser).setFiles({ name: 'replicas.png', mimeType: 'image/png', buffer: PNG_1PX });
  const describe = page.getByRole('dialog', { name: 'Describe the image' });
  await describe.getByRole('textbox', { name: 'Alt text' }).fill('Primary and replica side by side');
  await describe.getByRole('button', { name: 'Insert Image' }).click();
  await expect(body.locator('img[alt="Primary and replica side by side"]')).toHaveAttribute(
    'src',
    /\/storage\/v1\/object\/public\/site-media\//,
  );

  // Autosave keeps the draft online.
  await expect(page.getByTestId('autosave-status')).toContainText('Draft saved online');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(status(page)).toContainText('Published');
});

test('a visitor finds the article under its category, opens it at its URL and in the feed', async ({
  page: visitor,
}) => {
  await visitor.goto('/blog?category=DevOps');
  await visitor.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await expect(visitor.getByRole('button', { name: 'DevOps' })).toHaveAttribute('aria-pressed', 'true');
  const card = visitor.getByTestId('article').filter({ hasText: title });
  await expect(card).toBeVisible();
  await card.getByRole('link', { name: `Read More about ${title}` }).click();
  await expect(visitor).toHaveURL(new RegExp(`/blog/${slug}$`));
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title);

  // Opened at its address: the static host answers with its 404 page, which renders the article.
  const response = await visitor.goto(`/blog/${slug}`);
  expect(response?.status()).toBe(404);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title);
  const main = visitor.locator('main');
  await expect(main.getByRole('heading', { level: 2, name: 'Plan the cut-over' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'contact page' })).toHaveAttribute('href', '/contact');
  await expect(main.getByRole('listitem').filter({ hasText: 'Rehearse the switch' })).toBeVisible();
  await expect(main.getByRole('img', { name: 'Primary and replica side by side' })).toBeVisible();
  await expect(main.getByRole('img', { name: 'A database diagram with two replicas' })).toBeVisible();
  await expect(visitor.getByText('Previewing unpublished changes')).toHaveCount(0);

  // The feed, refreshed from the published data as the next build (or `npm run feed`) writes it.
  await promisify(execFile)('npx', ['tsx', 'scripts/write-feed.ts', '--out', 'dist'], {
    env: { ...process.env, VITE_SUPABASE_URL: SUPABASE_URL },
  });
  const feed = await (await visitor.request.get('/blog/feed.xml')).text();
  expect(feed).toContain(`<title><![CDATA[${title}]]></title>`);
  expect(feed).toContain(`/blog/${slug}</link>`);
});

test('after Unpublish its URL shows the not-found page and its category no longer lists it', async ({
  page,
  browser,
}) => {
  await openAdminTab(page, 'articles', 'Articles');
  await page
    .getByRole('table', { name: 'Articles' })
    .getByRole('button', { name: title, exact: true })
    .click();
  await expect(editor(page).getByRole('textbox', { name: 'Title', exact: true }).first()).toHaveValue(title);
  await page.getByRole('button', { name: 'Unpublish', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Unpublish this article?' })
    .getByRole('button', { name: 'Unpublish' })
    .click();
  await expect(status(page)).toContainText('Unpublished: visitors do not see it.');
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/blog/${slug}`);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
  await visitor.goto('/blog?category=DevOps');
  await visitor.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await expect(visitor.getByRole('button', { name: 'DevOps' })).toHaveAttribute('aria-pressed', 'true');
  await expect(visitor.getByTestId('article').filter({ hasText: title })).toHaveCount(0);
});
