/**
 * Pathless layout for /admin and everything under it except /admin/login: only the signed-in admin
 * (session e-mail = VITE_ADMIN_EMAIL, trimmed, case-insensitive) gets through; everyone else is sent
 * to /admin/login. A magic link that comes back here (`?code=`, `#access_token=`, `error=`) is handed
 * to /admin/login with its parameters, which verifies it. Where a signed-out visitor was going is
 * remembered for after sign-in (return-to.ts). See docs/decisions/003-auth-flow.md.
 */
import { createFileRoute, redirect } from '@tanstack/react-router';
import { loadAdminOverlays } from '@/app/admin-overlays';
import { GuardedLayout } from '@/auth/GuardedLayout';

export const Route = createFileRoute('/admin/_guarded')({
  beforeLoad: async ({ location, preload }) => {
    // Prerendering and link preloading (hover on a public page) must not load supabase-js.
    if (typeof window === 'undefined' || preload) return;
    // The panel's confirmations and toasts need their hosts mounted before it renders.
    await loadAdminOverlays();
    const { parseAuthCallback } = await import('@/auth/callback-url');
    if (parseAuthCallback(location.searchStr, location.hash)) {
      const hash = location.hash ? `#${location.hash}` : '';
      throw redirect({ href: `/admin/login${location.searchStr}${hash}`, replace: true });
    }
    const { getAuthState } = await import('@/auth/session');
    const state = await getAuthState();
    if (state.kind !== 'admin') {
      // After sign-in the owner comes back here (e.g. the inquiry an e-mail linked to).
      const { rememberReturnTo } = await import('@/auth/return-to');
      rememberReturnTo(location.href);
      throw redirect({ to: '/admin/login', replace: true });
    }
  },
  component: GuardedLayout,
});
