/**
 * Where stored images are referred to, for the media clean-up: each source hands over values (any
 * JSON) whose strings are read for image addresses (`idb:` references and public site-media URLs).
 * A new kind of content that holds images is one more entry in `referenceSources`, e.g. collections'
 * documents:
 *
 *   { label: 'Articles', kind: 'live', values: async ({ client }) =>
 *       (await client.from('documents').select('published, draft')).data ?? [] }
 *
 * 'live' references (what visitors see, drafts, unsaved uploads) are never removed; 'history' ones
 * (earlier published versions, which Restore brings back) are removed only when the owner asks.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Entity } from '@/schema-kit/entity';
import type { SettingsStore } from '@/storage/settings-store';
import { sessionUploads } from '../images/session-uploads';
import { fetchPublished } from '../publish/publish-client';

export interface ReferenceContext {
  client: SupabaseClient;
  store: SettingsStore;
  entities: readonly Entity[];
}

export interface ReferenceSource {
  /** What the source is, as the owner would say it. */
  label: string;
  kind: 'live' | 'history';
  /** Values whose strings may be image addresses. Throwing stops the clean-up (nothing is removed). */
  values(context: ReferenceContext): Promise<unknown[]>;
}

const failed = (what: string, message: string) => new Error(`${what} could not be read: ${message}`);

export const publishedSettings: ReferenceSource = {
  label: 'Published settings',
  kind: 'live',
  values: async ({ client }) => (await fetchPublished(client)).map((row) => row.value),
};

export const browserDrafts: ReferenceSource = {
  label: 'Drafts in this browser',
  kind: 'live',
  values: async ({ store, entities }) => {
    const drafts: unknown[] = [];
    for (const entity of entities) if (await store.hasDraft(entity)) drafts.push(await store.read(entity));
    return drafts;
  },
};

export const unsavedUploads: ReferenceSource = {
  label: 'Images chosen in forms not yet saved',
  kind: 'live',
  values: async () => sessionUploads(),
};

export const settingsHistory: ReferenceSource = {
  label: 'Earlier published versions',
  kind: 'history',
  values: async ({ client }) => {
    const { data, error } = await client.from('site_settings_versions').select('value');
    if (error) throw failed('The published versions', error.message);
    return (data as { value: unknown }[]).map((row) => row.value);
  },
};

/** Every source of image references. Add a source here; nothing else needs to change. */
export const referenceSources: ReferenceSource[] = [
  publishedSettings,
  browserDrafts,
  unsavedUploads,
  settingsHistory,
];
