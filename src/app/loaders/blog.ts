/**
 * The blog's loader: its page entity and words, the featured article, the first page of the list
 * (of one category with ?category=), the authors' names, and what the page needs of the collection.
 */
import { BLOG_PAGE_SIZE, type BlogFilter } from '@content/blog';
import articles from '@schemas/articles';
import page from '@schemas/pages/blog';
import { articles as articlesText } from '@schemas/parts/site-text/articles';
import { blog } from '@schemas/parts/site-text/blog';
import { forms } from '@schemas/parts/site-text/forms';
import { newsletter } from '@schemas/parts/site-text/newsletter';
import { siteTextPart } from '@schemas/parts/site-text/part';
import { readAuthorNames } from '../article-authors';
import type { LoadArgs } from '../from-page';
import { messagesByCount } from '../message-format';
import { readDocuments } from '../router-context';
import { loadSettings } from '../settings-loader';

export default async ({
  context,
  route,
  deps: { category },
}: LoadArgs & {
  deps: { category?: BlogFilter };
}) => {
  const settings = loadSettings(context, route.id, {
    page,
    siteText: siteTextPart({ blog, articles: articlesText, forms, newsletter }),
  });
  const documents = await readDocuments(context, route.id, articles);
  const members = await readAuthorNames(context, route.id, documents);
  const featured = await documents.list(articles, { where: { featured: true }, limit: 1 });
  // The prerendered page is the unfiltered list; a category applies once the page can ask for it
  // (until then the store does not know its answer, and the page shows what was prerendered).
  const filtered = category
    ? await documents.list(articles, { where: { category }, limit: BLOG_PAGE_SIZE })
    : undefined;
  const list = filtered ?? (await documents.list(articles, { limit: BLOG_PAGE_SIZE }));
  const loaded = await settings;
  const shown = [...(featured?.items ?? []), ...(list?.items ?? [])];
  return {
    ...loaded,
    // Each article's reading time in the page's words and plural forms, by its minutes.
    readingTimes: messagesByCount(
      loaded.siteText.articles.readingTime,
      'minutes',
      shown.map((article) => article.readingMinutes),
      context.locale,
    ),
    featured: featured?.items[0],
    category: filtered ? category : undefined,
    list: list ?? { items: [], more: false },
    members,
    articlesPath: articles.path,
    feed: await documents.feedOf(articles),
  };
};
