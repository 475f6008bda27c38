/**
 * The supabase-js client: one per page, created on first use. Only admin routes import this module
 * (dynamically), so public pages never download supabase-js.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { authStorageKey } from '@/app/session-hint';
import { authConfig } from './config';

/**
 * supabase-js's own default key (`sb-<first label of the host>-auth-token`), spelled out so the
 * login page can tell whether this browser holds the PKCE verifier for a `?code=` link, and public
 * pages whether an owner may be signed in. It is separate from the product's settings keys.
 */
export const AUTH_STORAGE_KEY = authStorageKey(authConfig.supabaseUrl);

export const SIGN_IN_NOT_SET_UP =
  'Sign-in is not set up on this site: it was built without a Supabase project (VITE_SUPABASE_URL).';
export const CODE_VERIFIER_KEY = `${AUTH_STORAGE_KEY}-code-verifier`;

let client: SupabaseClient | undefined;

/**
 * Creating the client starts `auth.initialize()`, which reads a sign-in code or token from the
 * current URL (detectSessionInUrl). Callers await `supabase.auth.initialize()` before deciding.
 */
export function getSupabase(): SupabaseClient {
  if (!authConfig.supabaseUrl) throw new Error(SIGN_IN_NOT_SET_UP);
  client ??= createClient(authConfig.supabaseUrl, authConfig.anonKey, {
    auth: {
      flowType: 'pkce',
      persistSession: true,
      autoRefreshToken: true,
      detectSessionInUrl: true,
      storageKey: AUTH_STORAGE_KEY,
    },
  });
  return client;
}

/** True once the client exists (its initialize() has then already looked at the URL). */
export const hasSupabase = (): boolean => client !== undefined;
