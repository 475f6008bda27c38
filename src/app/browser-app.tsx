/**
 * Browser entry. The first render uses the defaults, exactly as the prerendered HTML does, so the
 * page hydrates without mismatches; right after hydration the store switches to the browser's
 * storage and the affected loaders re-run with the owner's settings.
 */
import '@fontsource-variable/inter/wght.css';
import './app/font-fallback.css';
// Public pages use no Mantine CSS (issue 12); the admin's comes with its overlays.
import './app/global.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { backend } from './app/backend';
import type { BrowserDocuments } from './app/browser-documents';
import { createAppRouter } from './app/create-router';
import { fetchPublishedSettings, readSnapshot } from './app/published-settings';
import { createRouterContext } from './app/router-context';
import { routeReads } from './app/settings-loader';
import { createLocalSource } from './storage/settings-source';
import { SettingsStore } from './storage/settings-store';

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
  (documents ??= import('./app/browser-documents').then(({ browserDocuments }) => {
    const loaded = browserDocuments(document);
    loaded.store.subscribe(invalidate);
    if (pageHydrated) loaded.goLive();
    return loaded;
  }));
const context = createRouterContext(store, async () => (await loadDocuments()).store);
const router = createAppRouter(context);
store.subscribe(invalidate);

const switchToBrowserStorage = () => {
  pageHydrated = true;
  store.switchSource(createLocalSource());
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
  // Tests and the benchmark wait for this: the page is interactive and reads the owner's settings.
  document.documentElement.dataset.hydrated = 'true';
};

/**
 * Lets the browser handle input and paint between the start-up steps, so none of them is one long
 * task (total blocking time counts every task over 50 ms).
 */
const yieldToMain = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * No top-level await: lazy chunks import from the entry chunk, and a dynamic import awaited while
 * that chunk is still evaluating would never settle.
 */
async function start(container: HTMLElement) {
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

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">.');
void start(container);
