/**
 * The frame of an admin-only entity's tab: its editor saves straight to the database (no draft, no
 * Publish), through a settings store over admin_settings; the signed-in client is also there for
 * the tab's own status panels (AdminOnlyClientContext).
 */
import { Loader, Text } from '@mantine/core';
import type { SupabaseClient } from '@supabase/supabase-js';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { SettingsStore } from '@/storage/settings-store';
import { AdminStoreContext } from '../editor/store-context';
import { createDatabaseSource } from './database-source';

const AdminOnlyClientContext = createContext<SupabaseClient | null>(null);

export function useAdminOnlyClient(): SupabaseClient {
  const client = useContext(AdminOnlyClientContext);
  if (!client) throw new Error('useAdminOnlyClient needs an AdminOnlyPanel around it.');
  return client;
}

export function AdminOnlyPanel({
  client,
  children,
}: {
  client: SupabaseClient | undefined;
  children: ReactNode;
}) {
  const store = useMemo(
    () => (client ? new SettingsStore(createDatabaseSource(client)) : undefined),
    [client],
  );
  if (!client || !store) return <Loader aria-label="Loading settings" />;
  return (
    <AdminOnlyClientContext.Provider value={client}>
      <AdminStoreContext.Provider value={store}>
        <Text size="sm" mb="md" data-testid="admin-only-note">
          These settings take effect as soon as you save them: there is nothing to publish.
        </Text>
        {children}
      </AdminStoreContext.Provider>
    </AdminOnlyClientContext.Provider>
  );
}
