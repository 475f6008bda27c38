import { createFileRoute } from '@tanstack/react-router';
import { loadAdminOverlays } from '@/app/admin-overlays';
import { HydrationSignal } from '@/app/hydration-signal';
import { LoginPage } from '@/auth/LoginPage';

/** /admin/login: magic-link sign-in for the single administrator (see docs/decisions/003-auth-flow.md). */
export const Route = createFileRoute('/admin/login')({
  // Its toasts need the notification host mounted before the page renders.
  beforeLoad: ({ preload }) => (typeof window === 'undefined' || preload ? undefined : loadAdminOverlays()),
  component: () => (
    <>
      <HydrationSignal />
      <LoginPage />
    </>
  ),
});
