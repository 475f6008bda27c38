/**
 * The signed-in supabase-js client, for what renders behind the owner's sign-in (the admin's Inbox,
 * edit mode's panel). supabase-js comes with import(), so the module that uses this hook does not
 * carry it; the sign-in that came before has already loaded it.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { useEffect, useState } from 'react';

export function useSupabaseClient(): SupabaseClient | undefined {
  const [client, setClient] = useState<SupabaseClient>();
  useEffect(() => {
    let live = true;
    void import('./client').then(({ getSupabase }) => live && setClient(getSupabase()));
    return () => {
      live = false;
    };
  }, []);
  return client;
}
