import { writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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

/** See src/app/floating-ui-merge-refs.ts: ScrollArea's one import from @floating-ui/react, without the rest. */
function scrollAreaMergeRefs(): Plugin {
  const shim = dir('./src/app/floating-ui-merge-refs.ts');
  return {
    name: 'connectia:scroll-area-merge-refs',
    enforce: 'pre',
    resolveId(source, importer) {
      if (
        source === '@floating-ui/react' &&
        /@mantine[\\/]core[\\/].*[\\/]ScrollArea[\\/]/.test(importer ?? '')
      )
        return shim;
      return null;
    },
  };
}

export default defineConfig({
  plugins: [
    // Must come before the React plugin: it generates src/routeTree.gen.ts and splits every route file.
    tanstackRouter({
      target: 'react',
      // The prerender's SSR build (scripts/prerender.mjs) needs no splitting, and skips its cost.
      autoCodeSplitting: process.env.CONNECTIA_PRERENDER_SSR !== '1',
      // Each route's loader travels with its component: the schemas and content a loader reads stay
      // out of the entry chunk and load only with that route (issue 6: light public pages).
      codeSplittingOptions: {
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
    scrollAreaMergeRefs(),
    chunkMap(),
  ],
  resolve: {
    alias: {
      '@': dir('./src'),
      '@schemas': dir('./schemas'),
      '@content': dir('./content'),
    },
  },
  build: {
    // Every browser with ES modules we target supports <link rel="modulepreload"> natively.
    modulePreload: { polyfill: false },
    // dist/.vite/manifest.json and chunks.json map chunks to sources (tests/prerender/bundle.test.ts).
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Everything the entry imports statically (React, Router, Mantine's base, the site frame)
            // in one chunk instead of ~25 small ones; lazy route and admin chunks stay split.
            { name: 'app', tags: ['$initial'] },
            // The site's shared section components (page hero, section, stat grid, cards, <Seo>…), used
            // by most public routes, in one chunk instead of a dozen tiny ones (~2 KB gzip less a page).
            { name: 'site', test: /[\\/]src[\\/]components[\\/](ui|site|seo)[\\/]/, minShareCount: 3 },
          ],
        },
      },
    },
  },
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
});
