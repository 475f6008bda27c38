/**
 * Site-wide facts for search engines and link previews.
 * The origin comes from VITE_SITE_URL at build time (e.g. VITE_SITE_URL=https://www.connectia.ae);
 * without it the default below is used. Canonical URLs, og:url, og:image, sitemap.xml and robots.txt
 * all derive from it.
 */

export const DEFAULT_SITE_URL = 'https://www.connectia.ae';

/**
 * The public origin, without a trailing slash. (Outside Vite, e.g. `npm run feed` under tsx, there is
 * no import.meta.env: the default.)
 */
export const SITE_URL = (import.meta.env?.VITE_SITE_URL || DEFAULT_SITE_URL).replace(/\/+$/, '');

export const SITE_NAME = 'Connectia';
export const SITE_TAGLINE = 'Connecting People Solutions';

/** Self-hosted Open Graph / Twitter card image (public/og-image.png, 1200x630). */
export const OG_IMAGE = {
  path: '/og-image.png',
  width: 1200,
  height: 630,
  alt: 'Connectia — Connecting People Solutions',
};

/** The absolute URL of a site path ("/about" -> "https://…/about"); the home page keeps its slash. */
export const absoluteUrl = (path: string): string => `${SITE_URL}${path.startsWith('/') ? path : `/${path}`}`;
