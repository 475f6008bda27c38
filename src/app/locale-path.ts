/**
 * Where each language's pages live: English at the site's own paths, every other language under its
 * prefix (../schema-kit/locales.ts: Arabic's home is `/ar/`). One route tree serves them all; the
 * router strips and adds the prefix (./create-router.ts), the prerenderer writes each page under each
 * language's path, and the language switcher links between them.
 */
import { DEFAULT_LOCALE, LOCALE_SETTINGS, LOCALES, type Locale } from '@/schema-kit/locales';

/** Paths that are never a locale's page: the admin panel (one English interface). */
const UNLOCALIZED = /^\/admin(?:\/|$)/;

const prefixOf = (locale: Locale): string => LOCALE_SETTINGS[locale].prefix;

/** The language of a page's path: `/ar` and `/ar/…` are Arabic, a path under no prefix English. */
export const localeOfPath = (path: string): Locale =>
  LOCALES.find((locale) => {
    const prefix = prefixOf(locale);
    return prefix !== '' && (path === prefix || path.startsWith(`${prefix}/`));
  }) ?? DEFAULT_LOCALE;

/** The path inside the route tree: `/ar/blog` → `/blog`, `/ar` and `/ar/` → `/`; others as they are. */
export function withoutLocale(path: string): string {
  const prefix = prefixOf(localeOfPath(path));
  return prefix === '' ? path : path.slice(prefix.length) || '/';
}

/**
 * A route's path as the given language's page: `/blog` → `/ar/blog`, `/` → `/ar/` for Arabic;
 * English and the admin's paths unchanged. A path that already names a language is re-addressed.
 */
export function withLocale(path: string, locale: Locale): string {
  const bare = withoutLocale(path);
  const prefix = prefixOf(locale);
  if (prefix === '' || UNLOCALIZED.test(bare)) return bare;
  return bare === '/' ? `${prefix}/` : `${prefix}${bare.startsWith('/') ? bare : `/${bare}`}`;
}

/**
 * Whether the page at this route path exists in the given language: every public page does, in the
 * languages it is published in (`languages`: a document's, which may be English only). No means no
 * language switcher and no search engines' alternate link to it.
 */
export const hasPageIn = (path: string, locale: Locale, languages: readonly Locale[] = LOCALES): boolean =>
  !UNLOCALIZED.test(withoutLocale(path)) && languages.includes(locale);
