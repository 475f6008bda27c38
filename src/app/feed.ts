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

/** The MIME types of the pictures a cover can be, by file extension. */
const IMAGE_TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
};

/** A file's size in bytes, by its address (a site path such as `/images/a.svg`, or a URL); undefined when unknown. */
export type FileSize = (address: string) => Promise<number | undefined>;

/**
 * An item's cover as an RSS enclosure, which must state the file's MIME type and byte size: a cover
 * whose type or size is unknown is left out rather than announced wrongly.
 */
async function enclosureOf(src: string, siteUrl: string, fileSize: FileSize) {
  const url = /^https?:\/\//.test(src) ? src : src.startsWith('/') ? `${siteUrl}${src}` : undefined;
  const extension = /\.([a-z0-9]+)(?:[?#].*)?$/i.exec(src)?.[1]?.toLowerCase() ?? '';
  const type = IMAGE_TYPES[extension];
  const length = url && type ? await fileSize(src) : undefined;
  return url && type && length !== undefined ? { url, type, length } : undefined;
}

export async function feedXml(
  collection: Collection,
  documents: DocumentsStore,
  siteUrl: string,
  locale: Locale = DEFAULT_LOCALE,
  fileSize: FileSize = async () => undefined,
): Promise<string | undefined> {
  if (!collection.feed) return undefined;
  const [feed, listing] = await Promise.all([
    documents.feedOf(collection),
    documents.list(collection, { limit: FEED_ITEMS }),
  ]);
  if (!feed) return undefined;
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
    const image = await enclosureOf(text(cover?.src), siteUrl, fileSize);
    rss.addItem({
      title: text(data[collection.fields.title]),
      id: link,
      link,
      date: new Date(item.publishedAt),
      description: collection.fields.summary ? text(data[collection.fields.summary]) : undefined,
      image,
    });
  }
  return rss.rss2();
}
