// sitemap.xml and robots.txt for the public routes (called by scripts/prerender.mjs after rendering).
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const escapeXml = (text) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c],
  );

/**
 * @param {string} siteUrl origin without trailing slash @param {readonly string[]} routes
 * @param {ReadonlyMap<string, string>} lastmods per path (documents: when they last changed); others: `lastmod`
 * @param {{ locales: readonly string[], localize: (path: string, locale: string) => string, exists?: (path: string, locale: string) => boolean }} [languages]
 *   each route's page in every language (English at the route's path, Arabic under /ar/): each is a
 *   <url> of its own, listing all of them (and x-default, the first) as its xhtml:link alternates
 */
export function sitemapXml(
  siteUrl,
  routes,
  lastmods = new Map(),
  lastmod = new Date().toISOString().slice(0, 10),
  languages = { locales: ['en'], localize: (path) => path },
) {
  const { localize, exists = () => true } = languages;
  const urls = routes
    .flatMap((path) => {
      // Only the languages the page exists in (the first, English, always).
      const locales = languages.locales.filter((locale, index) => index === 0 || exists(path, locale));
      const changed = lastmods.get(path) ?? lastmod;
      const priority = path === '/' ? '1.0' : path.split('/').length > 2 ? '0.6' : '0.8';
      const alternates =
        locales.length > 1
          ? [
              ...locales.map((locale) => [locale, localize(path, locale)]),
              ['x-default', localize(path, locales[0])],
            ]
              .map(
                ([hreflang, href]) =>
                  `\n    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(siteUrl + href)}"/>`,
              )
              .join('')
          : '';
      return locales.map(
        (locale) =>
          `  <url>\n    <loc>${escapeXml(siteUrl + localize(path, locale))}</loc>\n    <lastmod>${changed}</lastmod>\n    <priority>${priority}</priority>${alternates}\n  </url>`,
      );
    })
    .join('\n');
  const xhtml = languages.locales.length > 1 ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : '';
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${xhtml}>\n${urls}\n</urlset>\n`;
}

/** @param {string} siteUrl */
export function robotsTxt(siteUrl) {
  return `User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}

/**
 * @param {string} outDir @param {string} siteUrl @param {readonly string[]} routes
 * @param {ReadonlyMap<string, string>} [lastmods]
 * @param {{ locales: readonly string[], localize: (path: string, locale: string) => string, exists?: (path: string, locale: string) => boolean }} [languages]
 */
export async function writeSeoFiles(outDir, siteUrl, routes, lastmods, languages) {
  await writeFile(join(outDir, 'sitemap.xml'), sitemapXml(siteUrl, routes, lastmods, undefined, languages));
  await writeFile(join(outDir, 'robots.txt'), robotsTxt(siteUrl));
}
