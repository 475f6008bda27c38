/**
 * Where admin-only entities (`access: 'admin'`) keep their values: the database's admin_settings
 * table, which only the admin may read or write (see the notifications migration). Behind the
 * same SettingsSource interface as the browser's storage, so the generic editor, its validation and
 * its save messages work unchanged; a save is in effect at once (nothing to publish).
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { SettingsSource } from '@/storage/settings-source';
import { SettingsUnavailableError } from '@/storage/storage-errors';

const TABLE = 'admin_settings';

export function createDatabaseSource(client: SupabaseClient): SettingsSource {
  return {
    read: async (key) => {
      const { data, error } = await client.from(TABLE).select('value').eq('key', key).maybeSingle();
      if (error)
        throw new SettingsUnavailableError(key, `These settings could not be loaded: ${error.message}`);
      return (data as { value?: unknown } | null)?.value ?? undefined;
    },
    write: async (key, value) => {
      const { error } = await client.from(TABLE).upsert({ key, value }, { onConflict: 'key' });
      if (error) throw new SettingsUnavailableError(key, `These settings were not saved: ${error.message}`);
    },
    remove: async (key) => {
      const { error } = await client.from(TABLE).delete().eq('key', key);
      if (error) throw new SettingsUnavailableError(key, `These settings were not reset: ${error.message}`);
    },
    subscribe: () => () => {},
  };
}
