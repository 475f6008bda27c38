/** Another entity's stored settings for a preview (the header preview needs the branding, …). */
import { useEffect, useState } from 'react';
import { defaultsOf, type Entity, type SettingsOf } from '@/schema-kit/entity';
import { useAdminStore } from '../editor/store-context';

export function useStoredSettings<E extends Entity>(entity: E): SettingsOf<E> {
  const store = useAdminStore();
  const [value, setValue] = useState<SettingsOf<E>>(() => defaultsOf(entity));
  useEffect(() => {
    let cancelled = false;
    const load = () =>
      void store.read(entity).then((next) => {
        if (!cancelled) setValue(next);
      });
    load();
    const unsubscribe = store.subscribe((key) => {
      if (key === '*' || key === entity.key) load();
    });
    return () => {
      cancelled = true;
      unsubscribe();
    };
  }, [store, entity]);
  return value;
}
