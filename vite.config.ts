import { writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { publicEntityKeys } from './scripts/public-entity-keys.ts';
import { iconSpriteMarkup } from './src/components/ui/icon-sprite.ts';
import { DEFAULT_ANON_KEY } from './supabase/local/defaults.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const dir = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Writes dist/.vite/chunks.json: for every JS chunk of the browser build, the source modules in it
 * and the chunks it imports statically and dynamically. tests/prerender/bundle.test.ts uses it to
 * prove that public pages load no admin, Supabase or form-renderer code.
 */
function chunkMap(): Plugin {
  let outDir = 'dist';
  let ssr = false;
  return {
    name: 'connectia:chunk-map',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      ssr = Boolean(config.build.ssr);
    },
    async writeBundle(_options, bundle) {
      if (ssr) return;
      const chunks: Record<string, unknown> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks[output.fileName] = {
          isEntry: output.isEntry,
          facade: output.facadeModuleId ? output.facadeModuleId.replace(root, '') : null,
          modules: Object.keys(output.modules).map((id) => id.replace(root, '')),
          /** Minified bytes each module contributes (before gzip). */
          moduleBytes: Object.fromEntries(
            Object.entries(output.modules).map(([id, info]) => [id.replace(root, ''), info.renderedLength]),
          ),
          imports: output.imports,
          dynamicImports: output.dynamicImports,
          css: [...(output.viteMetadata?.importedCss ?? [])],
        };
      }
      await writeFile(join(outDir, '.vite/chunks.json'), JSON.stringify(chunks, null, 1));
    },
  };
}

/**
 * Puts the icon sprite (src/components/ui/icon-sprite.ts) at the end of <body> of index.html, in
 * the dev server and the build: every prerendered page and the admin shell carry it once, outside
 * the React root and after the page's content, and icons are <use> references to it.
 */
function iconSprite(): Plugin {
  return {
    name: 'connectia:icon-sprite',
    transformIndexHtml: (html) => html.replace('</body>', () => `  ${iconSpriteMarkup()}\n  </body>`),
  };
}

/**
 * __DEFINITION_CHECKS__ (src/schema-kit/definition-checks.ts): false only in the production build that
 * browsers load, so schemas' definition checks run in the dev server, tests and the prerendering build.
 */
function definitionChecks(): Plugin {
  return {
    name: 'connectia:definition-checks',
    config: (_config, { command, isSsrBuild }) => ({
      define: { __DEFINITION_CHECKS__: JSON.stringify(command !== 'build' || Boolean(isSsrBuild)) },
    }),
  };
}

/**
 * A production build without VITE_SUPABASE_URL talks to the local stand-in's address and demo key:
 * fine for tests and previews on this machine, never for a deployment. Say so loudly.
 */
function localBackendWarning(): Plugin {
  return {
    name: 'connectia:local-backend-warning',
    apply: 'build',
    configResolved(config) {
      if (config.build.ssr) return;
      const env = loadEnv(config.mode, config.root, 'VITE_');
      if ((env.VITE_SUPABASE_URL ?? process.env.VITE_SUPABASE_URL ?? '').trim()) return;
      console.warn(
        '\n\x1b[33m!!! VITE_SUPABASE_URL is not set: served from this machine, this build talks to the LOCAL DEVELOPMENT backend at http://127.0.0.1:54321 with its demo key;\n!!! served from any other host it is a static site with no backend (forms cannot send, sign-in is off).\n!!! Set VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY to your Supabase project before deploying.\x1b[0m\n',
      );
    },
  };
}

/**
 * The module graph, read once it is complete, for the chunk groups below (which run later):
 * - `app`: what src/app/browser-app.tsx imports statically, directly or not: the app that the
 *   browser entry (src/main.tsx) imports as its second stage.
 * - `pipeline`: what reads stored settings and documents against their schemas: valibot, every
 *   module of src/schema-kit/ and src/storage/ that a visitor's pages can load and that needs
 *   valibot to run (now or through what it loads later), and the modules of src/app/ (not its route
 *   loaders) that import one of those. A new file there joins it by what it imports.
 * - `kit`: what the pages' own code imports from src/schema-kit/, src/storage/ or the pipeline,
 *   without valibot (a choice's name, a document's path, a listing's query): a group takes what its modules import, so
 *   without a group of their own these would go with the pipeline, and a page would load the
 *   pipeline to show a name.
 * - `check`: what the app's start loads after hydration without the pipeline (the check that a
 *   page's documents are unchanged since the build), with what it imports that the kit does not
 *   hold: left alone, the pipeline, which imports it too, would take it along.
 */
const graph = {
  app: new Set<string>(),
  pipeline: new Set<string>(),
  kit: new Set<string>(),
  check: new Set<string>(),
};
/** The router's modules that no public page uses (checked by tests/prerender/bundle.test.ts). */
const ADMIN_ONLY_ROUTER_MODULES = /[\\/]@tanstack[\\/]react-router[\\/]dist[\\/]esm[\\/]useBlocker\.js$/;
/** Code that only the signed-in owner loads: never part of what a visitor's pages group. */
const OWNER_ONLY = /[\\/]src[\\/](admin|auth|editing|routes[\\/]admin)[\\/]/;
const VALIBOT = /[\\/]node_modules[\\/]valibot[\\/]/;
/** Where the code that reads stored values against schemas lives. */
const READING = /[\\/]src[\\/](schema-kit|storage)[\\/][^\\/]+\.tsx?$/;
/** The app's own modules (not its route loaders, which travel with their routes). */
const APP_HELPER = /[\\/]src[\\/]app[\\/][^\\/]+\.tsx?$/;
function moduleGraph(): Plugin {
  const APP = dir('./src/app/browser-app.tsx');
  return {
    name: 'connectia:module-graph',
    apply: 'build',
    buildEnd() {
      for (const set of Object.values(graph)) set.clear();
      if (!this.getModuleInfo(APP)) return;
      const staticImports = (id: string) => this.getModuleInfo(id)?.importedIds ?? [];
      const reach = (from: string[], next: (id: string) => readonly string[], into = new Set<string>()) => {
        const stack = [...from];
        for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
          if (into.has(id)) continue;
          into.add(id);
          stack.push(...next(id));
        }
        return into;
      };
      reach([APP], staticImports, graph.app);
      // Everything a visitor's pages can load, now or on a navigation.
      const visitor = reach([APP], (id) => {
        const info = this.getModuleInfo(id);
        return [...(info?.importedIds ?? []), ...(info?.dynamicallyImportedIds ?? [])].filter(
          (next) => !OWNER_ONLY.test(next),
        );
      });
      /**
       * Whether a module needs valibot to run: through its static imports, or (`lazy`) also through
       * what it loads later from src/schema-kit/ and src/storage/ (the documents store's rows).
       */
      const valibotReach = (lazy: boolean) => {
        const known = new Map<string, boolean>();
        const reaches = (id: string): boolean => {
          const answer = known.get(id);
          if (answer !== undefined) return answer;
          known.set(id, false);
          const info = this.getModuleInfo(id);
          const later = lazy ? (info?.dynamicallyImportedIds ?? []).filter((next) => READING.test(next)) : [];
          const found = VALIBOT.test(id) || [...(info?.importedIds ?? []), ...later].some(reaches);
          known.set(id, found);
          return found;
        };
        return reaches;
      };
      const readsStored = valibotReach(true);
      const needsValibot = valibotReach(false);
      const candidates = [...visitor].filter((id) => !graph.app.has(id));
      for (const id of candidates) {
        if (VALIBOT.test(id) || (READING.test(id) && readsStored(id))) graph.pipeline.add(id);
      }
      // The app's modules built on it: the stores' loading, the loaders' helpers.
      for (const id of candidates) {
        if (APP_HELPER.test(id) && staticImports(id).some((next) => graph.pipeline.has(next))) {
          graph.pipeline.add(id);
        }
      }
      // What the pipeline itself loads later, and no visitor's module imports statically, stays a
      // chunk of its own: that import() is a real split.
      const importedStatically = new Set([...visitor].flatMap(staticImports));
      for (const id of [...graph.pipeline]) {
        const lazyPart = [...graph.pipeline].some((member) =>
          this.getModuleInfo(member)?.dynamicallyImportedIds.includes(id),
        );
        if (lazyPart && !importedStatically.has(id)) graph.pipeline.delete(id);
      }
      const pipelineTakes = reach([...graph.pipeline], staticImports);
      // From the pages' own code (not a lazily loaded store module such as the image store, whose
      // imports travel with it), then what those modules import in turn.
      const takeIntoKit = (importer: string) => {
        for (const imported of staticImports(importer)) {
          if (graph.app.has(imported) || graph.kit.has(imported) || graph.pipeline.has(imported)) continue;
          const shared = pipelineTakes.has(imported) || READING.test(imported);
          if (shared && !needsValibot(imported)) {
            graph.kit.add(imported);
            takeIntoKit(imported);
          }
        }
      };
      for (const id of visitor) {
        if (pipelineTakes.has(id) || graph.app.has(id) || READING.test(id)) continue;
        takeIntoKit(id);
      }
      const takeIntoCheck = (id: string) => {
        const light = (READING.test(id) || APP_HELPER.test(id)) && !readsStored(id);
        if (!light || graph.app.has(id) || graph.kit.has(id) || graph.check.has(id)) return;
        graph.check.add(id);
        for (const imported of staticImports(id)) takeIntoCheck(imported);
      };
      for (const later of this.getModuleInfo(APP)?.dynamicallyImportedIds ?? []) takeIntoCheck(later);
    },
  };
}

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
    chunkMap(),
    moduleGraph(),
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
                groups: [
                  // Vite's loader of a lazy chunk's CSS, which the entry and the app both use: in neither's chunk.
                  { name: 'preload', priority: 40, test: /preload-helper/ },
                  // React and React DOM: the entry's first stage (src/main.tsx), evaluated in a task of its own.
                  {
                    name: 'react',
                    priority: 30,
                    test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
                  },
                  // The router and what it builds on, the entry's second stage (src/app/router-stage.ts).
                  // Not what only the admin uses (its unsaved-changes guard's useBlocker): a group takes
                  // every module its test matches, whoever imports it, so that stays in the admin's chunks.
                  {
                    name: 'router',
                    priority: 25,
                    test: (id) =>
                      /[\\/]src[\\/]app[\\/]router-stage\.ts$/.test(id) ||
                      (graph.app.has(id) &&
                        /[\\/]node_modules[\\/](@tanstack|use-sync-external-store)[\\/]/.test(id) &&
                        !ADMIN_ONLY_ROUTER_MODULES.test(id)),
                  },
                  // What the app imports statically (the schemas of the site frame, the settings store, the
                  // site frame) in one chunk instead of ~25 small ones, evaluated in the entry's third stage;
                  // the entry itself stays out of it; lazy route and admin chunks stay split.
                  {
                    name: 'app',
                    priority: 20,
                    test: (id) => graph.app.has(id) && !ADMIN_ONLY_ROUTER_MODULES.test(id),
                  },
                  // The site's shared components (page hero, section, columns, <Seo>, the header and footer…),
                  // used by most public routes, in one chunk instead of a dozen tiny ones (~2 KB gzip less a
                  // page). What only some pages show lives in components/page-parts and goes with the routes
                  // that use it: every public page stays within its 120 KB of script.
                  {
                    name: 'site',
                    test: /[\\/]src[\\/]components[\\/](ui|site|seo)[\\/]/,
                    minShareCount: 3,
                  },
                  // What every public form renders and does (fields, the action, its messages, and the small
                  // newsletter box, so /blog loads one file fewer, and the read of its messages), shared by the
                  // contact, careers and blog pages; what a form checks and sends (senders.ts) loads on demand.
                  {
                    name: 'forms',
                    test: /[\\/]src[\\/]forms[\\/](fields|use-form-action|Honeypot|Form(Success|Failure)|NewsletterForm|bot-check|fallback-email|form-messages)\./,
                  },
                  // The small helpers both the pages' own code and the pipeline use (moduleGraph above).
                  { name: 'kit', priority: 16, test: (id) => graph.kit.has(id) },
                  // The documents' check after hydration (moduleGraph above).
                  { name: 'check', priority: 16, test: (id) => graph.check.has(id) },
                  // What reads stored settings and documents against their schemas (moduleGraph above), in
                  // one chunk: a prerendered page answers its first load from its data (src/app/page-data.ts),
                  // so this loads only when a loader runs (a navigation, the owner's drafts, a change since
                  // the build) and for the admin. Below the app's group, so nothing the app imports can move
                  // here unnoticed.
                  { name: 'pipeline', priority: 15, test: (id) => graph.pipeline.has(id) },
                  // What the blog's pages show of articles (cards, covers, dates, authors' names): service and
                  // solution pages carry none of it. The body renderer stays out: /blog needs none.
                  {
                    name: 'articles',
                    test: /[\\/]src[\\/]components[\\/](ui[\\/]MediaCard|documents(?![\\/]RichText))[\\/.]/,
                  },
                  // The page-view reporter and the visit's origin it keeps for the forms: one small file,
                  // loaded once the page is idle (src/visits/count-when-idle.ts).
                  { name: 'visits', test: /[\\/]src[\\/]visits[\\/](reporter|visit-origin)\./ },
                  // Service and solution pages: their two collections and the block kinds they share, one file.
                  {
                    name: 'page-documents',
                    test: /[\\/](schemas[\\/](services|solutions|parts[\\/]page-sections)|content[\\/]detail-icon-names)\./,
                  },
                ],
              },
      },
    },
  },
  // The admin's image worker loads its WASM WebP encoder only when needed: an ES module worker can.
  worker: { format: 'es' },
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
});
