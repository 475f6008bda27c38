/** Builds the router; the browser entry and the prerenderer each make one with their own settings store. */
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { PageErrorFallback } from '@/components/site/PageErrorFallback';
import { routeTree } from '@/routeTree.gen';
import type { RouterContext } from './router-context';

export interface AppRouterOptions {
  /** A memory history when prerendering; the browser history otherwise. */
  history?: RouterHistory;
  /**
   * Prerendering: no scroll-restoration script in the markup (the browser entry does not render it,
   * so it would not hydrate) and no intent preloading.
   */
  prerender?: boolean;
}

export function createAppRouter(context: RouterContext, options: AppRouterOptions | RouterHistory = {}) {
  const { history, prerender = false } = 'location' in options ? { history: options } : options;
  return createRouter({
    routeTree,
    context,
    history,
    defaultPreload: prerender ? false : 'intent',
    scrollRestoration: !prerender,
    defaultErrorComponent: PageErrorFallback,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
