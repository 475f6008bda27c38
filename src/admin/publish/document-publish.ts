/**
 * Publish and Unpublish of a document, through supabase-js, with the same rules as settings
 * (publish-client.ts): the schema validates before anything is sent, images are uploaded first, the
 * database refuses a stale publish (409) and only the admin may write. The first publish in a
 * collection seeds it (./document-seeding.ts).
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Collection } from '@/schema-kit/collection';
import { validateForPublish } from '@/schema-kit/publish-rules';
import { rowFromDocument } from '@/storage/document-rows';
import { titleOf } from './document-list';
import { seedCollection, toInsert } from './document-seeding';
import { type ImageUploader, PublishError, publishFailure, replaceImages } from './publish-client';

const subjectOf = (collection: Collection) => `This ${collection.itemName}`;

export class DuplicateSlugError extends Error {
  override readonly name = 'DuplicateSlugError';
}

/** The title of the other document of the collection that has `slug`. */
async function holderOf(client: SupabaseClient, collection: Collection, slug: string): Promise<string> {
  const { data } = await client
    .from('documents')
    .select('fields')
    .eq('collection', collection.key)
    .eq('slug', slug);
  const fields = (data?.[0] as { fields?: Record<string, unknown> } | undefined)?.fields;
  return titleOf(collection, fields) || slug;
}

export const duplicateSlugMessage = (collection: Collection, slug: string, other: string) =>
  `The slug “${slug}” is already used by the ${collection.itemName} “${other}”. Choose another slug; your draft is kept.`;

/**
 * Validates the draft against the schema and the publishing rules, uploads its images and publishes
 * it as `baseVersion + 1`. Returns the document as published (images as URLs).
 */
export async function publishDocument(
  client: SupabaseClient,
  collection: Collection,
  draft: { id: string; value: unknown; baseVersion: number },
  upload: ImageUploader,
): Promise<{ value: Record<string, unknown>; version: number }> {
  const output = validateForPublish(collection, draft.value);
  await seedCollection(client, collection);
  const value = (await replaceImages(output, upload)) as Record<string, unknown>;
  const row = rowFromDocument(collection, value, {
    id: draft.id,
    version: draft.baseVersion + 1,
    now: new Date().toISOString(),
  });
  const { error, status } = await client
    .from('documents')
    .upsert(toInsert(collection, row, 'published'), { onConflict: 'id' });
  if (error?.code === '23505') {
    throw new DuplicateSlugError(
      duplicateSlugMessage(collection, row.slug, await holderOf(client, collection, row.slug)),
    );
  }
  if (error?.code === '23514') {
    throw new PublishError(
      `This ${collection.itemName} is too large to publish (the body may hold at most 256 KB); your draft is kept.`,
    );
  }
  if (error || status === 409)
    throw publishFailure(
      error,
      status,
      `This ${collection.itemName} could not be published`,
      subjectOf(collection),
    );
  const { date } = collection.fields;
  return { value: date ? { ...value, [date]: row.publishedAt } : value, version: row.version };
}

/** Takes a published document off the site (its URL shows the not-found page), as the next version. */
export async function unpublishDocument(
  client: SupabaseClient,
  collection: Collection,
  id: string,
  baseVersion: number,
): Promise<number> {
  await seedCollection(client, collection);
  const { data, error, status } = await client
    .from('documents')
    .update({ status: 'unpublished', version: baseVersion + 1 })
    .eq('id', id)
    .select('version');
  if (error || status === 409)
    throw publishFailure(
      error,
      status,
      `This ${collection.itemName} could not be unpublished`,
      subjectOf(collection),
    );
  if (!data?.length) throw new PublishError(`This ${collection.itemName} is not published.`);
  return baseVersion + 1;
}

/** A new document's id (seed documents have theirs: seedId, src/storage/document-rows.ts). */
export const newDocumentId = (): string => crypto.randomUUID();
