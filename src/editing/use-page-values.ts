/**
 * The current values of the entities public pages mark, as the pages read them, for naming their
 * fields in 'Fields on this page' (a list item by its summary). Read again when the store changes.
 */
import { useEffect, useState } from 'react';
import { isPublic } from '@/schema-kit/entity';
import { entities } from '@/schema-kit/registry';
import type { SettingsStore } from '@/storage/settings-store';

export function usePageValues(store: SettingsStore, active: boolean): Record<string, unknown> {
  const [values, setValues] = useState<Record<string, unknown>>({});
  useEffect(() => {
    if (!active) return;
    let live = true;
    const keys = () =>
      new Set(
        Array.from(document.querySelectorAll('[data-edit]')).flatMap((element) =>
          (element.getAttribute('data-edit') ?? '').split(/\s+/).map((token) => token.split(':')[0]),
        ),
      );
    const load = async () => {
      const wanted = keys();
      const read = await Promise.all(
        entities
          .filter((entity) => isPublic(entity) && wanted.has(entity.key))
          .map(async (entity) => [entity.key, await store.read(entity)] as const),
      );
      if (live) setValues(Object.fromEntries(read));
    };
    void load();
    const unsubscribe = store.subscribe(() => void load());
    return () => {
      live = false;
      unsubscribe();
    };
  }, [store, active]);
  return values;
}
