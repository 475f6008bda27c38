/** Builds the router; the browser entry and the prerenderer each make one with their own settings store. */
import { createRouter, type ParsedLocation, type RouterHistory } from '@tanstack/react-router';
import { PageErrorFallback } from '@/components/site/PageErrorFallback';
import { routeTree } from '@/routeTree.gen';
import { LOCALE_SETTINGS } from '@/schema-kit/locales';
import { withLocale, withoutLocale } from './locale-path';
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

/**
 * Scroll restoration for new history entries only. The router runs it after every render it
 * completes, and a settings change re-runs the loaders (router.invalidate) on the same entry: on
 * /about#leadership that jumped a visitor who had scrolled away back to the anchor each time
 * settings arrived or the window regained focus. A navigation, back or forward is a new entry.
 *
 * The first render is hydration, of the page the browser has already placed: at the top, at its
 * hash's anchor, or where the visitor scrolled while it loaded (on a phone, the first seconds of
 * reading). Restoring then would throw the visitor back to the top, so only a page reached by back,
 * forward or reload restores there, to where the router recorded the visitor was (it takes
 * history's own restoration over, and Chromium's may land elsewhere on a page that hydrates).
 */
function restoresOnNewEntriesOnly(): (options: { location: ParsedLocation }) => boolean {
  let lastEntry: string | undefined;
  return ({ location }) => {
    const entry = location.state.__TSR_key ?? location.href;
    const hydrating = lastEntry === undefined;
    const isNew = entry !== lastEntry;
    lastEntry = entry;
    return hydrating ? isReturn() : isNew;
  };
}

/** The page was reached by back, forward or reload: the router holds where the visitor was on it. */
const isReturn = () => {
  const [load] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return load?.type === 'back_forward' || load?.type === 'reload';
};

/**
 * A language under a prefix uses the English pages' routes: the router reads `/ar/blog` as `/blog`
 * and writes every link it builds back under `/ar/`, so a page's links stay in its language. English
 * needs no rewrite (its paths are the routes' own), which keeps its links exactly as they were.
 */
const localeRewrite = (context: RouterContext) =>
  LOCALE_SETTINGS[context.locale].prefix !== ''
    ? {
        input: ({ url }: { url: URL }) => {
          url.pathname = withoutLocale(url.pathname);
          return url;
        },
        output: ({ url }: { url: URL }) => {
          url.pathname = withLocale(url.pathname, context.locale);
          return url;
        },
      }
    : undefined;

export function createAppRouter(
  context: RouterContext,
  { history, prerender = false }: AppRouterOptions = {},
) {
  return createRouter({
    routeTree,
    context,
    history,
    rewrite: localeRewrite(context),
    defaultPreload: prerender ? false : 'intent',
    scrollRestoration: prerender ? false : restoresOnNewEntriesOnly(),
    defaultErrorComponent: PageErrorFallback,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
