/**
 * One entity's field in the panel: the admin's publish controls (Publish, Discard Draft, History,
 * with the same refusal of a stale publish) and its editor (EntityEditor: the same form, validation,
 * draft and save message as the admin's tab), in the page's language, showing only the chosen field
 * and the fields beside it (./TargetFields).
 */
import { useRouter } from '@tanstack/react-router';
import { EntityEditor } from '@/admin/editor/EntityEditor';
import { AdminStoreContext } from '@/admin/editor/store-context';
import { PublishControls } from '@/admin/publish/PublishControls';
import { useSupabaseClient } from '@/auth/use-supabase-client';
import type { PublicEntity } from '@/schema-kit/entity';
import type { Locale } from '@/schema-kit/locales';
import { TargetFields } from './TargetFields';

export function FieldEditor({
  entity,
  path,
  locale,
}: {
  entity: PublicEntity;
  path: string;
  locale: Locale;
}) {
  const store = useRouter().options.context.settings;
  const client = useSupabaseClient();
  return (
    <AdminStoreContext.Provider value={store}>
      <PublishControls entity={entity} store={store} client={client} />
      <EntityEditor
        entity={entity}
        initialLocale={locale}
        preview={undefined}
        render={(api) => <TargetFields api={api} path={path} />}
      />
    </AdminStoreContext.Provider>
  );
}
