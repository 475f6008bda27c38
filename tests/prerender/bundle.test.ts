/**
 * Public pages stay light. Reads the production build (run `npm run build` first; skipped
 * without one): dist/.vite/chunks.json (written by scripts/vite/chunk-map.ts) lists the source modules of every
 * chunk. For each prerendered page, the chunks it can load are: the scripts and modulepreloads in its
 * HTML, the lazy chunks of the routes it matches, and everything those import (statically, or
 * dynamically unless the target is another route's chunk). None may hold admin code (the settings
 * form renderer lives in src/admin), sign-in code, Supabase, the admin's modal/notification hosts,
 * Mantine or TanStack Form (the admin's toolkit; public pages and forms use the site's own components).
 * Editing on the page (src/editing/) loads only for the signed-in owner: public code reaches it
 * through import() alone (src/app/editing-door.ts), so it is never among a visitor's chunks, and no
 * prerendered page carries an editing mark.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The build to check: dist/, or DIST_DIR. */
const DIST = join(process.cwd(), process.env.DIST_DIR ?? 'dist');
const CHUNKS = join(DIST, '.vite/chunks.json');
/*
 * How many KB a page loads is a size goal: `npm run bench` measures and reports it against its
 * targets (the developers' guide keeps speed and size goals out of tests). This file checks what
 * must never be in a public page's scripts at all.
 */

interface ChunkInfo {
  isEntry: boolean;
  facade: string | null;
  modules: string[];
  imports: string[];
  dynamicImports: string[];
}

/** Source modules a public page must never load. */
const FORBIDDEN: [string, RegExp][] = [
  ['admin panel code (src/admin)', /^src\/admin\//],
  // The admin routes' definitions (path, beforeLoad guard) are part of the route tree; their
  // components are split off and must not load.
  ['admin route components', /^src\/routes\/admin\/.*\?tsr-split/],
  // The guard's pure parser of the sign-in redirect (src/auth/callback-url.ts) is allowed.
  ['sign-in code (src/auth)', /^src\/auth\/(?!callback-url\.ts$)/],
  ['supabase-js', /node_modules\/@supabase\//],
  ['the registry of all schemas', /^src\/schema-kit\/registry\.ts/],
  ['the admin overlays (modals, notification host)', /^src\/app\/AdminOverlays\.tsx/],
  // Mantine is the admin's toolkit; public pages use the site's own components.
  ['Mantine', /node_modules\/@mantine\//],
  // The admin's icons; public pages use the site's SVG sprite (src/components/ui/icon-sprite.ts).
  ['the admin icons (@tabler/icons-react)', /node_modules\/@tabler\//],
  // Public forms are native fields with a React action.
  ['TanStack Form', /node_modules\/@tanstack\/(react-)?form/],
  ['editing code (src/editing)', /^src\/editing\//],
  // The admin's unsaved-changes guard; a chunk group (scripts/vite/chunk-groups.ts) would otherwise take it in.
  [
    "the router's useBlocker (the admin's unsaved-changes guard)",
    /node_modules\/@tanstack\/react-router\/dist\/esm\/useBlocker\.js$/,
  ],
];

/** The door to the editing code: the one public module that imports it, dynamically. */
const EDITING_DOOR = 'src/app/editing-door.ts';

const built = existsSync(CHUNKS) && existsSync(join(DIST, 'index.html'));

function htmlPages(dir = DIST): string[] {
  const pages: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) {
      if (name !== 'admin' && name !== 'assets' && name !== '.vite') pages.push(...htmlPages(full));
    } else if (name === 'index.html' || name === '404.html') pages.push(full);
  }
  return pages;
}

/** "/services/cloud" for dist/services/cloud/index.html. */
const pathOf = (file: string) => {
  const rel = relative(DIST, file).replace(/\\/g, '/');
  if (rel === '404.html') return '/__not-found__';
  return `/${rel.replace(/(^|\/)index\.html$/, '')}`;
};

/** Path segments a public route file matches ("services.$slug.tsx" -> ["services", "$slug"]). */
function routeSegments(facade: string): string[] | undefined {
  const match = /^src\/routes\/_site\/(.+)\.tsx(\?.*)?$/.exec(facade);
  if (!match?.[1]) return undefined;
  return match[1]
    .split(/[./]/)
    .filter((segment) => segment !== 'index' && segment !== 'route' && !segment.startsWith('_'));
}

const matches = (segments: string[], path: string) => {
  const parts = path.split('/').filter(Boolean);
  return segments.length === parts.length && segments.every((s, i) => s.startsWith('$') || s === parts[i]);
};

describe.skipIf(!built)('public pages load no admin code (dist/ after `npm run build`)', () => {
  const chunks = built ? (JSON.parse(readFileSync(CHUNKS, 'utf8')) as Record<string, ChunkInfo>) : {};
  const isRouteChunk = (file: string) => /^src\/routes\//.test(chunks[file]?.facade ?? '');
  /** A chunk of editing code: loaded through the door only once the owner is signed in (never for visitors). */
  const isEditingChunk = (file: string) => /^src\/editing\//.test(chunks[file]?.facade ?? '');
  const layoutChunks = Object.keys(chunks).filter((file) =>
    /^src\/routes\/(__root|_site)\.tsx(\?|$)/.test(chunks[file]?.facade ?? ''),
  );

  /** The chunks a page at `path` can load, starting from its HTML's scripts. */
  function pageChunks(html: string, path: string, { lazy }: { lazy: boolean }): Set<string> {
    // <script src>, <link rel="modulepreload">, and the entry scripts the page starts after first paint.
    const start = [
      ...html.matchAll(
        /<(?:script type="module"[^>]*src|link rel="modulepreload"[^>]*href)="\/([^"]+\.js)"/g,
      ),
      ...html.matchAll(/"\/(assets\/[^"]+\.js)"/g),
    ]
      .map((m) => m[1] ?? '')
      .filter(Boolean);
    const entries = new Set(start);
    const own = Object.keys(chunks).filter((file) => {
      const segments = routeSegments(chunks[file]?.facade ?? '');
      return segments !== undefined && matches(segments, path);
    });
    const seen = new Set<string>();
    const queue = [...start, ...layoutChunks, ...own];
    while (queue.length > 0) {
      const file = queue.pop() as string;
      if (seen.has(file) || !chunks[file]) continue;
      seen.add(file);
      queue.push(...chunks[file].imports);
      // The route tree's lazy imports of other routes are never followed, nor the editing code's (the
      // signed-in owner's only); other lazy imports (content, fonts picked in the admin) only when `lazy`.
      if (lazy && !entries.has(file))
        queue.push(
          ...chunks[file].dynamicImports.filter((dyn) => !isRouteChunk(dyn) && !isEditingChunk(dyn)),
        );
    }
    return seen;
  }

  const pages = built ? htmlPages() : [];

  it('finds the prerendered pages', () => {
    expect(pages.length).toBeGreaterThanOrEqual(30);
  });

  for (const file of pages) {
    const path = pathOf(file);
    it(`${path}: no admin, sign-in, Supabase or renderer code`, () => {
      const html = readFileSync(file, 'utf8');
      const loaded = pageChunks(html, path, { lazy: true });
      const offenders: string[] = [];
      for (const chunk of loaded) {
        for (const module of chunks[chunk]?.modules ?? []) {
          for (const [what, pattern] of FORBIDDEN) {
            if (pattern.test(module)) offenders.push(`${chunk}: ${what} (${module})`);
          }
        }
      }
      expect(offenders).toEqual([]);
    });
  }

  it('the editing code is reached only through import() from its door, never statically', () => {
    const editing = Object.keys(chunks).filter((file) =>
      chunks[file]?.modules.some((module) => module.startsWith('src/editing/')),
    );
    expect(editing.length).toBeGreaterThan(0);
    // Every chunk holding editing code is an editing entry, loaded dynamically.
    expect(editing.filter((file) => !isEditingChunk(file))).toEqual([]);
    const staticallyImported = Object.entries(chunks)
      .filter(([file, chunk]) => !isEditingChunk(file) && chunk.imports.some(isEditingChunk))
      .map(([file]) => file);
    expect(staticallyImported).toEqual([]);
    const importers = Object.entries(chunks)
      .filter(([file, chunk]) => !isEditingChunk(file) && chunk.dynamicImports.some(isEditingChunk))
      .map(([, chunk]) => chunk.modules);
    expect(importers.length).toBeGreaterThan(0);
    for (const modules of importers) expect(modules).toContain(EDITING_DOOR);
  });

  for (const file of pages) {
    it(`${pathOf(file)}: no editing marks in the prerendered HTML`, () => {
      expect(readFileSync(file, 'utf8')).not.toContain('data-edit');
    });
  }

  // A prerendered page answers its first load from its data (src/app/page-data.ts): what reads stored
  // settings and documents against the schemas loads only when a loader must run.
  const PIPELINE =
    /^(node_modules\/valibot\/|src\/storage\/(settings|documents)-store\.ts$|src\/app\/loaders\/|schemas\/)/;
  for (const file of pages) {
    const path = pathOf(file);
    it(`${path}: no schema, valibot or store in the first scripts`, () => {
      const html = readFileSync(file, 'utf8');
      const first = [...pageChunks(html, path, { lazy: false })].flatMap(
        (chunk) => chunks[chunk]?.modules ?? [],
      );
      expect(first.filter((module) => PIPELINE.test(module))).toEqual([]);
      // Its data is a file beside it, named with its stamp (src/app/page-data.ts).
      const address = /<div id="root" data-page-data="\/([^"?]+)\?v=([\w-]+)"/.exec(html);
      expect(address).not.toBeNull();
      const data = JSON.parse(readFileSync(join(DIST, address?.[1] ?? ''), 'utf8')) as { stamp: string };
      expect(data.stamp).toBe(address?.[2]);
    });
  }

  // A form hydrates with its page; what it checks and sends loads when a visitor reaches for it.
  for (const path of ['/contact', '/careers', '/blog']) {
    it(`${path}: the form's sender is not in the first scripts, and loads on demand`, () => {
      const html = readFileSync(join(DIST, path.slice(1), 'index.html'), 'utf8');
      const modulesOf = (lazy: boolean) =>
        [...pageChunks(html, path, { lazy })].flatMap((chunk) => chunks[chunk]?.modules ?? []);
      const sender = /^src\/forms\/(senders|deliver|schemas)\.ts$/;
      expect(modulesOf(false).filter((module) => sender.test(module))).toEqual([]);
      expect(modulesOf(true)).toContain('src/forms/senders.ts');
    });
  }
});
