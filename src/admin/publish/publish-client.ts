/**
 * Publishing through supabase-js (admin only): read the published rows, publish one entity's value
 * as the next version, list its history. Uploaded images (`idb:` references: every processed size)
 * are uploaded first (media-upload.ts) and replaced by their public URLs, so a published value never
 * holds an `idb:` reference. The database refuses a stale publish (HTTP 409, see the site_settings
 * migration); that becomes a StalePublishError with a message for the owner.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { PublicEntity } from '@/schema-kit/entity';
import { mapStrings } from '@/schema-kit/json-strings';
import { validateSettings } from '@/schema-kit/validate';
import { isBinaryRef } from '@/storage/binary-ref';
import type { PublishedSetting } from '@/storage/settings-store';

export class StalePublishError extends Error {
  override readonly name = 'StalePublishError';
  /** `subject`: what was published elsewhere ('These settings', 'This article'). */
  constructor(subject = 'These settings') {
    super(
      `${subject} ${subject.startsWith('These') ? 'were' : 'was'} published from another tab or device since your draft was made, so nothing was published. Your draft is kept. Open History to compare, or Discard Draft to load the published version.`,
    );
  }
}

export class PublishError extends Error {
  override readonly name = 'PublishError';
}

/**
 * The error for a write the database refused: a stale version (409), a caller who may not publish,
 * or anything else, with `doing` ('These settings could not be published') before its message.
 */
export function publishFailure(
  error: { code?: string; message: string } | null,
  status: number,
  doing: string,
  subject?: string,
): Error {
  if (status === 409 || error?.code === 'PT409') return new StalePublishError(subject);
  const denied = status === 401 || status === 403 || error?.code === '42501';
  return new PublishError(
    denied
      ? 'Only the site owner may publish. Sign in again with the admin address.'
      : `${doing}: ${error?.message ?? `HTTP ${status}`}`,
  );
}

interface Row {
  key: string;
  value: unknown;
  version: number;
  updated_at: string;
}

const toSetting = (row: Row): PublishedSetting => ({
  key: row.key,
  value: row.value,
  version: row.version,
  updatedAt: row.updated_at,
});

export async function fetchPublished(client: SupabaseClient): Promise<PublishedSetting[]> {
  const { data, error } = await client.from('site_settings').select('key, value, version, updated_at');
  if (error) throw new PublishError(`The published settings could not be loaded: ${error.message}`);
  return (data as Row[]).map(toSetting);
}

export interface HistoryEntry {
  version: number;
  value: unknown;
  publishedAt: string;
  /** A word on the version ('unpublished'), shown beside its number. */
  note?: string;
}

export async function fetchHistory(client: SupabaseClient, key: string): Promise<HistoryEntry[]> {
  const { data, error } = await client
    .from('site_settings_versions')
    .select('version, value, published_at')
    .eq('key', key)
    .order('version', { ascending: false })
    .limit(50);
  if (error) throw new PublishError(`The history could not be loaded: ${error.message}`);
  return (data as { version: number; value: unknown; published_at: string }[]).map((row) => ({
    version: row.version,
    value: row.value,
    publishedAt: row.published_at,
  }));
}

/** Turns an uploaded image reference into a public URL (uploading it): `mediaUploader` (media-upload.ts). */
export type ImageUploader = (ref: string) => Promise<string>;

/** Every `idb:` address in the value replaced by its public URL; each image uploaded once. */
export function replaceImages(value: unknown, upload: ImageUploader): Promise<unknown> {
  const uploads = new Map<string, Promise<string>>();
  return mapStrings(value, async (text) => {
    if (!isBinaryRef(text)) return text;
    let url = uploads.get(text);
    if (!url) {
      url = upload(text);
      uploads.set(text, url);
    }
    return url;
  });
}

/**
 * Validates `value` (the stored value, in every language it holds) against the entity's schema,
 * in each language, uploads its images and publishes it, both languages, as
 * `baseVersion + 1` (baseVersion 0: never published). Returns the published row and the value as
 * published (images as URLs), which the caller keeps as its local copy.
 */
export async function publishValue(
  client: SupabaseClient,
  entity: PublicEntity,
  value: unknown,
  baseVersion: number,
  upload: ImageUploader,
): Promise<{ published: PublishedSetting; value: unknown }> {
  const valid = validateSettings(entity, value);
  const withUrls = await replaceImages(valid, upload);
  const { data, error, status } = await client
    .from('site_settings')
    .upsert({ key: entity.key, value: withUrls, version: baseVersion + 1 }, { onConflict: 'key' })
    .select('key, value, version, updated_at')
    .single();
  if (error || status === 409) throw publishFailure(error, status, 'These settings could not be published');
  return { published: toSetting(data as Row), value: withUrls };
}
