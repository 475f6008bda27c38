// @vitest-environment jsdom
/**
 * /blog with 13 published articles: 'Load More Articles' shows 6, then 12, then 13, then
 * disappears; a category shows only its articles. The real route, router and documents store, over
 * a database holding 13 articles (none of the seeds: the collection is seeded).
 */
import { ARTICLE_SEEDS } from '@content/articles';
import articles from '@schemas/articles';
import { createMemoryHistory } from '@tanstack/react-router';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import * as v from 'valibot';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { App } from '@/app/App';
import { createAppRouter } from '@/app/create-router';
import { createRouterContext } from '@/app/router-context';
import { rowFromDocument } from '@/storage/document-rows';
import { DocumentsStore, memorySource } from '@/storage/documents-store';
import { SettingsStore } from '@/storage/settings-store';
import { polyfillDom } from '../admin/helpers';

const [base] = ARTICLE_SEEDS;
const rows = Array.from({ length: 13 }, (_, index) => {
  const number = index + 1;
  const document = v.parse(articles.schema, {
    ...base,
    slug: `article-${number}`,
    title: `Article number ${number}`,
    category: number % 2 ? 'DevOps' : 'Cybersecurity',
    featured: number === 3,
    publishedAt: new Date(Date.UTC(2025, 0, number)).toISOString(),
  }) as Record<string, unknown>;
  return rowFromDocument(articles, document, { id: `a-${number}`, version: 1, now: '2025-02-01T00:00:00Z' });
});

async function openBlog(path: string) {
  const documents = new DocumentsStore({ source: memorySource({ articles: rows }, ['articles']) });
  const router = createAppRouter(createRouterContext(new SettingsStore(), documents), {
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await router.load();
  render(<App router={router} />);
}

const cards = () => screen.queryAllByTestId('article');
const loadMore = () => screen.queryByRole('button', { name: 'Load More Articles' });

describe('/blog with 13 published articles', () => {
  beforeAll(polyfillDom);
  afterEach(cleanup);

  it('Load More shows 6, then 12, then 13, then disappears; newest first', async () => {
    await openBlog('/blog');
    expect(cards()).toHaveLength(6);
    expect(within(cards()[0] as HTMLElement).getByRole('heading').textContent).toBe('Article number 13');
    await act(async () => fireEvent.click(loadMore() as HTMLElement));
    expect(await screen.findAllByTestId('article')).toHaveLength(12);
    await act(async () => fireEvent.click(loadMore() as HTMLElement));
    expect(await screen.findAllByTestId('article')).toHaveLength(13);
    expect(loadMore()).toBeNull();
    expect(within(cards()[12] as HTMLElement).getByRole('heading').textContent).toBe('Article number 1');
    // The featured article is on top, above the list.
    const featured = screen.getByRole('region', { name: 'Featured Article' });
    expect(within(featured).getByRole('heading', { level: 3 }).textContent).toBe('Article number 3');
  });

  it('a category from the URL lists only its articles', async () => {
    await openBlog('/blog?category=Cybersecurity');
    // The store asks its source at once (it is live): six even-numbered articles, no more.
    expect(await screen.findAllByTestId('article')).toHaveLength(6);
    expect(loadMore()).toBeNull();
    expect(screen.getByRole('button', { name: 'Cybersecurity' }).getAttribute('aria-pressed')).toBe('true');
  });
});
