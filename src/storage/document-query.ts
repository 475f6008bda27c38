/**
 * Documents as the database stores them (rows of public.documents), and the listing question over
 * rows in memory: the seed documents, and the build's copy of the database. The REST source asks
 * PostgREST the same questions. Small and free of schemas, so the documents store (in every page's
 * entry) can carry it; reading rows as documents is ./document-rows.ts, loaded with the pages that do.
 */
import type { Collection } from '@/schema-kit/collection';
import type { Locale } from '@/schema-kit/locales';
import type { DocumentRow } from './document-row';

export type { DocumentRow } from './document-row';
export { toRow } from './document-row';

/** Whether a row is published in `locale` (English, or absent: every row). */
export const inLocale = (row: Pick<DocumentRow, 'locales'>, locale: Locale | undefined): boolean =>
  locale === undefined || locale === 'en' || row.locales === undefined || row.locales.includes(locale);

/** A listing question: newest first (then by slug), optionally filtered on fields. */
export interface ListQuery {
  /** Fields that must equal these values (compared as text, as PostgREST's `fields->>key=eq.`). */
  where?: Readonly<Record<string, string | boolean>>;
  /** Leave this document out (related articles). */
  notSlug?: string;
  offset?: number;
  limit: number;
  /** Only documents published in this language (English: every one). */
  locale?: Locale;
}

/** The fields a listing keeps (what its snapshot and its page carry). */
export function pickListing(
  collection: Collection,
  fields: Record<string, unknown>,
): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const key of collection.listing) if (key in fields) kept[key] = fields[key];
  return kept;
}

/** A row for a listing: listing fields only, no body. */
export const listingRow = (collection: Collection, row: DocumentRow): DocumentRow => {
  const { body: _body, ...rest } = row;
  return { ...rest, fields: pickListing(collection, row.fields) };
};

const due = (row: DocumentRow, now: number) => Date.parse(row.publishedAt) <= now;

/** Newest first, then by slug: the order every listing uses (the REST source asks the same). */
export const byNewest = (a: DocumentRow, b: DocumentRow) =>
  Date.parse(b.publishedAt) - Date.parse(a.publishedAt) || (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0);

/** A listing query over rows in memory: due rows only, as visitors see them. */
export function evaluateList(rows: readonly DocumentRow[], query: ListQuery, now: number): DocumentRow[] {
  const where = Object.entries(query.where ?? {});
  const offset = query.offset ?? 0;
  return rows
    .filter(
      (row) =>
        due(row, now) &&
        inLocale(row, query.locale) &&
        row.slug !== query.notSlug &&
        where.every(
          ([key, value]) => row.fields[key] !== undefined && String(row.fields[key]) === String(value),
        ),
    )
    .sort(byNewest)
    .slice(offset, offset + query.limit);
}

export const findDue = (rows: readonly DocumentRow[], slug: string, now: number, locale?: Locale) =>
  rows.find((row) => row.slug === slug && due(row, now) && inLocale(row, locale));

/**
 * A collection's documents come from the database once it is seeded there; until then its seed
 * documents (in code) stand in for it. The seeds while they do, undefined once it is seeded.
 */
export const seedsUnlessSeeded = async (
  seeded: boolean | Promise<boolean>,
  seeds: () => Promise<DocumentRow[]>,
): Promise<DocumentRow[] | undefined> => ((await seeded) ? undefined : seeds());
