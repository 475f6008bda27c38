/** Who is signed in, as the admin routes see it (loading → signed-out | admin | user: the admin routes wait, send to sign-in, open or refuse). */
import type { Session } from '@supabase/supabase-js';
import { isAdminEmail } from './admin-email';
import { getSupabase } from './client';
import { authConfig } from './config';

export type AuthState =
  | { kind: 'signed-out' }
  | { kind: 'admin'; session: Session; email: string }
  | { kind: 'user'; session: Session; email: string };

export function authStateOf(session: Session | null | undefined): AuthState {
  if (!session) return { kind: 'signed-out' };
  const email = session.user.email ?? '';
  return isAdminEmail(email, authConfig.adminEmail)
    ? { kind: 'admin', session, email }
    : { kind: 'user', session, email };
}

/** Waits for supabase-js to finish initialize() (URL detection, stored-session recovery). */
export async function getAuthState(): Promise<AuthState> {
  if (!authConfig.supabaseUrl) return { kind: 'signed-out' }; // no backend: nobody can sign in
  const supabase = getSupabase();
  await supabase.auth.initialize();
  const { data } = await supabase.auth.getSession();
  return authStateOf(data.session);
}
