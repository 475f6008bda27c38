// The floors `npm run bench` compares pages with (scripts/bench.mjs): what the same first paint costs
// with no script at all, so a page's LCP over its floor is what its scripts cost.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** `dist`'s prerendered page at `from`, without its scripts, written as `dist`'s page at `to`. */
export function writeStaticCopy(dist, from, to) {
  const page = readFileSync(join(dist, from, 'index.html'), 'utf8');
  mkdirSync(join(dist, to), { recursive: true });
  writeFileSync(join(dist, to, 'index.html'), page.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, ''));
}

/** Where a page's static copy is served: beside it, under one folder the bench removes afterwards. */
export const COPY_ROOT = '/__bench-copy';
export const copyPath = (route) => `${COPY_ROOT}${route}`;

/**
 * Writes the floor pages into `dist` and returns their folders (to remove afterwards):
 * - at `floorPath`, a hand-written static page of the home page's first screen
 *   (scripts/bench-floor.html: inline CSS and illustration, no web font, no script): what the
 *   machine's benchmarkIndex is read on, the same page on every machine and in every version;
 * - for each of `routes`, the prerendered page without its scripts (at copyPath(route)). A page's
 *   LCP is compared with its own copy's: the same markup, CSS, images and fallback faces, so the
 *   figure is what the scripts cost. (A copy that declared the Arabic face would wait for the font
 *   (1.28 s against /ar/'s 0.92 s on this machine) and measure nothing: the faces come after
 *   hydration, so neither the page nor its copy waits for them.)
 */
export function writeFloors({ dist, floorPath, routes }) {
  // The home hero's illustration exactly as the built home page inlines it.
  const heroArt = /<div class="cp-hero__aside"><img src="(data:image\/svg\+xml,[^"]+)"/.exec(
    readFileSync(join(dist, 'index.html'), 'utf8'),
  )?.[1];
  if (!heroArt) throw new Error('The built home page has no inline hero illustration.');
  const floorDir = join(dist, floorPath);
  mkdirSync(floorDir, { recursive: true });
  writeFileSync(
    join(floorDir, 'index.html'),
    readFileSync('scripts/bench-floor.html', 'utf8').replace('/__HERO_ART__', () => heroArt),
  );
  for (const route of routes) writeStaticCopy(dist, route, copyPath(route));
  return [floorDir, join(dist, COPY_ROOT)];
}
