/**
 * Where each language's pages live: English at the site's own paths, Arabic under `/ar/` (home is
 * `/ar/`). One route tree serves both; the router strips and adds the prefix (./create-router.ts),
 * the prerenderer writes each page under both paths, and the language switcher links between them.
 */
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/schema-kit/locales';

const PREFIX = '/ar';

/** Paths that are never a locale's page: the admin panel (one English interface). */
const UNLOCALIZED = /^\/admin(?:\/|$)/;

/** The language of a page's path: `/ar` and `/ar/…` are Arabic, every other path English. */
export const localeOfPath = (path: string): Locale =>
  path === PREFIX || path.startsWith(`${PREFIX}/`) ? 'ar' : DEFAULT_LOCALE;

/** The path inside the route tree: `/ar/blog` → `/blog`, `/ar` and `/ar/` → `/`; others as they are. */
export function withoutLocale(path: string): string {
  if (localeOfPath(path) !== 'ar') return path;
  return path.slice(PREFIX.length) || '/';
}

/**
 * A route's path as the given language's page: `/blog` → `/ar/blog`, `/` → `/ar/` for Arabic;
 * English and the admin's paths unchanged. A path that already names a language is re-addressed.
 */
export function withLocale(path: string, locale: Locale): string {
  const bare = withoutLocale(path);
  if (locale === DEFAULT_LOCALE || UNLOCALIZED.test(bare)) return bare;
  return bare === '/' ? `${PREFIX}/` : `${PREFIX}${bare.startsWith('/') ? bare : `/${bare}`}`;
}

/**
 * Whether the page at this route path exists in the given language: every public page does, in the
 * languages it is published in (`languages`: a document's, which may be English only). No means no
 * language switcher and no search engines' alternate link to it.
 */
export const hasPageIn = (path: string, locale: Locale, languages: readonly Locale[] = LOCALES): boolean =>
  !UNLOCALIZED.test(withoutLocale(path)) && languages.includes(locale);
