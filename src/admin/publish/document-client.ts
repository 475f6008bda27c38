/**
 * Documents of a collection for the admin, through supabase-js: the list (published rows, drafts
 * and, until the collection is seeded, its seed documents), a document's drafts saved online, and
 * Publish, Unpublish, History. The same rules as settings (publish-client.ts): the schema validates
 * before anything is sent, images are uploaded first, the database refuses a stale publish (409) and
 * only the admin may write. Publishing in a collection that is not seeded yet first puts its seed
 * documents in the database (idempotently), so from then on the database is its only source.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Collection } from '@/schema-kit/collection';
import { LOCALES, type Locale } from '@/schema-kit/locales';
import { combineLocales, englishOf } from '@/schema-kit/localize';
import { validateForPublish } from '@/schema-kit/publish-rules';
import {
  type DocumentRow,
  fullFromRow,
  rowFromDocument,
  seedId,
  seedRows,
  toRow,
} from '@/storage/document-rows';
import { dictionaryFor } from '@/storage/translations';
import {
  type HistoryEntry,
  type ImageUploader,
  PublishError,
  publishFailure,
  replaceImages,
} from './publish-client';

/** Where a document stands for visitors. */
export type DocumentState = 'draft' | 'scheduled' | 'published';

export interface AdminDocument {
  id: string;
  slug: string;
  title: string;
  /** Visitors: nothing (draft: never published, or unpublished), not yet (scheduled), or published. */
  state: DocumentState;
  /** The publish date of the published version, when there is one. */
  publishedAt?: string;
  /** The published version (0: never published; seeds count as version 1). */
  version: number;
  /** A seed document that is not in the database yet. */
  seed: boolean;
  /** The languages its published version is in (none when it was never published). */
  languages?: readonly Locale[];
  /** A draft saved online, when there is one. */
  draft?: { updatedAt: string; title: string };
}

export interface SavedDraft {
  id: string;
  value: Record<string, unknown>;
  baseVersion: number;
  revision: number;
  updatedAt: string;
}

export class StaleDraftError extends Error {
  override readonly name = 'StaleDraftError';
  constructor() {
    super(
      'This draft was changed on another device since this page loaded it, so it was not saved online. Your typing is kept in this browser. Reload the draft to continue from the newer one.',
    );
  }
}

const subjectOf = (collection: Collection) => `This ${collection.itemName}`;

const LIST_COLUMNS = 'id, slug, status, published_at, version, updated_at, words, fields, locales';

const stateOf = (row: { status?: unknown; publishedAt: string }, now = Date.now()): DocumentState =>
  row.status === 'unpublished' ? 'draft' : Date.parse(row.publishedAt) > now ? 'scheduled' : 'published';

const titleOf = (collection: Collection, value: Record<string, unknown> | undefined) => {
  const title = englishOf(value?.[collection.fields.title]);
  return typeof title === 'string' ? title : '';
};

/**
 * A row as the form edits it, in both languages: its English, and its Arabic (`{ en, ar }` on each
 * translated field), including a seed document's Arabic from its dictionary, so editing and
 * publishing it keeps the Arabic page it has.
 */
export async function documentInLanguages(
  collection: Collection,
  row: DocumentRow,
): Promise<Record<string, unknown>> {
  const key = `${collection.key}/${row.slug}`;
  const [fields, body] = await Promise.all([dictionaryFor('ar', key), dictionaryFor('ar', `${key}.body`)]);
  const en = fullFromRow(collection, row).data;
  const ar = fullFromRow(collection, row, { locale: 'ar', dictionary: { ...fields, ...body } }).data;
  return combineLocales(collection.schema, { en, ar }) as Record<string, unknown>;
}

/** Whether the collection has been seeded in the database. */
export async function isSeeded(client: SupabaseClient, collection: Collection): Promise<boolean> {
  const { data, error } = await client.from('collections').select('key').eq('key', collection.key);
  if (error) throw new PublishError(`The ${collection.title} could not be loaded: ${error.message}`);
  return (data ?? []).length > 0;
}

/** Every document of the collection as the admin sees it, with its online draft. */
export async function listDocuments(
  client: SupabaseClient,
  collection: Collection,
): Promise<AdminDocument[]> {
  const [seeded, rows, drafts] = await Promise.all([
    isSeeded(client, collection),
    client.from('documents').select(LIST_COLUMNS).eq('collection', collection.key),
    client.from('document_drafts').select('id, value, updated_at').eq('collection', collection.key),
  ]);
  const failed = rows.error ?? drafts.error;
  if (failed) throw new PublishError(`The ${collection.title} could not be loaded: ${failed.message}`);
  const documents = new Map<string, AdminDocument>();
  const published = (rows.data ?? []).flatMap((raw) => {
    const row = toRow(raw);
    return row ? [{ row, status: (raw as { status?: unknown }).status }] : [];
  });
  if (!seeded) {
    for (const row of await seedRows(collection)) published.push({ row, status: 'published' });
  }
  for (const { row, status } of published) {
    if (documents.has(row.id)) continue;
    documents.set(row.id, {
      id: row.id,
      slug: row.slug,
      title: titleOf(collection, row.fields),
      state: stateOf({ status, publishedAt: row.publishedAt }),
      publishedAt: row.publishedAt,
      version: row.version,
      seed: !seeded,
      languages: row.locales ?? LOCALES,
    });
  }
  for (const raw of drafts.data ?? []) {
    const draft = raw as { id: string; value: Record<string, unknown>; updated_at: string };
    const title = titleOf(collection, draft.value);
    const known = documents.get(draft.id);
    if (known) known.draft = { updatedAt: draft.updated_at, title };
    else {
      const slug = draft.value?.[collection.fields.slug];
      documents.set(draft.id, {
        id: draft.id,
        slug: typeof slug === 'string' ? slug : '',
        title,
        state: 'draft',
        version: 0,
        seed: false,
        draft: { updatedAt: draft.updated_at, title },
      });
    }
  }
  return [...documents.values()];
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
  if (await isSeeded(client, collection)) return undefined;
  const seed = (await seedRows(collection)).find((candidate) => candidate.id === id);
  return seed
    ? { value: await documentInLanguages(collection, seed), version: 1, state: 'published' }
    : undefined;
}

export async function loadDraft(client: SupabaseClient, id: string): Promise<SavedDraft | undefined> {
  const { data, error } = await client
    .from('document_drafts')
    .select('id, value, base_version, revision, updated_at')
    .eq('id', id);
  if (error) throw new PublishError(`The draft could not be loaded: ${error.message}`);
  const row = data?.[0] as
    | {
        id: string;
        value: Record<string, unknown>;
        base_version: number;
        revision: number;
        updated_at: string;
      }
    | undefined;
  return row
    ? {
        id: row.id,
        value: row.value,
        baseVersion: row.base_version,
        revision: row.revision,
        updatedAt: row.updated_at,
      }
    : undefined;
}

/**
 * Saves the draft online as `revision` (1 for a new draft, else one more than the one loaded); a
 * draft changed on another device in between is refused (StaleDraftError).
 */
export async function saveDraft(
  client: SupabaseClient,
  collection: Collection,
  draft: { id: string; value: Record<string, unknown>; baseVersion: number; revision: number },
): Promise<{ updatedAt: string }> {
  const { data, error, status } = await client
    .from('document_drafts')
    .upsert(
      {
        id: draft.id,
        collection: collection.key,
        value: draft.value,
        base_version: draft.baseVersion,
        revision: draft.revision,
      },
      { onConflict: 'id' },
    )
    .select('updated_at')
    .single();
  if (status === 409 || error?.code === 'PT409') throw new StaleDraftError();
  if (error) {
    const tooBig = error.code === '23514';
    if (tooBig)
      throw new PublishError(
        'This draft is too large to save online (1 MB at most). It is kept in this browser; shorten the body.',
      );
    throw publishFailure(error, status, 'The draft could not be saved online');
  }
  return { updatedAt: (data as { updated_at: string }).updated_at };
}

export async function deleteDraft(client: SupabaseClient, id: string): Promise<void> {
  const { error } = await client.from('document_drafts').delete().eq('id', id);
  if (error) throw new PublishError(`The draft could not be removed: ${error.message}`);
}

/**
 * Puts the collection's seed documents in the database (those not there yet), then marks the
 * collection seeded. Safe to repeat: each step leaves what is there.
 */
export async function seedCollection(client: SupabaseClient, collection: Collection): Promise<void> {
  if (await isSeeded(client, collection)) return;
  const rows = (await seedRows(collection)).map((row) => toInsert(collection, row, 'published'));
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

const toInsert = (collection: Collection, row: DocumentRow, status: 'published' | 'unpublished') => ({
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

/** A new document's id (seed documents have theirs: seedId). */
export const newDocumentId = (): string => crypto.randomUUID();
export { seedId };
