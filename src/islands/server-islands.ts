/**
 * Prerender only. An island renders as its own React root, so its markup (and the ids React's useId
 * gives it) is what the browser's root for it will hydrate. While the page renders, each island
 * leaves a marker and registers what to render; scripts/prerender.mjs then renders every registered
 * island with renderToString and puts it in place of its marker (see renderIslands in
 * src/entry-prerender.tsx).
 */
import type { ComponentType } from 'react';

export interface ServerIsland {
  /** React's identifierPrefix for the island's root (the same in the browser). */
  identifierPrefix: string;
  // biome-ignore lint/suspicious/noExplicitAny: islands of any props share the page's list.
  component: ComponentType<any>;
  props: object;
}

let collected: ServerIsland[] | undefined;

/** Starts collecting the islands of one page render; returns the list the render fills. */
export function collectServerIslands(): ServerIsland[] {
  collected = [];
  return collected;
}

/** Registers an island of the page being rendered; returns the marker to put where its markup goes. */
export function serverIslandMarker(island: ServerIsland): string {
  if (!collected) throw new Error('An island rendered on the server outside collectServerIslands().');
  collected.push(island);
  return `<!--island:${collected.length - 1}-->`;
}

export const ISLAND_MARKER = /<!--island:(\d+)-->/g;
