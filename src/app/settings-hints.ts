/**
 * Cheap signs, read without the settings store, that a page must load it after all: this browser
 * holds a draft of a public entity (the registry's keys under the product's prefix), or a published
 * setting the page read differs from the one it was built with.
 */
import { publicEntityKeys } from '@/schema-kit/entity-keys';
import { PRODUCT_PREFIX } from '@/storage/settings-source';
import type { PublishedSetting } from '@/storage/settings-store';

/** Is a public entity's value stored in this browser? The store decides whether it is a draft. */
export function holdsEntityValue(storage: Storage = localStorage): boolean {
  try {
    for (let index = 0; index < storage.length; index++) {
      const key = storage.key(index);
      if (key?.startsWith(PRODUCT_PREFIX) && publicEntityKeys.includes(key.slice(PRODUCT_PREFIX.length))) {
        return true;
      }
    }
  } catch {
    // Storage blocked: nothing can be held in it.
  }
  return false;
}

/** The keys whose published version differs between two lists (published, unpublished or newer). */
export function publishedChanges(
  before: readonly PublishedSetting[],
  after: readonly PublishedSetting[],
): string[] {
  const versions = new Map(before.map((row) => [row.key, row.version]));
  const changed = new Set(after.filter((row) => versions.get(row.key) !== row.version).map((row) => row.key));
  const now = new Set(after.map((row) => row.key));
  for (const key of versions.keys()) if (!now.has(key)) changed.add(key);
  return [...changed];
}
