/**
 * A prerendered page's data: what each of its routes' loaders returned when the page was built, the
 * keys each read, the published settings it read and the answers its documents came from. The browser's first load answers from it
 * (./from-page.ts), so the first render matches the markup without loading the schemas, the stores
 * or their reading pipeline; they load only when something differs from the build (./browser-app.tsx).
 *
 * It is a file beside the page (`page-data.json`), not a script in it: the HTML stays within the
 * first round trip, and the entry fetches the data while the framework's scripts download
 * (src/main.tsx). The page names the file and its stamp, so a page never takes another build's data.
 * Only the entry imports this at run time (the app, types only): it stays in the entry's chunk.
 */
import type { DocumentsSnapshot } from '@/storage/documents-store';
import type { PublishedSetting } from '@/storage/settings-store';

/** The root element's attribute naming the page's data file: `/blog/page-data.json?v=<stamp>`. */
export const PAGE_DATA_ATTRIBUTE = 'data-page-data';

/** One route's loader output and what it read; `key` names its params and deps. */
export interface PreparedLoad {
  key: string;
  data: unknown;
  reads: string[];
}

export interface PageData {
  /** Names this data's build of the page: the page asks for the file with it. */
  stamp: string;
  routes: Record<string, PreparedLoad>;
  /** By entity key: its fields this page shows in English for want of a translation. */
  untranslated: Record<string, readonly string[]>;
  /** The published settings the page read, as the build fetched them (a store loaded later starts from them). */
  settings: PublishedSetting[];
  /** The answers the page's documents came from (the documents store starts from them). */
  documents: DocumentsSnapshot;
}

/** The data file of the page written to `htmlFile` (`blog/index.html` -> `blog/page-data.json`, `404.html` -> `404.page-data.json`). */
export const pageDataFileFor = (htmlFile: string): string =>
  htmlFile.endsWith('/index.html') || htmlFile === 'index.html'
    ? htmlFile.replace(/index\.html$/, 'page-data.json')
    : htmlFile.replace(/\.html$/, '.page-data.json');

/** The page's data, as the root element names it; undefined without one, or when it cannot be had. */
export async function fetchPageData(root: HTMLElement): Promise<PageData | undefined> {
  const address = root.getAttribute(PAGE_DATA_ATTRIBUTE);
  if (!address) return undefined;
  try {
    const response = await fetch(address);
    if (!response.ok) return undefined;
    const stamp = new URL(address, location.href).searchParams.get('v');
    return toPageData(await response.json(), stamp);
  } catch {
    return undefined; // offline, or not JSON: the loaders run instead
  }
}

/** The data if it is a page's data of the build stamped `stamp`; otherwise undefined. */
export function toPageData(json: unknown, stamp: string | null): PageData | undefined {
  if (typeof json !== 'object' || json === null) return undefined;
  const data = json as Partial<PageData>;
  if (data.stamp !== stamp || typeof data.routes !== 'object' || data.routes === null) return undefined;
  return {
    stamp: data.stamp,
    routes: data.routes,
    untranslated: data.untranslated ?? {},
    settings: Array.isArray(data.settings) ? data.settings : [],
    documents: Array.isArray(data.documents?.answers) ? data.documents : { answers: [] },
  };
}
