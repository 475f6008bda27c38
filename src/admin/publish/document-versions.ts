/**
 * A document's published versions as the admin's form edits them, in every language: the one
 * published now (a seed's, until the collection is seeded) and the history of earlier ones.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Collection } from '@/schema-kit/collection';
import { TRANSLATIONS } from '@/schema-kit/locales';
import { combineLocales } from '@/schema-kit/localize';
import { type DocumentRow, fullFromRow, seedRows, seedsUnlessSeeded, toRow } from '@/storage/document-rows';
import { dictionaryFor } from '@/storage/translations';
import { type DocumentState, LIST_COLUMNS, stateOf } from './document-list';
import { isSeeded } from './document-seeding';
import { type HistoryEntry, PublishError } from './publish-client';

/**
 * A row as the form edits it, in every language: its English, and each translation (`{ en, ar }` on
 * each translated field), including a seed document's from its dictionaries, so editing and
 * publishing it keeps the pages it has in other languages.
 */
export async function documentInLanguages(
  collection: Collection,
  row: DocumentRow,
): Promise<Record<string, unknown>> {
  const key = `${collection.key}/${row.slug}`;
  const translations = await Promise.all(
    TRANSLATIONS.map(async (locale) => {
      const [fields, body] = await Promise.all([
        dictionaryFor(locale, key),
        dictionaryFor(locale, `${key}.body`),
      ]);
      return [
        locale,
        fullFromRow(collection, row, { locale, dictionary: { ...fields, ...body } }).data,
      ] as const;
    }),
  );
  const en = fullFromRow(collection, row).data;
  return combineLocales(collection.schema, { ...Object.fromEntries(translations), en }) as Record<
    string,
    unknown
  >;
}

/** The published version of a document (a seed's, until seeded), as the form edits it; or undefined. */
export async function loadPublished(
  client: SupabaseClient,
  collection: Collection,
  id: string,
): Promise<{ value: Record<string, unknown>; version: number; state: DocumentState } | undefined> {
  const { data, error } = await client
    .from('documents')
    .select(`${LIST_COLUMNS}, body`)
    .eq('collection', collection.key)
    .eq('id', id);
  if (error) throw new PublishError(`This ${collection.itemName} could not be loaded: ${error.message}`);
  const raw = data?.[0];
  const row = raw ? toRow(raw) : undefined;
  if (row) {
    return {
      value: await documentInLanguages(collection, row),
      version: row.version,
      state: stateOf({ status: (raw as { status?: unknown }).status, publishedAt: row.publishedAt }),
    };
  }
  const seeds = await seedsUnlessSeeded(isSeeded(client, collection), () => seedRows(collection));
  const seed = seeds?.find((candidate) => candidate.id === id);
  return seed
    ? { value: await documentInLanguages(collection, seed), version: 1, state: 'published' }
    : undefined;
}

export async function fetchDocumentHistory(
  client: SupabaseClient,
  collection: Collection,
  id: string,
): Promise<HistoryEntry[]> {
  const { data, error } = await client
    .from('document_versions')
    .select('document_id, slug, status, published_at, version, fields, body, recorded_at')
    .eq('document_id', id)
    .order('version', { ascending: false })
    .limit(50);
  if (error) throw new PublishError(`The history could not be loaded: ${error.message}`);
  return Promise.all(
    (data ?? []).map(async (raw) => {
      const entry = raw as {
        slug: string;
        status: string;
        published_at: string;
        version: number;
        fields: Record<string, unknown>;
        body: unknown;
        recorded_at: string;
      };
      const row: DocumentRow = {
        id,
        slug: entry.slug,
        publishedAt: entry.published_at,
        version: entry.version,
        updatedAt: entry.recorded_at,
        words: 0,
        fields: entry.fields,
        body: entry.body,
      };
      return {
        version: entry.version,
        value: await documentInLanguages(collection, row),
        publishedAt: entry.recorded_at,
        note: entry.status === 'unpublished' ? 'unpublished' : undefined,
      };
    }),
  );
}
