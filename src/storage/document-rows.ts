/**
 * Documents as the database stores them (rows of public.documents) and as pages read them (the
 * collection's schema). One row per document: the slug and publish date are columns, the body is
 * apart, every other field is in `fields`. Converting a row back validates it against the schema the
 * way settings are read: invalid parts fall back to their defaults with a console warning, and the
 * body is rebuilt from the parts a page may render (schema-kit/rich-text.ts), so bad stored data
 * never breaks a page. Also the in-memory evaluation of listing queries, for seed documents and the
 * build's copy of the database; the REST source asks PostgREST the same questions.
 */
import * as v from 'valibot';
import type { Collection, DocumentOf } from '@/schema-kit/collection';
import { bodyText, EMPTY_DOC, type RichTextDoc, readRichText } from '@/schema-kit/rich-text';
import { salvage } from '@/schema-kit/salvage';

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
  /** Present when the row was read with its body (one document), absent in listings. */
  body?: unknown;
}

/** A listing question: newest first (then by slug), optionally filtered on fields. */
export interface ListQuery {
  /** Fields that must equal these values (compared as text, as PostgREST's `fields->>key=eq.`). */
  where?: Readonly<Record<string, string | boolean>>;
  /** Leave this document out (related articles). */
  notSlug?: string;
  offset?: number;
  limit: number;
}

/** A document in a listing: its listing fields only, never the body. */
export interface ListedDocument<C extends Collection = Collection> {
  slug: string;
  publishedAt: string;
  words: number;
  readingMinutes: number;
  /** The collection's listing fields (the others hold their defaults). */
  data: DocumentOf<C>;
}

/** A whole document, as its page shows it. */
export interface FullDocument<C extends Collection = Collection> extends ListedDocument<C> {
  id: string;
  version: number;
  updatedAt: string;
  body: RichTextDoc;
}

export const WORDS_PER_MINUTE = 200;
export const readingMinutesOf = (words: number) => Math.max(1, Math.round(words / WORDS_PER_MINUTE));
export const countWords = (doc: RichTextDoc) => bodyText(doc).split(' ').filter(Boolean).length;

/** The id of a seed document: the same on every device, so a draft of a seed finds its row. */
export const seedId = (collection: Collection, slug: string) => `seed:${collection.key}:${slug}`;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A valid document as a row (publishing, seeds). `publishedAt` is the date field, or `now` when it
 * is empty.
 */
export function rowFromDocument(
  collection: Collection,
  document: Record<string, unknown>,
  meta: { id: string; version: number; now: string; updatedAt?: string },
): DocumentRow {
  const { slug, date, body } = collection.fields;
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(document)) {
    if (key !== slug && key !== date && key !== body) fields[key] = value;
  }
  const doc = readRichText(document[body]).doc;
  const published =
    typeof document[date] === 'string' && document[date] !== '' ? String(document[date]) : meta.now;
  return {
    id: meta.id,
    slug: String(document[slug]),
    publishedAt: new Date(published).toISOString(),
    version: meta.version,
    updatedAt: meta.updatedAt ?? meta.now,
    words: countWords(doc),
    fields,
    body: doc,
  };
}

function read<C extends Collection>(collection: C, row: DocumentRow, body: unknown): DocumentOf<C> {
  const { slug, date } = collection.fields;
  const raw = { ...(isRecord(row.fields) ? row.fields : {}), [slug]: row.slug, [date]: row.publishedAt };
  raw[collection.fields.body] = readRichText(body).doc;
  const { value: salvaged, problems } = salvage(collection.schema, raw);
  // Every field of a collection has a valid default, so salvage always yields a document.
  const value = salvaged ?? v.parse(collection.schema, {});
  if (problems.length > 0) {
    console.warn(
      `[documents] Stored ${collection.key}/${row.slug} had invalid parts; defaults are used:`,
      problems,
    );
  }
  return value as DocumentOf<C>;
}

/** A listing row as its listing shows it: only the listing fields, no body. */
export function listedFromRow<C extends Collection>(collection: C, row: DocumentRow): ListedDocument<C> {
  const data = read(collection, { ...row, fields: pickListing(collection, row.fields) }, EMPTY_DOC);
  return {
    slug: row.slug,
    publishedAt: row.publishedAt,
    words: row.words,
    readingMinutes: readingMinutesOf(row.words),
    data,
  };
}

export function fullFromRow<C extends Collection>(collection: C, row: DocumentRow): FullDocument<C> {
  const data = read(collection, row, row.body);
  return {
    id: row.id,
    version: row.version,
    updatedAt: row.updatedAt,
    slug: row.slug,
    publishedAt: row.publishedAt,
    words: row.words,
    readingMinutes: readingMinutesOf(row.words),
    data,
    body: (data as Record<string, unknown>)[collection.fields.body] as RichTextDoc,
  };
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
        row.slug !== query.notSlug &&
        where.every(
          ([key, value]) => row.fields[key] !== undefined && String(row.fields[key]) === String(value),
        ),
    )
    .sort(byNewest)
    .slice(offset, offset + query.limit);
}

export const findDue = (rows: readonly DocumentRow[], slug: string, now: number) =>
  rows.find((row) => row.slug === slug && due(row, now));

/** Parses seed documents with the schema (a broken seed is a developer error: it throws). */
export async function seedRows(collection: Collection): Promise<DocumentRow[]> {
  const seeds = await collection.seeds();
  return seeds.map((seed) => {
    const document = v.parse(collection.schema, seed) as Record<string, unknown>;
    const slug = String(document[collection.fields.slug]);
    const date = String(document[collection.fields.date] || '1970-01-01T00:00:00.000Z');
    return rowFromDocument(collection, document, { id: seedId(collection, slug), version: 1, now: date });
  });
}

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
  if ('body' in raw) row.body = raw.body;
  return row;
}
