/**
 * Whether the signed-in person is the site's owner, verified by supabase-js (sign-in's own check,
 * src/auth/session.ts). Loaded by a public page only when this browser holds a session
 * (src/app/session-hint.ts), so visitors never download supabase-js.
 */
import { getAuthState } from '@/auth/session';

export async function isOwnerSignedIn(): Promise<boolean> {
  try {
    return (await getAuthState()).kind === 'admin';
  } catch {
    return false; // sign-in not set up, or the project unreachable: no editing
  }
}
