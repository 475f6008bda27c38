/**
 * A document as the database stores it (a row of public.documents), and how one is read from JSON:
 * what checking a page's documents needs, without the listing question or any schema.
 */
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
