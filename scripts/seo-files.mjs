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
 */
export function sitemapXml(
  siteUrl,
  routes,
  lastmods = new Map(),
  lastmod = new Date().toISOString().slice(0, 10),
) {
  const urls = routes
    .map((path) => {
      const changed = lastmods.get(path) ?? lastmod;
      const priority = path === '/' ? '1.0' : path.split('/').length > 2 ? '0.6' : '0.8';
      return `  <url>\n    <loc>${escapeXml(siteUrl + path)}</loc>\n    <lastmod>${changed}</lastmod>\n    <priority>${priority}</priority>\n  </url>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** @param {string} siteUrl */
export function robotsTxt(siteUrl) {
  return `User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}

/**
 * @param {string} outDir @param {string} siteUrl @param {readonly string[]} routes
 * @param {ReadonlyMap<string, string>} [lastmods]
 */
export async function writeSeoFiles(outDir, siteUrl, routes, lastmods) {
  await writeFile(join(outDir, 'sitemap.xml'), sitemapXml(siteUrl, routes, lastmods));
  await writeFile(join(outDir, 'robots.txt'), robotsTxt(siteUrl));
}
