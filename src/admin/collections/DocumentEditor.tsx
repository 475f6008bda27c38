/**
 * One document of a collection, edited with the generic form renderer (the schema's fields, the
 * rich-text body among them): what the form starts from. The published version, the draft saved
 * online and this browser's unsaved copy are loaded and the newest is chosen, so a reload, a lost
 * connection or another device loses nothing; the form itself is ./DocumentForm.tsx.
 */
import { Alert, Loader } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import type { Collection } from '@/schema-kit/collection';
import { startsFromTitle } from '@/schema-kit/follow-title';
import { loadDraft } from '../publish/document-drafts';
import { loadPublished } from '../publish/document-versions';
import { describeSchema } from '../renderer/describe-schema';
import type { FormValues } from '../renderer/form-hook';
import { DocumentForm } from './DocumentForm';
import type { DocumentEditorProps, Loaded } from './document-editor-types';
import { readLocalDraft } from './local-drafts';

export type { DocumentEditorProps } from './document-editor-types';

/** A new document: the schema's defaults, with an empty title for the owner to type (what follows it too). */
const defaultsFor = (collection: Collection): FormValues =>
  startsFromTitle(
    collection,
    Object.fromEntries(describeSchema(collection.schema).map((field) => [field.key, field.defaultValue])),
  ) as FormValues;

export function DocumentEditor(props: DocumentEditorProps) {
  const { collection, client, id } = props;
  const [loaded, setLoaded] = useState<Loaded>();
  const [failed, setFailed] = useState<string>();

  const load = useCallback(
    (prefer?: 'online') => {
      setFailed(undefined);
      Promise.all([loadPublished(client, collection, id), loadDraft(client, id)]).then(
        ([published, online]) => {
          const local = readLocalDraft(id);
          const base = published?.version ?? 0;
          let next: Omit<Loaded, 'key' | 'locale'>;
          const newerOnline = online && local && online.revision > local.revision;
          if (local && !local.online && !newerOnline && prefer !== 'online') {
            next = {
              value: local.value,
              published,
              baseVersion: local.baseVersion,
              revision: online?.revision ?? 0,
              unsaved: true,
            };
          } else if (online) {
            next = {
              value: online.value,
              published,
              baseVersion: online.baseVersion,
              revision: online.revision,
              unsaved: false,
              // This browser's unsaved copy is offered back, never dropped.
              setAside:
                local && !local.online && JSON.stringify(local.value) !== JSON.stringify(online.value)
                  ? local.value
                  : undefined,
            };
          } else {
            next = {
              value: published?.value ?? defaultsFor(collection),
              published,
              baseVersion: base,
              revision: 0,
              unsaved: false,
            };
          }
          setLoaded((previous) => ({
            ...next,
            locale: previous?.locale ?? props.initialLocale ?? 'en',
            key: (previous?.key ?? 0) + 1,
          }));
        },
        (error: unknown) => setFailed(error instanceof Error ? error.message : String(error)),
      );
    },
    [client, collection, id, props.initialLocale],
  );
  useEffect(() => load(), [load]);

  if (failed) {
    return (
      <Alert color="red" title={`This ${collection.itemName} could not be loaded`} role="alert">
        {failed}
      </Alert>
    );
  }
  if (!loaded) return <Loader aria-label={`Loading the ${collection.itemName}`} />;
  return (
    <DocumentForm
      key={loaded.key}
      {...props}
      loaded={loaded}
      reload={load}
      restore={(value) =>
        setLoaded((previous) =>
          previous
            ? { ...previous, value, unsaved: true, setAside: undefined, key: previous.key + 1 }
            : previous,
        )
      }
      switchLocale={(locale, state) =>
        setLoaded((previous) =>
          previous ? { ...previous, ...state, locale, setAside: undefined, key: previous.key + 1 } : previous,
        )
      }
    />
  );
}
