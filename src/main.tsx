/**
 * Browser entry. The first render uses the defaults, exactly as the prerendered HTML does, so the
 * page hydrates without mismatches; right after hydration the store switches to the browser's
 * storage and the affected loaders re-run with the owner's settings.
 */
import '@fontsource-variable/inter/wght.css';
// Only the Mantine CSS public pages use (issue 6); the admin's share comes with its overlays.
import './app/styles-public';
import './app/global.css';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, isAdminPath, loadAdminOverlays } from './app/App';
import { createAppRouter } from './app/create-router';
import { createRouterContext } from './app/router-context';
import { routeReads } from './app/settings-loader';
import { createLocalSource } from './storage/settings-source';
import { SettingsStore } from './storage/settings-store';

const store = new SettingsStore();
const context = createRouterContext(store);
const router = createAppRouter(context);

store.subscribe((key) => {
  void router.invalidate({ filter: (match) => routeReads(context, match.routeId, key) });
});

const useBrowserStorage = () => {
  store.useSource(createLocalSource());
  // Tests and the benchmark wait for this: the page is interactive and reads the owner's settings.
  document.documentElement.dataset.hydrated = 'true';
};

// The admin's CSS (and modal/notification hosts) load before an admin page shows: right away when
// the first page is an admin page, else as soon as a navigation towards /admin starts.
if (isAdminPath(window.location.pathname)) await loadAdminOverlays();
router.subscribe('onBeforeLoad', ({ toLocation }) => {
  if (isAdminPath(toLocation.pathname)) void loadAdminOverlays();
});

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">.');

// Runs the loaders (on the defaults) and loads the lazy route chunks, so the first render is
// synchronous and matches the prerendered markup.
await router.load();
const app = <App router={router} onHydrated={useBrowserStorage} />;
if (container.hasChildNodes()) {
  // The prerenderer renders the match tree without the top-level Suspense boundary the browser
  // would add; marking the router as server-rendered makes the browser's tree match it.
  router.ssr = { manifest: undefined };
  hydrateRoot(container, app, {
    onRecoverableError: (error) => console.error('[hydration]', error),
  });
} else createRoot(container).render(app);
