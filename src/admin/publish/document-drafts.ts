/**
 * A document's draft saved online (document_drafts), through supabase-js: loaded, saved as the next
 * revision (a draft changed on another device in between is refused), removed.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Collection } from '@/schema-kit/collection';
import { PublishError, publishFailure } from './publish-client';

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
