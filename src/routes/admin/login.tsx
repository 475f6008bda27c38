import { createFileRoute } from '@tanstack/react-router';
import { HydrationSignal } from '@/app/hydration-signal';
import { LoginPage } from '@/auth/LoginPage';

/** /admin/login: magic-link sign-in for the single administrator (see docs/decisions/003-auth-flow.md). */
export const Route = createFileRoute('/admin/login')({
  component: () => (
    <>
      <HydrationSignal />
      <LoginPage />
    </>
  ),
});
