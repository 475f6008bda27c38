/** The stored images the clean-up looks at and removes: the site-media bucket and this browser's IndexedDB. */
import type { SupabaseClient } from '@supabase/supabase-js';
import { binaryRefs, deleteBinary, getBinary } from '@/storage/binary-store';
import { MEDIA_BUCKET } from '../publish/media-upload';
import type { StoredObject } from './cleanup-plan';

const PAGE = 100;

/** Every object in site-media (page by page). */
export async function listMedia(client: SupabaseClient): Promise<StoredObject[]> {
  const all: StoredObject[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const { data, error } = await client.storage
      .from(MEDIA_BUCKET)
      .list('', { limit: PAGE, offset, sortBy: { column: 'name', order: 'asc' } });
    if (error) throw new Error(`The stored images could not be listed: ${error.message}`);
    for (const item of data ?? []) {
      // Folders come back without an id; objects carry their size in metadata.
      if (item.id) all.push({ name: item.name, size: Number(item.metadata?.size ?? 0) });
    }
    if (!data || data.length < PAGE) return all;
  }
}

export async function removeMedia(client: SupabaseClient, names: readonly string[]): Promise<void> {
  for (let index = 0; index < names.length; index += PAGE) {
    const { error } = await client.storage.from(MEDIA_BUCKET).remove(names.slice(index, index + PAGE));
    if (error) throw new Error(`Some images could not be removed: ${error.message}`);
  }
}

/** This browser's stored images with their sizes. */
export async function listLocal(): Promise<StoredObject[]> {
  const refs = await binaryRefs();
  return Promise.all(refs.map(async (name) => ({ name, size: (await getBinary(name))?.size ?? 0 })));
}

export async function removeLocal(refs: readonly string[]): Promise<void> {
  for (const ref of refs) await deleteBinary(ref);
}
