/**
 * The current values of the public entities (any page may mark them), as the pages read them, for
 * naming their fields in 'Fields on this page' and the hover label (a list item by its summary).
 * An entity is read again when the store announces it.
 */
import { useEffect, useState } from 'react';
import { type Entity, isPublic } from '@/schema-kit/entity';
import { entities } from '@/schema-kit/registry';
import type { SettingsStore } from '@/storage/settings-store';

export function usePageValues(store: SettingsStore | undefined): Record<string, unknown> {
  const [values, setValues] = useState<Record<string, unknown>>({});
  useEffect(() => {
    if (!store) return;
    let live = true;
    const load = async (which: Entity[]) => {
      const read = await Promise.all(
        which.map(async (entity) => [entity.key, await store.read(entity)] as const),
      );
      if (live) setValues((current) => ({ ...current, ...Object.fromEntries(read) }));
    };
    const all = entities.filter(isPublic);
    void load(all);
    const unsubscribe = store.subscribe(
      (key) => void load(key === '*' ? all : all.filter((entity) => entity.key === key)),
    );
    return () => {
      live = false;
      unsubscribe();
    };
  }, [store]);
  return values;
}
