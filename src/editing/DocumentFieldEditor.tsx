/**
 * One document's field in the panel (an article, a case study, a service or solution page): the
 * admin's document editor (the same draft, kept in this browser at once and saved online when the
 * owner saves; Publish, Unpublish, Discard Draft and History with the same refusal of a stale
 * publish), in the page's language, showing only the chosen field and the fields beside it
 * (./TargetFields). While the draft differs from the published document, the page shows it
 * (DocumentsStore.preview); after a publish or a discard the page asks for the published version.
 */
import { Loader } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { DocumentEditor } from '@/admin/collections/DocumentEditor';
import type { DocumentFormApi } from '@/admin/collections/document-editor-types';
import { AdminStoreContext } from '@/admin/editor/store-context';
import { type AdminDocument, listDocuments } from '@/admin/publish/document-list';
import { useSettingsStore } from '@/app/use-settings-store';
import { useSupabaseClient } from '@/auth/use-supabase-client';
import type { Collection } from '@/schema-kit/collection';
import type { Locale } from '@/schema-kit/locales';
import type { DocumentsStore } from '@/storage/documents-store';
import { TargetFields } from './TargetFields';
import { useLivePreview } from './use-live-preview';

function DocumentTarget({
  api,
  id,
  path,
  store,
}: {
  api: DocumentFormApi;
  id: string;
  path: string;
  store: DocumentsStore;
}) {
  const { collection, changed } = api;
  useLivePreview(
    changed,
    api.draft,
    (draft) => void store.preview(collection, id, draft as Record<string, unknown>),
    () => store.endPreview(collection, id),
  );
  return (
    <TargetFields
      title={collection.title}
      schema={collection.schema}
      descriptors={api.descriptors}
      values={api.values}
      path={path}
      save={api.save}
      saveLabel="Save Draft"
      saving={api.saving}
      dirty={api.dirty}
    />
  );
}

export function DocumentFieldEditor({
  collection,
  id,
  path,
  locale,
}: {
  collection: Collection;
  id: string;
  path: string;
  locale: Locale;
}) {
  const { documents } = useRouter().options.context;
  const settings = useSettingsStore();
  const client = useSupabaseClient();
  const [store, setStore] = useState<DocumentsStore>();
  // The collection's other documents: a slug one of them uses is refused, as in the admin.
  const [others, setOthers] = useState<readonly AdminDocument[]>([]);
  useEffect(() => {
    let live = true;
    void documents.get().then((loaded) => live && setStore(loaded));
    return () => {
      live = false;
    };
  }, [documents]);
  useEffect(() => {
    if (!client) return;
    let live = true;
    listDocuments(client, collection).then(
      (all) => live && setOthers(all),
      () => undefined, // the slug is checked again when publishing
    );
    return () => {
      live = false;
    };
  }, [client, collection]);

  if (!client || !store || !settings) return <Loader aria-label={`Loading the ${collection.itemName}`} />;
  return (
    // A field may read settings (a reference to the team's members, say), as in the admin.
    <AdminStoreContext.Provider value={settings}>
      <DocumentEditor
        collection={collection}
        client={client}
        id={id}
        others={others}
        initialLocale={locale}
        onClose={() => void store.recheck()}
        onChanged={() => void store.recheck()}
        render={(api) => <DocumentTarget api={api} id={id} path={path} store={store} />}
      />
    </AdminStoreContext.Provider>
  );
}
