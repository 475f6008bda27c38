/**
 * The settings an editor edits, in the language it edits: loaded through the store, and loaded again
 * when they change elsewhere (another tab, a publish), unless the owner has unsaved edits.
 */
import { useEffect, useState } from 'react';
import { type Entity, isPublic } from '@/schema-kit/entity';
import type { Locale } from '@/schema-kit/locales';
import type { FormValues } from '../renderer/form-hook';
import { loadInLanguage, type TranslationCount } from './language-bar';
import { useAdminStore } from './store-context';

export interface Loaded {
  values: FormValues;
  version: number;
  locale: Locale;
  /** While editing Arabic: the English values, shown beside each field. */
  english?: FormValues;
  /** The stored value in both languages. */
  stored: unknown;
  /** How much of the entity has its Arabic (public entities with words only). */
  count?: TranslationCount;
}

/** What the mounted form holds: a reload never replaces the owner's edits or the values just saved. */
export interface LiveForm {
  dirty: boolean;
  saving: boolean;
  json: string;
}

export function useLoadedSettings(entity: Entity, locale: Locale, live: { readonly current: LiveForm }) {
  const store = useAdminStore();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [loadError, setLoadError] = useState<string | undefined>();

  useEffect(() => {
    let cancelled = false;
    let sequence = 0;
    const load = () => {
      const mine = ++sequence;
      loadInLanguage(store, entity, locale).then(
        ({ values, english, stored, count }) => {
          if (cancelled || mine !== sequence) return;
          const json = JSON.stringify(values);
          if (json === live.current.json || live.current.dirty) return;
          setLoaded((previous) => ({
            values: values as FormValues,
            version: (previous?.version ?? 0) + 1,
            locale,
            english: english as FormValues | undefined,
            stored,
            count: isPublic(entity) ? count : undefined,
          }));
        },
        (error: unknown) => {
          if (!cancelled) setLoadError(error instanceof Error ? error.message : String(error));
        },
      );
    };
    load();
    const unsubscribe = store.subscribe((key) => {
      if ((key === '*' || key === entity.key) && !live.current.saving) load();
    });
    return () => {
      cancelled = true;
      unsubscribe();
    };
  }, [store, entity, locale, live]);
  return { loaded, loadError };
}
