/**
 * Published documents for public pages, without supabase-js: plain GETs of the documents and
 * collections tables through the REST endpoint, as an anonymous visitor (row-level security shows
 * only published documents whose date has passed). A listing selects the columns it shows and never
 * a body.
 */
import type { DocumentRow, ListQuery } from '@/storage/document-query';
import type { DocumentsSource } from '@/storage/documents-store';
import type { BackendAddress } from './backend';
import { type FetchInit, fetchRows } from './rest-rows';

const LISTING_COLUMNS = 'id,slug,published_at,version,updated_at,words,fields,locales';
const DOCUMENT_COLUMNS = `${LISTING_COLUMNS},body`;

/** The listing's question as PostgREST query parameters. */
export function listingParams(
  collection: string,
  query: ListQuery,
  columns = LISTING_COLUMNS,
): URLSearchParams {
  const params = new URLSearchParams({ select: columns, collection: `eq.${collection}` });
  for (const [key, value] of Object.entries(query.where ?? {}))
    params.append(`fields->>${key}`, `eq.${String(value)}`);
  if (query.notSlug !== undefined) params.append('slug', `neq.${query.notSlug}`);
  if (query.locale && query.locale !== 'en') params.append('locales', `cs.{${query.locale}}`);
  params.append('order', 'published_at.desc,slug.asc');
  if (query.offset) params.append('offset', String(query.offset));
  params.append('limit', String(query.limit));
  return params;
}

/** The documents source a visitor's browser (and the build) reads. */
export function restDocumentsSource(backend: BackendAddress, init: FetchInit = {}): DocumentsSource {
  return {
    seeded: async () => {
      const rows = await fetchRows(backend, 'collections?select=key', init);
      return new Set(
        rows.flatMap((row) =>
          typeof (row as { key?: unknown }).key === 'string' ? [(row as { key: string }).key] : [],
        ),
      );
    },
    list: async (collection, query) =>
      (await fetchRows(backend, `documents?${listingParams(collection, query)}`, init)) as DocumentRow[],
    get: async (collection, slug, locale) => {
      const params = new URLSearchParams({
        select: DOCUMENT_COLUMNS,
        collection: `eq.${collection}`,
        slug: `eq.${slug}`,
      });
      if (locale && locale !== 'en') params.append('locales', `cs.{${locale}}`);
      const [row] = (await fetchRows(backend, `documents?${params}`, init)) as DocumentRow[];
      return row;
    },
  };
}

/**
 * Every due document of a seeded collection, with bodies (the build prerenders from these), in pages
 * of 500: a Supabase project answers at most 1000 rows (max_rows) a request.
 */
export async function fetchAllDocuments(
  backend: BackendAddress,
  collection: string,
  init: FetchInit = {},
): Promise<unknown[]> {
  const page = 500;
  const rows: unknown[] = [];
  for (let offset = 0; ; offset += page) {
    const params = listingParams(collection, { offset, limit: page }, DOCUMENT_COLUMNS);
    const batch = await fetchRows(backend, `documents?${params}`, init);
    rows.push(...batch);
    if (batch.length < page) return rows;
  }
}
