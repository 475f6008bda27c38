/**
 * Pathless layout for /admin and everything under it except /admin/login: only the signed-in admin
 * gets through (src/auth/admin-guard.ts, loaded when someone opens the admin, so no public page's
 * entry chunk carries it); everyone else is sent to /admin/login.
 */
import { createFileRoute } from '@tanstack/react-router';
import { GuardedLayout } from '@/auth/GuardedLayout';

export const Route = createFileRoute('/admin/_guarded')({
  beforeLoad: async ({ location, preload }) => {
    // Prerendering and link preloading (hover on a public page) must not load supabase-js.
    if (typeof window === 'undefined' || preload) return;
    await (await import('@/auth/admin-guard')).guardAdmin(location);
  },
  component: GuardedLayout,
});
