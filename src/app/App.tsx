/** Providers shared by the browser entry and the prerenderer: Mantine, router, and (admin only) overlays. */
import { MantineProvider } from '@mantine/core';
import { notificationsStore } from '@mantine/notifications';
import { RouterProvider } from '@tanstack/react-router';
import { Suspense, useEffect, useSyncExternalStore } from 'react';
import {
  isAdminPath,
  loadAdminOverlays,
  loadedAdminOverlays,
  subscribeAdminOverlays,
} from './admin-overlays';
import type { AppRouter } from './create-router';
import { theme } from './theme';

/**
 * True from the first visit of an /admin route on, or once any page shows a notification (the store
 * is tiny; the host and its CSS are not). Always false while prerendering.
 */
function useOverlaysNeeded(router: AppRouter): boolean {
  return useSyncExternalStore(
    (notify) => {
      const unsubscribeRouter = router.subscribe('onBeforeLoad', notify);
      const unsubscribeStore = notificationsStore.subscribe(notify);
      return () => {
        unsubscribeRouter();
        unsubscribeStore();
      };
    },
    () => overlaysNeeded(router),
    () => false,
  );
}
let needed = false;
const overlaysNeeded = (router: AppRouter) => {
  const { notifications, queue } = notificationsStore.getState();
  needed ||=
    isAdminPath(router.latestLocation.pathname) ||
    isAdminPath(router.state.location.pathname) ||
    notifications.length + queue.length > 0;
  return needed;
};

export interface AppProps {
  router: AppRouter;
  /** Called once, after the first (hydrating) render has committed. */
  onHydrated?: () => void;
  /**
   * Prerendering. In the browser, TanStack Router's <Matches> wraps the routes in a <Suspense>
   * boundary; on the server it does not. The prerenderer adds that boundary here, at the same place
   * in the markup, so the browser hydrates exactly what the server rendered.
   */
  prerender?: boolean;
}

export function App({ router, onHydrated, prerender = false }: AppProps) {
  useEffect(() => onHydrated?.(), [onHydrated]);
  const overlaysNeeded = useOverlaysNeeded(router);
  // Modals and notifications hosts (and the admin's CSS): fetched only once they are needed.
  const Overlays = useSyncExternalStore(subscribeAdminOverlays, loadedAdminOverlays, () => null);
  useEffect(() => {
    if (overlaysNeeded) void loadAdminOverlays();
  }, [overlaysNeeded]);
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      {prerender ? (
        <Suspense>
          <RouterProvider router={router} />
        </Suspense>
      ) : (
        <RouterProvider router={router} />
      )}
      {Overlays ? <Overlays /> : null}
    </MantineProvider>
  );
}
