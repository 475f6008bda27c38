/**
 * The /admin guard (src/routes/admin/_guarded.tsx), loaded only when someone opens the admin: only
 * the signed-in admin (session e-mail = VITE_ADMIN_EMAIL, trimmed, case-insensitive) gets through;
 * everyone else is sent to /admin/login. A magic link that comes back here (`?code=`,
 * `#access_token=`, `error=`) is handed to /admin/login with its parameters, which verifies it.
 * Where a signed-out visitor was going is remembered for after sign-in (return-to.ts). See
 * docs/decisions/003-auth-flow.md.
 */
import { type ParsedLocation, redirect } from '@tanstack/react-router';
import { parseAuthCallback } from './callback-url';
import { rememberReturnTo } from './return-to';
import { getAuthState } from './session';

export async function guardAdmin(location: ParsedLocation): Promise<void> {
  if (parseAuthCallback(location.searchStr, location.hash)) {
    const hash = location.hash ? `#${location.hash}` : '';
    throw redirect({ href: `/admin/login${location.searchStr}${hash}`, replace: true });
  }
  const state = await getAuthState();
  if (state.kind !== 'admin') {
    // After sign-in the owner comes back here (e.g. the inquiry an e-mail linked to).
    rememberReturnTo(location.href);
    throw redirect({ to: '/admin/login', replace: true });
  }
}
