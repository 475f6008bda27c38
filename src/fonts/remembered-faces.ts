/**
 * The site's web fonts on a visitor's first page, and on every page after it.
 *
 * Added to a page that is already laid out, web fonts make the browser lay out and reshape every
 * line again: on the reference phone the largest task after the first paint (an Arabic page's two
 * faces most of all), and the text changes face under the reader's eyes. So a page is painted in
 * the faces it keeps:
 * - a first page stays in the metric-matched fallback it was painted in; once it has hydrated it
 *   fetches its faces and remembers which files it holds in sessionStorage (no more than that: it
 *   ends with the tab, as the visit's origin does, and a visitor keeps nothing of ours), and
 *   adds them when the visitor moves to another page, laid out with that page;
 * - every later page load in the tab declares them in its head, before its first layout
 *   (./held-faces-script.ts), so it is painted in them from the browser's cache. A new build's
 *   files are a first page's again.
 * The page's head lists its faces, written by the prerenderer (./page-faces.ts): the page's modules
 * carry none of them.
 */
import type { Locale } from '@/schema-kit/locales';
import { PRODUCT_PREFIX } from '@/storage/settings-source';
import { addToPage, type FaceSource, loadFaces } from './add-faces';

/** Where a tab records the files of the faces it holds. */
export const RECORD_KEY = `${PRODUCT_PREFIX}web-fonts`;

/** The id of the page's `<script type="application/json">` that lists its faces. */
export const FACES_ELEMENT = 'cp-web-fonts';

/** A face's name in the record: its family and weights (its file changes with the build). */
const faceId = (source: FaceSource) => `${source.family} ${source.weight}`;

/** The page's faces, as its head lists them; the dev server's pages list none, so there they are imported. */
async function facesOf(locale: Locale): Promise<readonly FaceSource[]> {
  if (import.meta.env.DEV) return (await import('./page-faces')).pageFaces(locale);
  const listed: unknown = JSON.parse(document.getElementById(FACES_ELEMENT)?.textContent ?? '[]');
  return Array.isArray(listed) ? listed : [];
}

/** The record: for each face this tab holds, the file it holds it from. */
function held(): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(RECORD_KEY) ?? '{}');
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {}; // unreadable or blocked: as if nothing were held
  }
}

function remember(sources: readonly FaceSource[]): void {
  const record = held();
  for (const source of sources) record[faceId(source)] = source.url;
  try {
    sessionStorage.setItem(RECORD_KEY, JSON.stringify(record));
  } catch {
    // Full or blocked: the next page is painted in the fallback too, and fetches them again.
  }
}

/**
 * A hydrated page's web fonts. Held by this tab: the page's head declared them (the dev
 * server's pages have no such script, so there they are added now). Otherwise fetched and
 * remembered, and added when `onNextPage` calls back: the visitor moved to another page.
 */
export async function bringFaces(locale: Locale, onNextPage: (add: () => void) => void): Promise<void> {
  const sources = await facesOf(locale);
  const record = held();
  if (sources.every((source) => record[faceId(source)] === source.url)) {
    if (import.meta.env.DEV) addToPage(await loadFaces(sources));
    return;
  }
  const faces = await loadFaces(sources);
  if (faces.length === sources.length) remember(sources);
  onNextPage(() => addToPage(faces));
}
