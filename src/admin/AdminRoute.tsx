/** The /admin page: the panel wired to the router (tab in ?tab=, store from the router context). */
import { Center, Loader } from '@mantine/core';
import { getRouteApi, useRouter } from '@tanstack/react-router';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useSettingsStore } from '@/app/use-settings-store';
import { signOut } from '@/auth/sign-out';
import { useSupabaseClient } from '@/auth/use-supabase-client';
import { collections, entities } from '@/schema-kit/registry';
import { deleteBinary } from '@/storage/binary-store';
import type { SettingsStore } from '@/storage/settings-store';
import { AdminPanel } from './AdminPanel';
import { AdminStoreContext } from './editor/store-context';
import { fetchPublished } from './publish/publish-client';

const route = getRouteApi('/admin/_guarded/');

/**
 * The browser entry switches the settings store from the defaults to the browser's storage right
 * after hydration. Until then the editors wait: an edit made before that would be lost, or saved
 * nowhere. The store announces the switch, so this is an ordinary external-store subscription.
 */
function useStorageReady(store: SettingsStore): boolean {
  const subscribe = useCallback((onChange: () => void) => store.subscribe(onChange), [store]);
  return useSyncExternalStore(
    subscribe,
    () => !store.onDefaults,
    () => false,
  );
}

export function AdminRoute() {
  const store = useSettingsStore();
  if (!store) return <Loading />;
  return <AdminWithStore store={store} />;
}

const Loading = () => (
  <Center mih="60vh">
    <Loader aria-label="Loading the admin panel" />
  </Center>
);

function AdminWithStore({ store }: { store: SettingsStore }) {
  const ready = useStorageReady(store);
  const inboxClient = useSupabaseClient();
  // An image the owner removes (and saves, or discards) is deleted from IndexedDB as well.
  useEffect(() => store.releaseBinariesWith(deleteBinary), [store]);
  // The published values, beneath this browser's drafts (and what Publish compares with).
  useEffect(() => {
    if (!inboxClient) return;
    fetchPublished(inboxClient).then(
      (rows) => store.setPublished(rows),
      (error: unknown) => console.warn('[admin] The published settings could not be loaded:', error),
    );
  }, [inboxClient, store]);
  const { tab, list, item, doc, firstPage, source, campaign } = route.useSearch();
  const navigate = route.useNavigate();
  const router = useRouter();
  if (!ready) return <Loading />;
  return (
    <AdminStoreContext.Provider value={store}>
      <AdminPanel
        entities={entities}
        collections={collections}
        inboxClient={inboxClient}
        tab={tab}
        doc={doc}
        onDocChange={(next) => void navigate({ search: { tab, doc: next } })}
        inboxTarget={{ list, item, origin: { firstPage, source, campaign } }}
        onTabChange={(next) => void navigate({ search: { tab: next } })}
        onSignOut={async () => {
          await signOut();
          router.history.push('/admin/login');
        }}
      />
    </AdminStoreContext.Provider>
  );
}
