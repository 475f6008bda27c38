/**
 * The app in the browser, started by the entry (src/main.tsx). The first render uses the page's
 * data, what the prerenderer's loaders returned (./page-data.ts), so the page hydrates without
 * mismatches and without its schemas. Each store is made once, when first needed, and goes live
 * itself once the page has hydrated (./browser-settings.ts, ./browser-documents.ts): only if this
 * browser holds the owner's drafts or session, or what the page shows changed since the build, do
 * the stores load and the affected loaders re-run.
 */
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { bringFaces } from '@/fonts/remembered-faces';
import { LOCALE_SETTINGS } from '@/schema-kit/locales';
import { countVisitsWhenIdle } from '@/visits/count-when-idle';
import { App } from './App';
import { backend } from './backend';
import { browserDocuments } from './browser-documents';
import { browserSettings } from './browser-settings';
import { createAppRouter } from './create-router';
import { localeOfPath } from './locale-path';
import type { PageData } from './page-data';
import { createRouterContext, routeReads } from './router-context';
import { watchVisitorMoves } from './visitor-moved';
import { yieldToMain } from './yield-to-main';

watchVisitorMoves();

/**
 * Loads the route's data and chunks, then hydrates the prerendered page (or renders an empty root).
 * `pageData`: the page's data file, fetched by the entry (./page-data.ts); undefined when it has none.
 */
export async function startApp(container: HTMLElement, pageData?: PageData) {
  // The page's language is its path's (/ar/… is Arabic), as the prerenderer decided it: a visitor
  // stays in it for the whole visit (in-site links keep the prefix; the language switcher loads the
  // other language's page).
  const locale = localeOfPath(location.pathname);
  // The prerendered <html> says so already; the dev server's shell is English. Written only when it
  // differs: setting `dir` restyles every element of the page (for :dir()), even to the same value.
  const html = document.documentElement;
  if (html.lang !== locale) html.lang = locale;
  const { direction } = LOCALE_SETTINGS[locale];
  if (html.dir !== direction) html.dir = direction;

  const invalidate = (key: string) => {
    void router.invalidate({ filter: (match) => routeReads(context, match.routeId, key) });
  };
  let markHydrated = () => {};
  const hydrated = new Promise<void>((resolve) => {
    markHydrated = resolve;
  });
  const readKeys = () => new Set([...context.readsByRoute.values()].flatMap((keys) => [...keys]));
  const context = createRouterContext(
    browserSettings(pageData?.settings ?? [], invalidate, hydrated, readKeys),
    browserDocuments(pageData?.documents, locale, invalidate, hydrated),
    locale,
  );
  context.pageData = pageData;
  const router = createAppRouter(context);

  const afterHydration = () => {
    // Each store, made or not, goes live now (./browser-settings.ts, ./browser-documents.ts).
    markHydrated();
    // The site's web fonts come last (src/fonts/remembered-faces.ts). A first page keeps its
    // fallback face; they are added when the visitor moves to another page.
    bringFaces(locale, (add) => {
      const stop = router.subscribe('onBeforeNavigate', ({ pathChanged }) => {
        if (!pathChanged) return;
        stop();
        add();
      });
    }).catch(() => {});
    countVisitsWhenIdle(backend, router);
    // Tests and the benchmark wait for this: the page is interactive and reads the owner's settings.
    document.documentElement.dataset.hydrated = 'true';
  };

  await yieldToMain();
  // Runs the loaders (answered by the page's data) and loads the lazy route chunks, so the first
  // render is synchronous and matches the prerendered markup.
  await router.load();
  await yieldToMain();
  let done = false;
  const onHydrated = () => {
    if (done) return;
    done = true;
    // After hydration's commit, in a task of its own.
    setTimeout(afterHydration, 0);
  };
  const app = <App router={router} onHydrated={onHydrated} />;
  if (container.hasChildNodes()) {
    // As a transition, hydration yields to the browser every few ms instead of blocking the main
    // thread (the page is already visible and its links work without JavaScript).
    startTransition(() => {
      hydrateRoot(container, app, {
        onRecoverableError: (error) => console.error('[hydration]', error),
      });
    });
  } else createRoot(container).render(app);
}
