/**
 * Prerender entry (built by Vite in SSR mode, run by scripts/prerender.mjs). For one path it makes
 * the same router and <App> the browser makes, with stores holding the published settings and
 * documents the build fetched, waits for the loaders and route chunks, and renders to a string. The
 * loaders' output goes into the page's data file, and the browser's first render answers from it,
 * so the markup hydrates exactly.
 */
import { createHash } from 'node:crypto';
import { createMemoryHistory } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { childAddress } from '@/schema-kit/field-paths';
import { App } from './app/App';
import { createAppRouter } from './app/create-router';
import { marking } from './app/edit-marks';
import { EditModeContext } from './app/editable';
import { localeOfPath } from './app/locale-path';
import { MarkedSettingsStore } from './app/marker-build';
import { createRouterContext, type RouterContext } from './app/router-context';
import { buildDocumentsStore, NO_DOCUMENTS, type PublishedDocuments } from './build/build-documents';
import { webFontsHead } from './fonts/held-faces-script';
import { pageFaces } from './fonts/page-faces';
import type { Locale } from './schema-kit/locales';
import type { DocumentsSnapshot } from './storage/documents-store';
import { type PublishedSetting, SettingsStore } from './storage/settings-store';

export { backend } from './app/backend';
export { localeOfPath, withLocale } from './app/locale-path';
export { PAGE_DATA_ATTRIBUTE, pageDataFileFor } from './app/page-data';
export { fetchPublishedSettings } from './app/published-settings';
export { fetchPublishedDocuments, NO_DOCUMENTS } from './build/build-documents';
export { documentPages, feeds, listPublicRoutes } from './build/site-files';
export { SITE_URL } from './components/seo/site';
export { pageFaces } from './fonts/page-faces';
export { LOCALE_SETTINGS, LOCALES } from './schema-kit/locales';

export interface RenderedPage {
  /** The markup for <div id="root">, without the head tags React hoists. */
  body: string;
  /** <title>, <meta> and <link> tags for <head>. */
  head: string;
  /** 200, or 404 for the not-found page. */
  status: number;
  /**
   * The page's data (./app/page-data.ts): its loaders' output, what they read, the published
   * settings they read and the answers its documents came from, as JSON for the file beside the page, with the stamp the page asks for it by.
   */
  pageData: { json: string; stamp: string };
}

/** Where a loader's output is not plain JSON, which the page's data would change (say, a function). */
function notJson(value: unknown, path: string): string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? undefined : path;
  if (value === null || ['string', 'boolean', 'undefined'].includes(typeof value)) return;
  const proto = typeof value === 'object' ? Object.getPrototypeOf(value) : undefined;
  if (!Array.isArray(value) && proto !== Object.prototype && proto !== null) return path;
  for (const [key, item] of Object.entries(value as object)) {
    const found = notJson(item, childAddress(path, Array.isArray(value) ? Number(key) : key));
    if (found) return found;
  }
}

/**
 * The page's data: each prepared route's output, the fields it shows untranslated, the published
 * settings it read (a store loaded later starts from them) and its documents' answers.
 */
function pageDataOf(
  context: RouterContext,
  store: SettingsStore,
  locale: Locale,
  published: readonly PublishedSetting[],
  documents: DocumentsSnapshot,
): RenderedPage['pageData'] {
  const routes = Object.fromEntries(context.preparing ?? []);
  const untranslated: Record<string, readonly string[]> = {};
  const read = new Set<string>();
  for (const [routeId, prepared] of Object.entries(routes)) {
    const found = notJson(prepared.data, routeId);
    if (found) throw new Error(`The loader data of ${routeId} is not plain JSON at ${found}.`);
    for (const key of prepared.reads) {
      read.add(key);
      const fields = locale === 'en' ? undefined : store.untranslated(key, locale);
      if (fields?.length) untranslated[key] = fields;
    }
  }
  const settings = published.filter((row) => read.has(row.key));
  const content = JSON.stringify({ routes, untranslated, settings, documents });
  const stamp = createHash('sha256').update(content).digest('base64url').slice(0, 12);
  return { json: JSON.stringify({ stamp, routes, untranslated, settings, documents }), stamp };
}

/** The page's head tags for its web fonts (./fonts/held-faces-script.ts). */
export const webFontsTags = async (path: string): Promise<string> =>
  webFontsHead(await pageFaces(localeOfPath(path)));

/** React emits hoistable tags (title, meta, link, a <style> with a precedence) ahead of the body when rendering a fragment. */
const HOISTED =
  /^(?:<title>[^<]*<\/title>|<meta [^>]*\/?>|<link [^>]*\/?>|<style data-precedence="[^"]*"[^>]*>[^<]*<\/style>)/;

export function splitHoisted(html: string): { head: string[]; body: string } {
  const head: string[] = [];
  let rest = html;
  for (let match = HOISTED.exec(rest); match; match = HOISTED.exec(rest)) {
    head.push(match[0]);
    rest = rest.slice(match[0].length);
  }
  return { head, body: rest };
}

/**
 * Renders one path (an Arabic page's, `/ar/…`, in Arabic) with the published settings the build fetched ([] = the defaults). `markers`:
 * every word visitors read from settings and documents is a marker naming its field instead (the
 * marker build, tests/prerender/marker-build.test.ts). `editMarks`: the page as the owner's edit mode
 * marks it (tests of the marks; the build never renders them).
 */
export async function render(
  path: string,
  published: readonly PublishedSetting[] = [],
  documents: PublishedDocuments = NO_DOCUMENTS,
  { markers = false, editMarks = false }: { markers?: boolean; editMarks?: boolean } = {},
): Promise<RenderedPage> {
  const store = markers ? new MarkedSettingsStore() : new SettingsStore();
  store.setPublished(published);
  const locale = localeOfPath(path);
  const documentStore = buildDocumentsStore(documents, markers, locale);
  const context = createRouterContext(store, documentStore, locale);
  context.preparing = new Map();
  const history = createMemoryHistory({ initialEntries: [path] });
  const router = createAppRouter(context, { history, prerender: true });
  await router.load();
  const app = <App router={router} prerender />;
  const { head, body } = splitHoisted(
    renderToString(
      editMarks ? <EditModeContext.Provider value={marking}>{app}</EditModeContext.Provider> : app,
    ),
  );
  const notFound = router.state.matches.some((match) => match._notFound || match.status === 'notFound');
  return {
    body,
    head: head.join('\n    '),
    status: notFound ? 404 : 200,
    pageData: pageDataOf(context, store, locale, published, documentStore.snapshot()),
  };
}
