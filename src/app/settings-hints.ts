/**
 * Cheap signs, read without the settings store, that a page must load it after all: this browser
 * holds a draft of a public entity (the registry's keys under the product's prefix), or the
 * published settings differ from those the page was built with.
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

/** Do two lists of published settings differ in a key or a version? */
export function publishedDiffer(a: readonly PublishedSetting[], b: readonly PublishedSetting[]): boolean {
  if (a.length !== b.length) return true;
  const versions = new Map(a.map((row) => [row.key, row.version]));
  return b.some((row) => versions.get(row.key) !== row.version);
}
