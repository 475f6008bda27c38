/**
 * A collection's seed documents stand in for it until it is seeded in the database: the first
 * publish in it puts them there (idempotently), and from then on the database is its only source.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Collection } from '@/schema-kit/collection';
import { type DocumentRow, seedRows, seedsUnlessSeeded } from '@/storage/document-rows';
import { PublishError, publishFailure } from './publish-client';

/** Whether the collection has been seeded in the database. */
export async function isSeeded(client: SupabaseClient, collection: Collection): Promise<boolean> {
  const { data, error } = await client.from('collections').select('key').eq('key', collection.key);
  if (error) throw new PublishError(`The ${collection.title} could not be loaded: ${error.message}`);
  return (data ?? []).length > 0;
}

/**
 * Puts the collection's seed documents in the database (those not there yet), then marks the
 * collection seeded. Safe to repeat: each step leaves what is there.
 */
export async function seedCollection(client: SupabaseClient, collection: Collection): Promise<void> {
  const seeds = await seedsUnlessSeeded(isSeeded(client, collection), () => seedRows(collection));
  if (!seeds) return;
  const rows = seeds.map((row) => toInsert(collection, row, 'published'));
  const inserted = await client.from('documents').upsert(rows, { onConflict: 'id', ignoreDuplicates: true });
  if (inserted.error)
    throw publishFailure(
      inserted.error,
      inserted.status,
      `The default ${collection.title} could not be stored`,
    );
  const marked = await client
    .from('collections')
    .upsert({ key: collection.key }, { onConflict: 'key', ignoreDuplicates: true });
  if (marked.error)
    throw publishFailure(marked.error, marked.status, `The default ${collection.title} could not be stored`);
}

export const toInsert = (collection: Collection, row: DocumentRow, status: 'published' | 'unpublished') => ({
  id: row.id,
  collection: collection.key,
  slug: row.slug,
  status,
  published_at: row.publishedAt,
  version: row.version,
  fields: row.fields,
  body: row.body,
  words: row.words,
  locales: row.locales,
});
