/**
 * Providers shared by the browser entry and the prerenderer: the router and the hydration signal.
 * Mantine is the admin's toolkit: its provider and the admin's modal and notification hosts are in
 * the /admin layout (src/routes/admin/route.tsx), never on a public page.
 */
import { RouterProvider } from '@tanstack/react-router';
import { Suspense } from 'react';
import type { AppRouter } from './create-router';
import { HydrationContext } from './hydration-signal';

export interface AppProps {
  router: AppRouter;
  /** Called once the page's layout has hydrated (see hydration-signal.tsx); may be called again after navigations. */
  onHydrated?: () => void;
  /**
   * Prerendering. In the browser, TanStack Router's <Matches> wraps the routes in a <Suspense>
   * boundary; on the server it does not. The prerenderer adds that boundary here, at the same place
   * in the markup, so the browser hydrates exactly what the server rendered.
   */
  prerender?: boolean;
}

export function App({ router, onHydrated, prerender = false }: AppProps) {
  return (
    <HydrationContext.Provider value={onHydrated}>
      {prerender ? (
        <Suspense>
          <RouterProvider router={router} />
        </Suspense>
      ) : (
        <RouterProvider router={router} />
      )}
    </HydrationContext.Provider>
  );
}
