/**
 * Whether this browser may hold a signed-in session, checked without supabase-js: the key its auth
 * client keeps the session under (derived here, the one place, and used by src/auth/client.ts) is
 * present in localStorage. A visitor never has it, so their page loads no editing code; the owner's
 * page then verifies the session properly with supabase-js (src/editing/owner.ts).
 */
import { backend } from './backend';

/** supabase-js's default storage key for a project: `sb-<first label of the host>-auth-token`. */
export const authStorageKey = (supabaseUrl: string | undefined): string =>
  `sb-${supabaseUrl ? new URL(supabaseUrl).hostname.split('.')[0] : 'none'}-auth-token`;

export function hasStoredSession(): boolean {
  if (!backend) return false;
  try {
    return localStorage.getItem(authStorageKey(backend.supabaseUrl)) !== null;
  } catch {
    return false; // storage blocked: nobody can be signed in here
  }
}
