/**
 * Where stored images are referred to, for the media clean-up: each source hands over values (any
 * JSON) whose strings are read for image addresses (`idb:` references and public site-media URLs).
 * A new kind of content that holds images is one more entry in `referenceSources` (the collections'
 * documents, their drafts and history are three).
 *
 * 'live' references (what visitors see, drafts, unsaved uploads) are never removed; 'history' ones
 * (earlier published versions, which Restore brings back) are removed only when the owner asks.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Entity } from '@/schema-kit/entity';
import type { SettingsStore } from '@/storage/settings-store';
import { allLocalDrafts } from '../collections/local-drafts';
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
    for (const entity of entities)
      if (await store.holdsLocalValue(entity)) drafts.push(await store.read(entity));
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

/** Documents of the collections as the database holds them (visitors' or not yet), and their drafts. */
export const documents: ReferenceSource = {
  label: 'Articles, case studies and their drafts',
  kind: 'live',
  values: async ({ client }) => {
    const [rows, drafts] = await Promise.all([
      client.from('documents').select('fields, body'),
      client.from('document_drafts').select('value'),
    ]);
    const error = rows.error ?? drafts.error;
    if (error) throw failed('The documents', error.message);
    return [...(rows.data ?? []), ...(drafts.data ?? []).map((row) => (row as { value: unknown }).value)];
  },
};

export const browserDocumentDrafts: ReferenceSource = {
  label: 'Document drafts in this browser',
  kind: 'live',
  values: async () => allLocalDrafts().map((draft) => draft.value),
};

export const documentsHistory: ReferenceSource = {
  label: 'Earlier published versions of documents',
  kind: 'history',
  values: async ({ client }) => {
    const { data, error } = await client.from('document_versions').select('fields, body');
    if (error) throw failed('The documents’ published versions', error.message);
    return data ?? [];
  },
};

/** Every source of image references. Add a source here; nothing else needs to change. */
export const referenceSources: ReferenceSource[] = [
  publishedSettings,
  browserDrafts,
  unsavedUploads,
  settingsHistory,
  documents,
  browserDocumentDrafts,
  documentsHistory,
];
