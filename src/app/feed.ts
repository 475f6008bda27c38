/**
 * A collection's RSS 2.0 feed (the `feed` package): its due documents, newest first, with title,
 * link, date, summary and cover. Written at build (scripts/prerender.mjs) and by `npm run feed`,
 * which refreshes it from the published data without a full build.
 */
import { Feed } from 'feed';
import { type Collection, documentPath } from '@/schema-kit/collection';
import { DEFAULT_LOCALE, type Locale } from '@/schema-kit/locales';
import type { DocumentsStore } from '@/storage/documents-store';
import { withLocale } from './locale-path';

/** How many documents a feed lists. */
export const FEED_ITEMS = 50;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export async function feedXml(
  collection: Collection,
  documents: DocumentsStore,
  siteUrl: string,
  locale: Locale = DEFAULT_LOCALE,
): Promise<string | undefined> {
  const feed = collection.feed;
  if (!feed) return undefined;
  const listing = await documents.list(collection, { limit: FEED_ITEMS });
  const items = listing?.items ?? [];
  const rss = new Feed({
    title: feed.title,
    description: feed.description,
    id: `${siteUrl}${withLocale(collection.path, locale)}`,
    link: `${siteUrl}${withLocale(collection.path, locale)}`,
    language: locale,
    generator: false,
    updated: items[0] ? new Date(items[0].publishedAt) : new Date(0),
    feedLinks: { rss: `${siteUrl}${withLocale(feed.path, locale)}` },
    copyright: `Connectia`,
  });
  for (const item of items) {
    const data = item.data as Record<string, unknown>;
    const link = `${siteUrl}${withLocale(documentPath(collection, item.slug), locale)}`;
    const cover = collection.fields.cover
      ? (data[collection.fields.cover] as { src?: unknown } | undefined)
      : undefined;
    const image = text(cover?.src);
    rss.addItem({
      title: text(data[collection.fields.title]),
      id: link,
      link,
      date: new Date(item.publishedAt),
      description: collection.fields.summary ? text(data[collection.fields.summary]) : undefined,
      image: /^https?:\/\//.test(image) ? image : image.startsWith('/') ? `${siteUrl}${image}` : undefined,
    });
  }
  return rss.rss2();
}
