/**
 * One entity's field in the panel: the admin's publish controls (Publish, Discard Draft, History,
 * with the same refusal of a stale publish) and its editor (EntityEditor: the same form, validation,
 * draft and save message as the admin's tab), in the page's language, showing only the chosen field
 * and the fields beside it (./TargetFields). While the form differs from what is stored, the pages
 * show it (SettingsStore.preview); Save writes the draft the admin writes.
 */
import { type EditorApi, EntityEditor } from '@/admin/editor/EntityEditor';
import { AdminStoreContext, useAdminStore } from '@/admin/editor/store-context';
import { PublishControls } from '@/admin/publish/PublishControls';
import { useSettingsStore } from '@/app/use-settings-store';
import { useSupabaseClient } from '@/auth/use-supabase-client';
import type { PublicEntity } from '@/schema-kit/entity';
import type { Locale } from '@/schema-kit/locales';
import { TargetFields } from './TargetFields';
import { useLivePreview } from './use-live-preview';

function EntityTarget({ api, path }: { api: EditorApi<PublicEntity>; path: string }) {
  const store = useAdminStore();
  const { entity, dirty, locale } = api;
  useLivePreview(
    dirty,
    api.values,
    (value) => void store.preview(entity, value, locale),
    () => store.endPreview(entity.key),
  );
  return (
    <TargetFields
      title={entity.title}
      schema={entity.schema}
      descriptors={api.descriptors}
      values={api.values}
      path={path}
      save={() => void api.save()}
      saveLabel={entity.admin?.saveLabel ?? 'Save Changes'}
      saving={api.saving}
      dirty={dirty}
    />
  );
}

export function FieldEditor({
  entity,
  path,
  locale,
}: {
  entity: PublicEntity;
  path: string;
  locale: Locale;
}) {
  const store = useSettingsStore();
  const client = useSupabaseClient();
  if (!store) return null;
  return (
    <AdminStoreContext.Provider value={store}>
      <PublishControls entity={entity} store={store} client={client} />
      <EntityEditor
        entity={entity}
        initialLocale={locale}
        preview={undefined}
        render={(api) => <EntityTarget api={api} path={path} />}
      />
    </AdminStoreContext.Provider>
  );
}
