/** The settings store the admin edits through; the /admin route provides the router context's store. */
import { createContext, useContext } from 'react';
import type { SettingsStore } from '@/storage/settings-store';

export const AdminStoreContext = createContext<SettingsStore | null>(null);

export function useAdminStore(): SettingsStore {
  const store = useContext(AdminStoreContext);
  if (!store)
    throw new Error('The admin editors need an AdminStoreContext provider with the settings store.');
  return store;
}
