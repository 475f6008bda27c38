/**
 * The app in the browser, started by the entry (src/main.tsx). The first render uses the page's
 * data, what the prerenderer's loaders returned (./page-data.ts), so the page hydrates without
 * mismatches and without its schemas. After hydration, only if this browser holds the owner's drafts
 * or session, or the published settings or documents changed since the build, do the stores load
 * and the affected loaders re-run.
 */
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { addFaces } from '@/fonts/add-faces';
import { arabicFaces } from '@/fonts/arabic-face';
import { interFaces } from '@/fonts/inter-face';
import { DIRECTION } from '@/schema-kit/locales';
import { LOGO_UPDATED_EVENT } from '@/storage/settings-events';
import type { PublishedSetting } from '@/storage/settings-store';
import { countVisitsWhenIdle } from '@/visits/count-when-idle';
import { App } from './App';
import { type BackendAddress, backend } from './backend';
import type { BrowserDocuments } from './browser-documents';
import type { BrowserSettings } from './browser-settings';
import { type AppRouter, createAppRouter } from './create-router';
import { localeOfPath } from './locale-path';
import type { PageData } from './page-data';
import { fetchPublishedSettings } from './published-settings';
import { createRouterContext, routeReads } from './router-context';
import { hasStoredSession } from './session-hint';
import { holdsEntityValue, publishedChanges } from './settings-hints';
import { watchVisitorMoves } from './visitor-moved';
import { yieldToMain } from './yield-to-main';

watchVisitorMoves();

// The page's language is its path's (/ar/… is Arabic), as the prerenderer decided it: a visitor stays
// in it for the whole visit (in-site links keep the prefix; the language switcher loads the other
// language's page).
const locale = localeOfPath(location.pathname);
// The published settings this page read at the build, so a store loaded later starts from them.
const builtSettings = () => context.pageData?.settings ?? [];
const invalidate = (key: string) => {
  void router.invalidate({ filter: (match) => routeReads(context, match.routeId, key) });
};

// The settings store and its reading pipeline load only when needed (./browser-settings.ts): the
// first load answers from the page's data.
let pageHydrated = false;
/** The published settings as fetched after hydration, if they were (a store loaded later needs not ask again). */
let fetchedPublished: PublishedSetting[] | undefined;
let settings: Promise<BrowserSettings> | undefined;
const loadSettings = () =>
  (settings ??= import('./browser-settings').then(({ browserSettings }) => {
    const loaded = browserSettings(builtSettings(), invalidate);
    if (pageHydrated) loaded.goLive(fetchedPublished);
    return loaded;
  }));
/**
 * Loads the store and reads this browser's drafts and the newest published settings through it.
 * Through the context, so what waits for the store there (the preview bar, edit mode) hears of it.
 */
const settingsLive = () =>
  void context.settings().then(async () => (await loadSettings()).goLive(fetchedPublished));

// The documents store comes with the first route that reads documents (./app/browser-documents):
// pages that show none never load it. It answers from what the page was prerendered with until the
// page has hydrated.
let documents: Promise<BrowserDocuments> | undefined;
const loadDocuments = () =>
  (documents ??= import('./browser-documents').then(({ browserDocuments }) => {
    const loaded = browserDocuments(context.pageData?.documents, locale);
    loaded.store.subscribe(invalidate);
    if (pageHydrated) loaded.goLive();
    return loaded;
  }));
const context = createRouterContext(
  async () => (await loadSettings()).store,
  async () => (await loadDocuments()).store,
  locale,
);
// The prerendered <html> says so already; the dev server's shell is English. Written only when it
// differs: setting `dir` restyles every element of the page (for :dir()), even to the same value.
const html = document.documentElement;
if (html.lang !== locale) html.lang = locale;
if (html.dir !== DIRECTION[locale]) html.dir = DIRECTION[locale];
/** Built by startApp, in a task of its own: with the app's evaluation it was one long task on a phone. */
let router: AppRouter;

/**
 * Until the store has loaded: a value stored in another tab, the logo's re-read, or (on focus) a
 * draft held here loads it; it then watches for itself.
 */
function watchForDrafts() {
  const open = () => {
    removeEventListener('storage', open);
    removeEventListener(LOGO_UPDATED_EVENT, open);
    removeEventListener('focus', onFocus);
    settingsLive();
  };
  const onFocus = () => {
    if (holdsEntityValue()) open();
  };
  addEventListener('storage', open);
  addEventListener(LOGO_UPDATED_EVENT, open);
  addEventListener('focus', onFocus);
}

/**
 * The page showed its documents from its data, without the documents store: only if they changed
 * since the build does the store load, the routes that read them re-run (reading the store, which
 * starts from the page's answers), and the store asks the published data again.
 */
async function checkDocuments(address: BackendAddress, data: PageData) {
  try {
    const changed = await (await import('./documents-check')).changedSinceBuild(data.documents, address);
    if (changed.size === 0) return;
    const loaded = await loadDocuments();
    // `sync`: once the loaders have read the store (which then knows their collections), not before.
    await router.invalidate({
      filter: (match) => [...changed].some((key) => routeReads(context, match.routeId, key)),
      sync: true,
    });
    await loaded.store.recheck();
  } catch (error) {
    console.warn('[documents] The published documents could not be checked:', error);
  }
}

const switchToBrowserStorage = () => {
  pageHydrated = true;
  if (settings || holdsEntityValue() || hasStoredSession()) settingsLive();
  else {
    watchForDrafts();
    // One small request for newer published settings: only if one this page read changed does the
    // store load (and re-run the loaders that read it).
    if (backend) {
      fetchPublishedSettings(backend).then(
        (rows) => {
          fetchedPublished = rows;
          const read = new Set([...context.readsByRoute.values()].flatMap((keys) => [...keys]));
          if (publishedChanges(builtSettings(), rows).some((key) => read.has(key))) settingsLive();
        },
        (error: unknown) => console.warn('[settings] The published settings could not be checked:', error),
      );
    }
  }
  // Once: are the documents this page shows still published, and unchanged? Then it asks as it goes.
  if (documents) void documents.then((loaded) => loaded.goLive());
  else if (backend && context.pageData?.documents.answers.length)
    void checkDocuments(backend, context.pageData);
  // The site's web font comes last, after hydration (src/fonts/inter-face.ts); on the Arabic pages
  // with their typeface, both added at once (one relayout). Offline, the metric-matched fallback stays.
  addFaces(locale === 'ar' ? [...interFaces(), ...arabicFaces()] : interFaces()).catch(() => {});
  countVisitsWhenIdle(backend, router);
  // Tests and the benchmark wait for this: the page is interactive and reads the owner's settings.
  document.documentElement.dataset.hydrated = 'true';
};

/** Loads the route's data and chunks, then hydrates the prerendered page (or renders an empty root). */
/** `pageData`: the page's data file, fetched by the entry (./page-data.ts); undefined when it has none. */
export async function startApp(container: HTMLElement, pageData?: PageData) {
  context.pageData = pageData;
  router = createAppRouter(context);
  await yieldToMain();
  // Runs the loaders (on the defaults) and loads the lazy route chunks, so the first render is
  // synchronous and matches the prerendered markup.
  await router.load();
  await yieldToMain();
  let hydrated = false;
  const onHydrated = () => {
    if (hydrated) return;
    hydrated = true;
    // After hydration's commit, in a task of its own.
    setTimeout(switchToBrowserStorage, 0);
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
