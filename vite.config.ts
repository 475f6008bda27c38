import { fileURLToPath, URL } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { publicEntityKeys } from './scripts/public-entity-keys.ts';
import { definitionChecks, localBackendWarning } from './scripts/vite/build-flags.ts';
import { chunkGroups } from './scripts/vite/chunk-groups.ts';
import { chunkMap } from './scripts/vite/chunk-map.ts';
import { iconSprite } from './scripts/vite/icon-sprite.ts';
import { DEFAULT_ANON_KEY } from './supabase/local/defaults.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const dir = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const chunks = chunkGroups(dir('./src/app/browser-app.tsx'));

export default defineConfig({
  define: { __LOCAL_ANON_KEY__: JSON.stringify(DEFAULT_ANON_KEY) },
  plugins: [
    definitionChecks(),
    publicEntityKeys(),
    localBackendWarning(),
    // Must come before the React plugin: it generates src/routeTree.gen.ts and splits every route file.
    tanstackRouter({
      target: 'react',
      // The prerender's SSR build (scripts/prerender.mjs) needs no splitting, and skips its cost.
      autoCodeSplitting: process.env.CONNECTIA_PRERENDER_SSR !== '1',
      // Each route's loader travels with its component: the schemas and content a loader reads stay
      // out of the entry chunk and load only with that route (light public pages).
      codeSplittingOptions: {
        // The site layout's component is a one-line wrapper of SiteLayout, which the entry holds (the
        // not-found page uses it): a chunk of its own was one more request on every page.
        splitBehavior: ({ routeId }) => (routeId === '/_site' ? [] : undefined),
        defaultBehavior: [
          ['loader', 'component'],
          ['pendingComponent'],
          ['errorComponent'],
          ['notFoundComponent'],
        ],
      },
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
    }),
    react(),
    iconSprite(),
    chunkMap(root),
    chunks.plugin,
  ],
  resolve: {
    alias: {
      '@': dir('./src'),
      '@schemas': dir('./schemas'),
      '@content': dir('./content'),
      // @tanstack/react-store imports the React 16/17 shim of useSyncExternalStoreWithSelector;
      // React 19 has useSyncExternalStore built in, which the non-shim entry uses (~0.6 KB gzip less).
      'use-sync-external-store/shim/with-selector': 'use-sync-external-store/with-selector',
    },
  },
  build: {
    // No preload map of every chunk's imports in the entry (~1 KB gzip on every page): a route chunk's
    // own imports are fetched when it arrives. Vite still loads a lazy chunk's CSS.
    modulePreload: false,
    // dist/.vite/manifest.json and chunks.json map chunks to sources (tests/prerender/bundle.test.ts).
    manifest: true,
    rolldownOptions: {
      output: {
        // The prerender's SSR build (scripts/prerender.mjs) is one file that Node runs: no chunks, so
        // none of the browser's lazy imports is a split there, and none is reported as one that fails.
        codeSplitting:
          process.env.CONNECTIA_PRERENDER_SSR === '1'
            ? false
            : {
                groups: chunks.groups,
              },
      },
    },
  },
  // The admin's image worker loads its WASM WebP encoder only when needed: an ES module worker can.
  worker: { format: 'es' },
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
});
