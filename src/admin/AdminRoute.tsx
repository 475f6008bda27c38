/** The /admin page: the panel wired to the router (tab in ?tab=, store from the router context). */
import { Center, Loader } from '@mantine/core';
import type { SupabaseClient } from '@supabase/supabase-js';
import { getRouteApi, useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { signOut } from '@/auth/sign-out';
import { entities } from '@/schema-kit/registry';
import { AdminPanel } from './AdminPanel';
import { AdminStoreContext } from './editor/store-context';
import { fetchPublished } from './publish/publish-client';

const route = getRouteApi('/admin/_guarded/');

/**
 * The browser entry switches the settings store to the browser's storage once the page is hydrated
 * and marks <html data-hydrated>. Until then the store only knows the defaults, so the editors wait:
 * an edit made before that would be lost, or saved nowhere.
 */
const isReady = () => typeof document !== 'undefined' && document.documentElement.dataset.hydrated === 'true';

function useStorageReady(): boolean {
  const [ready, setReady] = useState(isReady);
  useEffect(() => {
    if (ready) return;
    const observer = new MutationObserver(() => {
      if (isReady()) setReady(true);
    });
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-hydrated'] });
    // Never wait forever: after 5 s the editors show whatever the store has.
    const timer = window.setTimeout(() => setReady(true), 5000);
    if (isReady()) setReady(true);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [ready]);
  return ready;
}

/** The signed-in supabase-js client (already loaded by the guarded route) for the Inbox. */
function useSupabaseClient(): SupabaseClient | undefined {
  const [client, setClient] = useState<SupabaseClient>();
  useEffect(() => {
    let live = true;
    void import('@/auth/client').then(({ getSupabase }) => live && setClient(getSupabase()));
    return () => {
      live = false;
    };
  }, []);
  return client;
}

export function AdminRoute() {
  const ready = useStorageReady();
  const inboxClient = useSupabaseClient();
  const { settings: store } = route.useRouteContext();
  // The published values, beneath this browser's drafts (and what Publish compares with).
  useEffect(() => {
    if (!inboxClient) return;
    fetchPublished(inboxClient).then(
      (rows) => store.setPublished(rows),
      (error: unknown) => console.warn('[admin] The published settings could not be loaded:', error),
    );
  }, [inboxClient, store]);
  const { tab } = route.useSearch();
  const { settings } = route.useRouteContext();
  const navigate = route.useNavigate();
  const router = useRouter();
  if (!ready) {
    return (
      <Center mih="60vh">
        <Loader aria-label="Loading the admin panel" />
      </Center>
    );
  }
  return (
    <AdminStoreContext.Provider value={settings}>
      <AdminPanel
        entities={entities}
        inboxClient={inboxClient}
        tab={tab}
        onTabChange={(next) => void navigate({ search: { tab: next } })}
        onSignOut={async () => {
          await signOut();
          router.history.push('/admin/login');
        }}
      />
    </AdminStoreContext.Provider>
  );
}
