/**
 * Documents as the database stores them (rows of public.documents), and the listing question over
 * rows in memory: the seed documents, and the build's copy of the database. The REST source asks
 * PostgREST the same questions. Small and free of schemas, so the documents store (in every page's
 * entry) can carry it; reading rows as documents is ./document-rows.ts, loaded with the pages that do.
 */
import type { Collection } from '@/schema-kit/collection';
import { isRecord } from '@/schema-kit/is-record';
import { LOCALES, type Locale } from '@/schema-kit/locales';

export interface DocumentRow {
  id: string;
  slug: string;
  /** ISO 8601; a future date keeps the row invisible to visitors. */
  publishedAt: string;
  version: number;
  updatedAt: string;
  /** Words in the body (reading time), counted when it was published. */
  words: number;
  fields: Record<string, unknown>;
  /**
   * The languages the document is published in (English always). Absent on rows written before
   * documents had languages: those were published in every language.
   */
  locales?: readonly Locale[];
  /** Present when the row was read with its body (one document), absent in listings. */
  body?: unknown;
}

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

/** Reads a row as JSON gives it (REST or a snapshot); undefined when it is not one. */
export function toRow(raw: unknown): DocumentRow | undefined {
  if (!isRecord(raw)) return undefined;
  const publishedAt = raw.published_at ?? raw.publishedAt;
  const updatedAt = raw.updated_at ?? raw.updatedAt;
  if (typeof raw.slug !== 'string' || typeof publishedAt !== 'string') return undefined;
  const row: DocumentRow = {
    id: typeof raw.id === 'string' ? raw.id : '',
    slug: raw.slug,
    publishedAt,
    version: typeof raw.version === 'number' ? raw.version : 0,
    updatedAt: typeof updatedAt === 'string' ? updatedAt : '',
    words: typeof raw.words === 'number' ? raw.words : 0,
    fields: isRecord(raw.fields) ? raw.fields : {},
  };
  if (Array.isArray(raw.locales))
    row.locales = LOCALES.filter((locale) => (raw.locales as unknown[]).includes(locale));
  if ('body' in raw) row.body = raw.body;
  return row;
}
