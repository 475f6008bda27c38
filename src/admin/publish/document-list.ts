/**
 * Every document of a collection as the admin lists it, through supabase-js: its published rows (a
 * seed's, until the collection is seeded), where each stands for visitors, and its draft saved online.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Collection } from '@/schema-kit/collection';
import { LOCALES, type Locale } from '@/schema-kit/locales';
import { englishOf } from '@/schema-kit/localize';
import { seedRows, seedsUnlessSeeded, toRow } from '@/storage/document-rows';
import { isSeeded } from './document-seeding';
import { PublishError } from './publish-client';

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

export const LIST_COLUMNS = 'id, slug, status, published_at, version, updated_at, words, fields, locales';

export const stateOf = (row: { status?: unknown; publishedAt: string }, now = Date.now()): DocumentState =>
  row.status === 'unpublished' ? 'draft' : Date.parse(row.publishedAt) > now ? 'scheduled' : 'published';

export const titleOf = (collection: Collection, value: Record<string, unknown> | undefined) => {
  const title = englishOf(value?.[collection.fields.title]);
  return typeof title === 'string' ? title : '';
};

/** Every document of the collection as the admin sees it, with its online draft. */
export async function listDocuments(
  client: SupabaseClient,
  collection: Collection,
): Promise<AdminDocument[]> {
  const [seeds, rows, drafts] = await Promise.all([
    seedsUnlessSeeded(isSeeded(client, collection), () => seedRows(collection)),
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
  for (const row of seeds ?? []) published.push({ row, status: 'published' });
  for (const { row, status } of published) {
    if (documents.has(row.id)) continue;
    documents.set(row.id, {
      id: row.id,
      slug: row.slug,
      title: titleOf(collection, row.fields),
      state: stateOf({ status, publishedAt: row.publishedAt }),
      publishedAt: row.publishedAt,
      version: row.version,
      seed: seeds !== undefined,
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
