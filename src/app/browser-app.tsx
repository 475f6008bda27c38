/**
 * The app in the browser, started by the entry (src/main.tsx). The first render uses the page's
 * data, what the prerenderer's loaders returned (./page-data.ts), so the page hydrates without
 * mismatches and without its schemas. Each store loads once, when first needed (./router-context.ts),
 * and goes live itself once the page has hydrated (./browser-settings.ts, ./browser-documents.ts):
 * only if this browser holds the owner's drafts or session, or what the page shows changed since the
 * build, do the stores load and the affected loaders re-run.
 */
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { bringFaces } from '@/fonts/remembered-faces';
import { LOCALE_SETTINGS } from '@/schema-kit/locales';
import { LOGO_UPDATED_EVENT } from '@/storage/settings-events';
import type { PublishedSetting } from '@/storage/settings-store';
import { countVisitsWhenIdle } from '@/visits/count-when-idle';
import { App } from './App';
import { type BackendAddress, backend } from './backend';
import { createAppRouter } from './create-router';
import { localeOfPath } from './locale-path';
import type { PageData } from './page-data';
import { fetchPublishedSettings } from './published-settings';
import { createRouterContext, routeReads } from './router-context';
import { hasStoredSession } from './session-hint';
import { holdsEntityValue, publishedChanges } from './settings-hints';
import { watchVisitorMoves } from './visitor-moved';
import { yieldToMain } from './yield-to-main';

watchVisitorMoves();

/**
 * Until the store has loaded: a value stored in another tab, the logo's re-read, or (on focus) a
 * draft held here loads it; it then watches for itself.
 */
function watchForDrafts(open: () => void) {
  const stop = () => {
    removeEventListener('storage', stop);
    removeEventListener(LOGO_UPDATED_EVENT, stop);
    removeEventListener('focus', onFocus);
    open();
  };
  const onFocus = () => {
    if (holdsEntityValue()) stop();
  };
  addEventListener('storage', stop);
  addEventListener(LOGO_UPDATED_EVENT, stop);
  addEventListener('focus', onFocus);
}

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

  let markHydrated = () => {};
  const hydrated = new Promise<void>((resolve) => {
    markHydrated = resolve;
  });
  // The newest published settings, asked once for the page: by the cheap check below, or by the
  // store if it loads first.
  let published: Promise<PublishedSetting[] | undefined> | undefined;
  const newestPublished = () =>
    (published ??= backend ? fetchPublishedSettings(backend) : Promise.resolve(undefined));
  const built = pageData?.settings ?? [];
  const invalidate = (key: string) => {
    void router.invalidate({ filter: (match) => routeReads(context, match.routeId, key) });
  };
  let documentsMade = false;
  let documentsChecked = false;
  const context = createRouterContext(
    async () =>
      (await import('./browser-settings')).browserSettings(built, invalidate, hydrated, newestPublished),
    async () => {
      documentsMade = true;
      const { browserDocuments } = await import('./browser-documents');
      return browserDocuments(pageData?.documents, locale, invalidate, hydrated, documentsChecked);
    },
    locale,
  );
  context.pageData = pageData;
  const router = createAppRouter(context);

  /**
   * The page showed its documents from its data, without the documents store: in one round trip,
   * are they still published and unchanged? Only if not does the store load, starting from the
   * fresh answers, and only the routes that read a changed collection run their loaders again.
   */
  const checkDocuments = async (address: BackendAddress, data: PageData) => {
    try {
      // Destructured where imported, so the bundle keeps only what the check uses (one chunk).
      const { restDocumentsSource } = await import('./published-documents');
      const { freshAnswers } = await import('@/storage/documents-freshness');
      const { answers, changed } = await freshAnswers(
        data.documents.answers,
        restDocumentsSource(address),
        Date.now(),
      );
      if (changed.size === 0 || documentsMade) return;
      data.documents.answers = answers;
      documentsChecked = true;
      await context.documents();
      for (const key of changed) invalidate(key);
    } catch (error) {
      console.warn('[documents] The published documents could not be checked:', error);
    }
  };

  const afterHydration = () => {
    markHydrated();
    const loadSettings = () => void context.settings();
    if (context.loadedSettings() || holdsEntityValue() || hasStoredSession()) loadSettings();
    else {
      watchForDrafts(loadSettings);
      // One small request for newer published settings: only if one this page read changed does the
      // store load (and re-run the loaders that read it).
      newestPublished().then(
        (rows) => {
          const read = new Set([...context.readsByRoute.values()].flatMap((keys) => [...keys]));
          if (rows && publishedChanges(built, rows).some((key) => read.has(key))) loadSettings();
        },
        (error: unknown) => console.warn('[settings] The published settings could not be checked:', error),
      );
    }
    // Are the documents this page shows still published, and unchanged? A store loaded already
    // checks for itself.
    if (!documentsMade && backend && pageData?.documents.answers.length)
      void checkDocuments(backend, pageData);
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
