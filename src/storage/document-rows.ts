/**
 * Documents as the database stores them (rows of public.documents) and as pages read them (the
 * collection's schema). One row per document: the slug and publish date are columns, the body is
 * apart, every other field is in `fields`. Converting a row back validates it against the schema the
 * way settings are read: invalid parts fall back to their defaults with a console warning, and the
 * body is rebuilt from the parts a page may render (its field's repair, schema-kit/rich-text-read.ts), so bad stored data
 * never breaks a page. Also the in-memory evaluation of listing queries, for seed documents and the
 * build's copy of the database; the REST source asks PostgREST the same questions.
 */
import * as v from 'valibot';
import type { Collection, DocumentOf } from '@/schema-kit/collection';
import { DEFAULT_LOCALE, LOCALES, type Locale, TRANSLATIONS } from '@/schema-kit/locales';
import { type Dictionary, englishOf, isLocaleValue, pickLocale } from '@/schema-kit/localize';
import { type ReadLocale, readStored } from '@/schema-kit/read-stored';
import { bodyText, EMPTY_DOC, type RichTextDoc } from '@/schema-kit/rich-text';
import { isRecord } from '@/schema-kit/schema-walk';
import { type DocumentRow, pickListing } from './document-query';

export * from './document-query';

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
  /** The languages it is published in: its page exists in these only. */
  languages: readonly Locale[];
  /** Its fields shown in English on a page in another language, for want of their translation. */
  inEnglish: readonly string[];
}

export const WORDS_PER_MINUTE = 200;
export const readingMinutesOf = (words: number) => Math.max(1, Math.round(words / WORDS_PER_MINUTE));
export const countWords = (doc: RichTextDoc) => bodyText(doc).split(' ').filter(Boolean).length;

/** The id of a seed document: the same on every device, so a draft of a seed finds its row. */
export const seedId = (collection: Collection, slug: string) => `seed:${collection.key}:${slug}`;

/**
 * The languages a document (as stored: a localized field may hold a value per language) is published
 * in: English always, and each other language once its title has a value in it. Its other
 * untranslated fields then show their English on that language's page, marked as English; a title is
 * what a listing and a search engine show, so without it there is no page in that language.
 */
export function documentLocales(collection: Collection, document: Record<string, unknown>): Locale[] {
  const title = document[collection.fields.title];
  const hasTitle = (locale: Locale) =>
    isLocaleValue(title) && typeof title[locale] === 'string' && (title[locale] as string).trim() !== '';
  return [DEFAULT_LOCALE, ...TRANSLATIONS.filter(hasTitle)];
}

/**
 * A valid document as a row (publishing, seeds). `publishedAt` is the date field, or `now` when it
 * is empty. The body keeps every language; its word count (reading time) is the English one's.
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
  const doc = body ? document[body] : EMPTY_DOC;
  const given = date ? document[date] : undefined;
  const published = typeof given === 'string' && given !== '' ? given : meta.now;
  return {
    id: meta.id,
    slug: String(document[slug]),
    publishedAt: new Date(published).toISOString(),
    version: meta.version,
    updatedAt: meta.updatedAt ?? meta.now,
    words: countWords(englishOf(doc) as RichTextDoc),
    fields,
    locales: documentLocales(collection, document),
    body: doc,
  };
}

function read<C extends Collection>(
  collection: C,
  row: DocumentRow,
  body: unknown,
  language: ReadLocale = {},
): { data: DocumentOf<C>; fallbacks: string[] } {
  const { slug, date, body: bodyField } = collection.fields;
  const raw: Record<string, unknown> = { ...(isRecord(row.fields) ? row.fields : {}), [slug]: row.slug };
  if (date) raw[date] = row.publishedAt;
  // A stored body is rebuilt from the parts a page renders by its field's own repair (d.richText).
  if (bodyField) raw[bodyField] = body;
  const { value: salvaged, problems, fallbacks } = readStored(collection, raw, language);
  // Every field of a collection has a valid default, so salvage always yields a document.
  const value = salvaged ?? v.parse(collection.schema, {});
  if (problems.length > 0) {
    console.warn(
      `[documents] Stored ${collection.key}/${row.slug} had invalid parts; defaults are used:`,
      problems,
    );
  }
  return { data: value as DocumentOf<C>, fallbacks };
}

/** A listing row as its listing shows it: only the listing fields, no body. */
export function listedFromRow<C extends Collection>(
  collection: C,
  row: DocumentRow,
  language: ReadLocale = {},
): ListedDocument<C> {
  const { data } = read(
    collection,
    { ...row, fields: pickListing(collection, row.fields) },
    EMPTY_DOC,
    language,
  );
  return {
    slug: row.slug,
    publishedAt: row.publishedAt,
    words: row.words,
    readingMinutes: readingMinutesOf(row.words),
    data,
  };
}

export function fullFromRow<C extends Collection>(
  collection: C,
  row: DocumentRow,
  language: ReadLocale = {},
): FullDocument<C> {
  const { data, fallbacks } = read(collection, row, row.body, language);
  return {
    id: row.id,
    version: row.version,
    updatedAt: row.updatedAt,
    slug: row.slug,
    publishedAt: row.publishedAt,
    words: row.words,
    readingMinutes: readingMinutesOf(row.words),
    data,
    languages: row.locales ?? LOCALES,
    inEnglish: fallbacks,
    body: collection.fields.body
      ? ((data as Record<string, unknown>)[collection.fields.body] as RichTextDoc)
      : EMPTY_DOC,
  };
}

/** Parses seed documents with the schema (a broken seed is a developer error: it throws). */
/** A collection's feed in a language: its title and description by `words` (its dictionary), else in English. */
export function feedIn(
  feed: NonNullable<Collection['feed']>,
  locale: Locale,
  words: Dictionary | undefined,
): NonNullable<Collection['feed']> {
  const say = (english: string) => String(pickLocale(english, locale, words).value);
  return { ...feed, title: say(feed.title), description: say(feed.description) };
}

export async function seedRows(collection: Collection): Promise<DocumentRow[]> {
  const seeds = await collection.seeds();
  return seeds.map((seed) => {
    const document = v.parse(collection.schema, seed) as Record<string, unknown>;
    const slug = String(document[collection.fields.slug]);
    const { date: dateField } = collection.fields;
    const date = String((dateField && document[dateField]) || '1970-01-01T00:00:00.000Z');
    // Every seed document has its Arabic (content/ar/), read through its dictionary.
    return {
      ...rowFromDocument(collection, document, { id: seedId(collection, slug), version: 1, now: date }),
      locales: LOCALES,
    };
  });
}
