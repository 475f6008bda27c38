/** Layout of everything behind the /admin guard: leaves the admin area when the session ends. */
import { Outlet, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { HydrationSignal } from '@/app/hydration-signal';

export function GuardedLayout() {
  const navigate = useNavigate();
  useEffect(() => {
    let stop: (() => void) | undefined;
    let active = true;
    void import('./login-flow').then(({ onSignedOut }) => {
      if (!active) return;
      // Sign-out here or in another tab, or a refresh the server refused: back to the login page.
      stop = onSignedOut(() => void navigate({ to: '/admin/login', replace: true }));
    });
    return () => {
      active = false;
      stop?.();
    };
  }, [navigate]);
  return (
    <>
      <HydrationSignal />
      <Outlet />
    </>
  );
}
