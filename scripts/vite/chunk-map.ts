import { writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Writes dist/.vite/chunks.json: for every JS chunk of the browser build, the source modules in it
 * and the chunks it imports statically and dynamically. tests/prerender/bundle.test.ts uses it to
 * prove that public pages load no admin, Supabase or form-renderer code.
 */
export function chunkMap(root: string): Plugin {
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
