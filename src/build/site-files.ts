/**
 * What the build writes beside the pages, read from the same route tree and documents: each
 * language's public routes (prerendered, and listed in sitemap.xml), each document's last change
 * (sitemap.xml's lastmod) and the collections' RSS feeds.
 */
import { createAppRouter } from '@/app/create-router';
import { type FileSize, feedXml } from '@/app/feed';
import { withLocale } from '@/app/locale-path';
import { listPublicPaths } from '@/app/public-routes';
import { createRouterContext } from '@/app/router-context';
import { documentPath } from '@/schema-kit/collection';
import { LOCALES, type Locale } from '@/schema-kit/locales';
import { collections } from '@/schema-kit/registry';
import { SettingsStore } from '@/storage/settings-store';
import { buildDocumentsStore, NO_DOCUMENTS, type PublishedDocuments } from './build-documents';

/** A language's public routes; a document published in English only is no Arabic route. */
export const listPublicRoutes = (
  documents: PublishedDocuments = NO_DOCUMENTS,
  locale: Locale = 'en',
): Promise<string[]> => {
  const store = buildDocumentsStore(documents, false, locale);
  const context = createRouterContext(new SettingsStore(), store, locale);
  return listPublicPaths(createAppRouter(context, { prerender: true }));
};

/** Each document's page and the day it last changed. */
export async function documentPages(
  documents: PublishedDocuments = NO_DOCUMENTS,
): Promise<{ path: string; lastmod: string }[]> {
  const store = buildDocumentsStore(documents);
  const pages: { path: string; lastmod: string }[] = [];
  for (const collection of collections) {
    for (const row of await store.all(collection)) {
      const changed = row.updatedAt && row.updatedAt > row.publishedAt ? row.updatedAt : row.publishedAt;
      pages.push({ path: documentPath(collection, row.slug), lastmod: changed.slice(0, 10) });
    }
  }
  return pages;
}

/**
 * The feeds of the collections that declare one, one per language (`/ar/blog/feed.xml`), as [path,
 * XML]. `fileSize` gives an enclosure's byte size by its address.
 */
export async function feeds(
  documents: PublishedDocuments,
  siteUrl: string,
  fileSize: FileSize,
): Promise<[string, string][]> {
  const out: [string, string][] = [];
  for (const locale of LOCALES) {
    const store = buildDocumentsStore(documents, false, locale);
    for (const collection of collections) {
      const xml = await feedXml(collection, store, siteUrl, locale, fileSize);
      if (xml && collection.feed) out.push([withLocale(collection.feed.path, locale), xml]);
    }
  }
  return out;
}
