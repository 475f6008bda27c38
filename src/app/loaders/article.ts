/**
 * An article's loader: the published, due article (or the not-found page) and its marks' source,
 * its related articles, its author's name, the articles' words, and what the page needs of the
 * collection (its path, its feed, the contact form's service the call to action asks about).
 */
import articles, { CATEGORY_SERVICE } from '@schemas/articles';
import { articles as articlesText } from '@schemas/parts/site-text/articles';
import { siteTextPart } from '@schemas/parts/site-text/part';
import { notFound } from '@tanstack/react-router';
import { authorName } from '@/components/documents/document-meta';
import { readAuthorNames } from '../article-authors';
import { documentSource } from '../edit-sources';
import type { SlugLoadArgs } from '../from-page';
import { formatMessage } from '../message-format';
import { readDocuments } from '../router-context';
import { loadSettings } from '../settings-loader';

export default async ({ context, route, params }: SlugLoadArgs) => {
  const documents = await readDocuments(context, route.id, articles);
  const article = await documents.get(articles, params.slug);
  if (!article) throw notFound();
  const [related, members, { siteText }] = await Promise.all([
    documents.list(articles, {
      where: { category: article.data.category },
      notSlug: article.slug,
      limit: 3,
    }),
    readAuthorNames(context, route.id, documents),
    loadSettings(context, route.id, { siteText: siteTextPart({ articles: articlesText }) }),
  ]);
  return {
    article,
    source: documentSource(articles, article),
    related: related?.items ?? [],
    author: authorName(article.data.author, members),
    siteText,
    readingTime: formatMessage(
      siteText.articles.readingTime,
      { minutes: article.readingMinutes },
      context.locale,
    ),
    languages: article.languages,
    articlesPath: articles.path,
    feed: await documents.feedOf(articles),
    service: CATEGORY_SERVICE[article.data.category],
  };
};
