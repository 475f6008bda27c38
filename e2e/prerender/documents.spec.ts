/**
 * Every default article and case study has a prerendered page of its own, with its title
 * as its h1, its own head tags and structured data, listed in sitemap.xml with its date and (articles)
 * in the feed; the page hydrates without errors; unknown documents are the not-found page.
 * The oracle is the seed documents themselves (the schemas' seeds), not the build's route list.
 */

import { expect, test } from '@playwright/test';
import articles from '@schemas/articles';
import caseStudies from '@schemas/case-studies';
import { hasHorizontalScroll } from '../public/support';

const decode = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

const cases = [
  { collection: articles, type: 'BlogPosting' },
  { collection: caseStudies, type: 'Article' },
] as const;

for (const { collection, type } of cases) {
  test(`each default ${collection.itemName} has a prerendered page with its title as h1`, async ({
    request,
  }) => {
    const seeds = await collection.seeds();
    expect(seeds.length).toBeGreaterThan(0);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const seed of seeds) {
      const path = `${collection.path}/${seed.slug}`;
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      const h1 = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '';
      expect(decode(h1.replace(/<[^>]+>/g, '')).trim(), path).toBe(seed.title);
      expect(html.match(/<h1\b/g)).toHaveLength(1);
      const head = html.slice(0, html.indexOf('</head>'));
      expect(decode(/<title>([^<]*)<\/title>/.exec(head)?.[1] ?? '')).toContain(seed.title);
      expect(/<link rel="canonical" href="([^"]*)"/.exec(head)?.[1]).toMatch(new RegExp(`${path}$`));
      expect(head).toMatch(/<meta property="og:image" content="https?:\/\//);
      const ld = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
      expect(JSON.parse(ld ?? '{}')).toMatchObject({ '@type': type, headline: seed.title });
      expect(sitemap).toMatch(
        new RegExp(`<loc>[^<]*${path}</loc>\\s*<lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`),
      );
    }
  });
}

test('the blog links its feed, and the feed lists the default articles', async ({ request }) => {
  const blog = await (await request.get('/blog')).text();
  expect(blog).toContain('<link rel="alternate" type="application/rss+xml" title="Connectia Blog"');
  const feed = await request.get('/blog/feed.xml');
  expect(feed.status()).toBe(200);
  const xml = await feed.text();
  for (const seed of await articles.seeds()) expect(xml).toContain(`/blog/${seed.slug}</link>`);
});

test('an article page hydrates without errors and reads as its parts', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const [seed] = await articles.seeds();
  if (!seed) throw new Error('no seed article');
  await page.goto(`/blog/${seed.slug}`);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(String(seed.title));
  await expect(page.getByTestId('article-meta')).toContainText(/min read/);
  await expect(page.getByRole('link', { name: 'Talk to Our Team' })).toHaveAttribute(
    'href',
    /^\/contact\?service=[a-z-]+$/,
  );
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});

for (const path of ['/blog/no-such-article', '/case-studies/no-such-study', '/portfolio/unknown-solution']) {
  test(`${path} shows the not-found page`, async ({ page, request }) => {
    expect((await request.get(path)).status()).toBe(404);
    await page.goto(path);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
  });
}

test('an article and a case study fit the screen with one h1, and no console errors @all-sizes', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const [article] = await articles.seeds();
  const [study] = await caseStudies.seeds();
  for (const path of [`/blog/${article?.slug}`, `/case-studies/${study?.slug}`]) {
    await page.goto(path);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 20_000 });
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('main')).toHaveCount(1);
    expect(await hasHorizontalScroll(page), path).toBe(false);
  }
  expect(errors).toEqual([]);
});

test('from the home page, a visitor reads the blog and an article without a page load', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  // Home shows no documents: its page loads no documents store, so the blog's comes with the link.
  await page.goto('/');
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 20_000 });
  await page.evaluate(() => {
    (window as Window & { samePage?: boolean }).samePage = true;
  });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  const cards = page.getByTestId('article');
  await expect(cards.first()).toBeVisible();
  const titles = new Set((await articles.seeds()).map((seed) => String(seed.title)));
  const title = (await cards.first().getByRole('heading').textContent())?.trim() ?? '';
  expect(titles).toContain(title);
  await cards
    .first()
    .getByRole('link', { name: `Read More about ${title}` })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByTestId('article-meta')).toContainText(/min read/);
  expect(await page.evaluate(() => (window as Window & { samePage?: boolean }).samePage)).toBe(true);
  expect(errors).toEqual([]);
});
