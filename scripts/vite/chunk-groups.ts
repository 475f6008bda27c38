/**
 * How the browser build groups modules into chunks: by folder and by the import graph, never by a
 * list of file names, so a new module joins its group by where it lives and what it imports.
 * `chunkGroups(app)` gives the plugin that reads the module graph and the groups that use it.
 */
import type { Plugin } from 'vite';

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
 * - `check`: what the app's own modules load after hydration without the pipeline (the check that
 *   a page's documents are unchanged since the build), with what it imports that the kit does not
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
function moduleGraph(APP: string): Plugin {
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
      for (const id of graph.app) {
        if (!APP_HELPER.test(id)) continue;
        for (const later of this.getModuleInfo(id)?.dynamicallyImportedIds ?? []) takeIntoCheck(later);
      }
    },
  };
}

/** Rolldown's chunk groups for the browser build, and the plugin whose reading of the graph they use. */
export function chunkGroups(app: string) {
  const groups = [
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
      test: (id: string) =>
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
      test: (id: string) => graph.app.has(id) && !ADMIN_ONLY_ROUTER_MODULES.test(id),
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
    { name: 'kit', priority: 16, test: (id: string) => graph.kit.has(id) },
    // The documents' check after hydration (moduleGraph above).
    { name: 'check', priority: 16, test: (id: string) => graph.check.has(id) },
    // What reads stored settings and documents against their schemas (moduleGraph above), in
    // one chunk: a prerendered page answers its first load from its data (src/app/page-data.ts),
    // so this loads only when a loader runs (a navigation, the owner's drafts, a change since
    // the build) and for the admin. Below the app's group, so nothing the app imports can move
    // here unnoticed.
    { name: 'pipeline', priority: 15, test: (id: string) => graph.pipeline.has(id) },
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
  ];
  return { plugin: moduleGraph(app), groups };
}
