/**
 * A prerendered page's data: what each of its routes' loaders returned when the page was built, and
 * the keys each read. The browser's first load answers from it (./from-page.ts), so the first render
 * matches the markup without loading the schemas, the settings store or its reading pipeline; they
 * load only when something differs from the build (./browser-app.tsx).
 */
export const PAGE_DATA_ID = 'page-data';
/** The JSON script of the documents a page shows (./published-documents.ts), named here so a page can tell it has one without loading them. */
export const DOCUMENTS_SNAPSHOT_ID = 'published-documents';

/** One route's loader output and what it read; `key` names its params and deps. */
export interface PreparedLoad {
  key: string;
  data: unknown;
  reads: string[];
}

export interface PageData {
  routes: Record<string, PreparedLoad>;
  /** By entity key: its fields this page shows in English for want of a translation. */
  untranslated: Record<string, readonly string[]>;
}

/** The key of a load: its params and deps, as JSON. */
export const loadKey = (params: unknown, deps: unknown): string =>
  JSON.stringify([params ?? {}, deps ?? null]);

/** The JSON script a prerendered page carries ('' when no route prepared anything). */
export function pageDataScript(data: PageData): string {
  if (Object.keys(data.routes).length === 0) return '';
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PAGE_DATA_ID}">${json}</script>`;
}

/** The page's data; undefined when it has none or it cannot be read (the loaders then run). */
export function readPageData(doc: Document): PageData | undefined {
  const text = doc.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return undefined;
  try {
    const data = JSON.parse(text) as Partial<PageData> | null;
    return data && typeof data.routes === 'object' && data.routes
      ? { routes: data.routes, untranslated: data.untranslated ?? {} }
      : undefined;
  } catch {
    return undefined;
  }
}
