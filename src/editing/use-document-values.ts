/**
 * The published values of the documents a page marks, in the page's language, for naming their
 * fields in 'Fields on this page' and the hover label (a list item by its summary): each is loaded
 * the first time one of its marks is named, with the admin's own reading of a document.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { useCallback, useRef, useState } from 'react';
import { loadPublished } from '@/admin/publish/document-versions';
import type { Locale } from '@/schema-kit/locales';
import { localize } from '@/schema-kit/localize';
import type { EditTarget } from './edit-targets';

type DocumentTarget = Extract<EditTarget, { kind: 'document' }>;

export function useDocumentValues(
  client: SupabaseClient | undefined,
  locale: Locale,
): (target: DocumentTarget) => unknown {
  const [values, setValues] = useState<Record<string, unknown>>({});
  const asked = useRef(new Set<string>());
  return useCallback(
    (target: DocumentTarget) => {
      if (client && !asked.current.has(target.key)) {
        asked.current.add(target.key);
        loadPublished(client, target.collection, target.id).then(
          (published) =>
            published &&
            setValues((current) => ({
              ...current,
              [target.key]: localize(target.schema, published.value, locale).value,
            })),
          () => undefined, // its fields are named by their paths
        );
      }
      return values[target.key];
    },
    [client, locale, values],
  );
}
