/**
 * The site's web fonts on a visitor's first page, and on every page after it.
 *
 * Added to a page that is already laid out, web fonts make the browser lay out and reshape every
 * line again: on the reference phone the largest task after the first paint (an Arabic page's two
 * faces most of all), and the text changes face under the reader's eyes. So a page is painted in
 * the faces it keeps:
 * - a first page stays in the metric-matched fallback it was painted in; once it has hydrated it
 *   fetches its faces and remembers which files it holds in localStorage (no more than that), and adds them
 *   when the visitor moves to another page, laid out with that page;
 * - every later page load declares them in its head, before its first layout (declareHeldFaces), so
 *   it is painted in them from the browser's cache. A new build's files are a first page's again.
 */
import { LOCALE_SETTINGS, type Locale } from '@/schema-kit/locales';
import { PRODUCT_PREFIX } from '@/storage/settings-source';
import { addFaces, type FaceSource, loadFaces } from './add-faces';
import { interFaces } from './inter-face';

const KEY = `${PRODUCT_PREFIX}web-fonts`;

/** The faces of a language's pages: Inter, and on an Arabic-script language's its typeface (fetched only there). */
export const pageFaces = async (locale: Locale): Promise<readonly FaceSource[]> =>
  LOCALE_SETTINGS[locale].script === 'arabic'
    ? [...interFaces, ...(await import('./arabic-face')).arabicFaces]
    : interFaces;

/** A face's name in the record: its family and weights (its file changes with the build). */
const faceId = (source: FaceSource) => `${source.family} ${source.weight}`;

/** The record: for each face this browser holds, the file it holds it from. */
function held(): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(KEY) ?? '{}');
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
    localStorage.setItem(KEY, JSON.stringify(record));
  } catch {
    // Full or blocked: the next page is painted in the fallback too, and fetches them again.
  }
}

/**
 * The page's head script (`<script>` text, inlined by scripts/page-html.mjs): if this browser holds
 * every one of the page's faces in this build's files, it declares them and starts loading them
 * before the first layout; otherwise it does nothing. Inline and plain, for the page's modules run
 * too late; a record it cannot read declares nothing.
 */
export function declareHeldFaces(sources: readonly FaceSource[]): string {
  const faces = sources.map((source) => [
    faceId(source),
    source.url,
    source.family,
    `url(${source.url}) format('${source.format}')`,
    { weight: source.weight, unicodeRange: source.unicodeRange, display: 'swap' },
  ]);
  const json = JSON.stringify(faces).replace(/</g, '\\u003c');
  return `try{var h=JSON.parse(localStorage.getItem(${JSON.stringify(KEY)})||"{}"),f=${json};if(h&&f.every(function(x){return h[x[0]]===x[1]}))f.forEach(function(x){var face=new FontFace(x[2],x[3],x[4]);document.fonts.add(face);face.load().catch(function(){})})}catch(e){}`;
}

/**
 * A hydrated page's web fonts. Held by this browser: declared by the page's head already, or (a page
 * without that script, as the dev server serves) added now. Otherwise fetched and remembered, and
 * added when `onNextPage` calls back: the visitor moved to another page.
 */
export async function bringFaces(
  sources: readonly FaceSource[],
  onNextPage: (add: () => void) => void,
): Promise<void> {
  const record = held();
  if (sources.every((source) => record[faceId(source)] === source.url)) {
    const declared = new Set([...document.fonts].map((face) => face.family.replace(/["']/g, '')));
    if (!sources.every((source) => declared.has(source.family))) await addFaces(sources);
    return;
  }
  const faces = await loadFaces(sources);
  if (faces.length === sources.length) remember(sources);
  onNextPage(() => {
    for (const face of faces) document.fonts.add(face);
  });
}
