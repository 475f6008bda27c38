/**
 * The app in the browser, started by the entry (src/main.tsx). The first render uses the defaults,
 * exactly as the prerendered HTML does, so the page hydrates without mismatches; right after
 * hydration the store switches to the browser's storage and the affected loaders re-run with the
 * owner's settings.
 */
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { addFaces } from '@/fonts/add-faces';
import { arabicFaces } from '@/fonts/arabic-face';
import { interFaces } from '@/fonts/inter-face';
import { DIRECTION } from '@/schema-kit/locales';
import { createLocalSource } from '@/storage/settings-source';
import { SettingsStore } from '@/storage/settings-store';
import { App } from './App';
import { backend } from './backend';
import type { BrowserDocuments } from './browser-documents';
import { type AppRouter, createAppRouter } from './create-router';
import { localeOfPath } from './locale-path';
import { fetchPublishedSettings, readSnapshot } from './published-settings';
import { createRouterContext } from './router-context';
import { routeReads } from './settings-loader';
import { yieldToMain } from './yield-to-main';

// The page's language is its path's (/ar/… is Arabic), as the prerenderer decided it: a visitor stays
// in it for the whole visit (in-site links keep the prefix; the language switcher loads the other
// language's page).
const locale = localeOfPath(location.pathname);
const store = new SettingsStore();
// The published settings this page was prerendered with, so the first render matches its markup.
store.setPublished(readSnapshot(document));
const invalidate = (key: string) => {
  void router.invalidate({ filter: (match) => routeReads(context, match.routeId, key) });
};

// The documents store comes with the first route that reads documents (./app/browser-documents):
// pages that show none never load it. It answers from what the page was prerendered with until the
// page has hydrated.
let pageHydrated = false;
let documents: Promise<BrowserDocuments> | undefined;
const loadDocuments = () =>
  (documents ??= import('./browser-documents').then(({ browserDocuments }) => {
    const loaded = browserDocuments(document, locale);
    loaded.store.subscribe(invalidate);
    if (pageHydrated) loaded.goLive();
    return loaded;
  }));
const context = createRouterContext(store, async () => (await loadDocuments()).store, locale);
// The prerendered <html> says so already; the dev server's shell is English. Written only when it
// differs: setting `dir` restyles every element of the page (for :dir()), even to the same value.
const html = document.documentElement;
if (html.lang !== locale) html.lang = locale;
if (html.dir !== DIRECTION[locale]) html.dir = DIRECTION[locale];
/** Built by startApp, in a task of its own: with the app's evaluation it was one long task on a phone. */
let router: AppRouter;

const switchToBrowserStorage = () => {
  pageHydrated = true;
  void store.switchSource(createLocalSource());
  // One small request for newer published settings; the loaders that read a changed one re-run.
  // (A static site built without a backend has none to ask.)
  if (backend) {
    fetchPublishedSettings(backend).then(
      (rows) => store.setPublished(rows),
      (error: unknown) => console.warn('[settings] The published settings could not be checked:', error),
    );
  }
  // Once: are the documents this page shows still published, and unchanged? Then it asks as it goes.
  void documents?.then((loaded) => loaded.goLive());
  // The site's web font comes last, after hydration (src/fonts/inter-face.ts); on the Arabic pages
  // with their typeface, both added at once (one relayout). Offline, the metric-matched fallback stays.
  addFaces(locale === 'ar' ? [...interFaces(), ...arabicFaces()] : interFaces()).catch(() => {});
  // Tests and the benchmark wait for this: the page is interactive and reads the owner's settings.
  document.documentElement.dataset.hydrated = 'true';
};

/** Loads the route's data and chunks, then hydrates the prerendered page (or renders an empty root). */
export async function startApp(container: HTMLElement) {
  router = createAppRouter(context);
  store.subscribe(invalidate);
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
