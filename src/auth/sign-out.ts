/**
 * Signs the admin out: supabase.auth.signOut() revokes the session on the server and removes the
 * local one (supabase-js ignores server answers 401/403/404 and clears it anyway). If the server
 * cannot be reached at all, the local session is still removed, so sign-out always signs out here.
 * supabase-js is loaded on demand, so importing this file costs public pages nothing.
 */
export async function signOut(): Promise<void> {
  const { getSupabase, AUTH_STORAGE_KEY, CODE_VERIFIER_KEY } = await import('./client');
  const { error } = await getSupabase().auth.signOut();
  if (!error) return;
  console.warn('Sign-out could not reach the server; removing the local session only:', error.message);
  try {
    localStorage.removeItem(AUTH_STORAGE_KEY);
    localStorage.removeItem(CODE_VERIFIER_KEY);
  } catch {
    // Storage unavailable: nothing stored to remove.
  }
}
