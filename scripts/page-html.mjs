// How a prerendered page's HTML is put together from the built shell (dist/index.html): its head
// tags, its inlined CSS (the entry stylesheet whole, the route CSS it uses), its markup, and the
// entry's scripts started once the page has painted. scripts/prerender.mjs renders, this assembles.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { criticalCssFor, escapeStyle, wholeSheetsFor } from './critical-css.mjs';
import { heroImagePreload } from './hero-preload.mjs';

/**
 * `dist`: the browser build; `shell`: its index.html as Vite wrote it; `entry`: the prerender entry
 * (its SITE_URL, LOCALES, LOCALE_SETTINGS and localeOfPath). Returns `page(rendered, path, extraHead)`,
 * the page's HTML, and `organizationJsonLd()`.
 */
export async function pageAssembler({ dist, shell, entry }) {
  const manifest = JSON.parse(await readFile(join(dist, '.vite/manifest.json'), 'utf8'));
  const TEMPLATE_SEO = /\s*<title>[^<]*<\/title>|\s*<meta name="description"[^>]*>/g;
  const organizationJsonLd = () => {
    const json = JSON.stringify({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Connectia',
      slogan: 'Connecting People Solutions',
      url: `${entry.SITE_URL}/`,
      logo: `${entry.SITE_URL}/icon-512.png`,
      address: { '@type': 'PostalAddress', addressLocality: 'Dubai', addressCountry: 'AE' },
    }).replace(/</g, '\\u003c');
    return `<script type="application/ld+json">${json}</script>`;
  };

  /**
   * The app's scripts start once the page has loaded and its first contentful paint has been reported
   * (or 1.5 s after its first frame, whichever is first): the prerendered page is complete, styled by
   * its inlined CSS, and its links work without them, so first paint and the largest image wait for
   * neither. Waiting for the paint entry (PerformanceObserver, buffered),
   * not just a frame, matters because a paint is timed when it reaches the screen: a request started
   * right after the frame could still precede it, and Lighthouse's simulation then puts the whole
   * entry chunk on the first paint's path (the benchmark flipped between 0.8 and 1.35 s LCP on that).
   * The web fonts are not on the first paint's path either: a first page is painted in their
   * metric-matched local fallback, a later one in the faces this browser already holds.
   */
  const ENTRY = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g;
  /** Vite's preloads of the entry's imports (e.g. the bundler's runtime chunk): the entry fetches them when it starts. */
  const MODULEPRELOAD = /\s*<link rel="modulepreload"[^>]*>/g;
  const deferredEntry = (sources, preloads) =>
    `<script>(function(){var started=false;function go(){if(started)return;started=true;requestAnimationFrame(function(){setTimeout(function(){${JSON.stringify(preloads)}.forEach(function(href){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=href;document.head.appendChild(l)});${JSON.stringify(sources)}.forEach(function(src){var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=src;document.body.appendChild(s)})})})}function start(){try{if(PerformanceObserver.supportedEntryTypes.indexOf('paint')<0)return go();var o=new PerformanceObserver(function(list){if(list.getEntriesByName('first-contentful-paint').length){o.disconnect();go()}});o.observe({type:'paint',buffered:true})}catch(e){go()}}if(document.readyState==='complete')start();else{addEventListener('load',start);requestAnimationFrame(function(){setTimeout(go,1500)})}})()</script>`;

  /**
   * The chunks the entry imports in stages (src/main.tsx: React DOM, then the app) and what they
   * import: fetched beside the entry, evaluated only when the entry asks for them.
   */
  async function entryStages() {
    const entry = Object.values(manifest).find((chunk) => chunk.isEntry && chunk.src === 'index.html');
    if (!entry) throw new Error('The build manifest has no entry for index.html.');
    const files = new Set();
    const visit = (key) => {
      const chunk = manifest[key];
      if (!chunk || files.has(`/${chunk.file}`)) return;
      files.add(`/${chunk.file}`);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    for (const key of entry.imports ?? []) visit(key);
    for (const key of entry.dynamicImports ?? []) visit(key);
    return [...files];
  }

  /**
   * CSS that public route chunks bring (e.g. the page hero's): in the browser Vite adds it when a
   * route's chunk loads, i.e. after hydration, which would restyle and shift the static page. It is
   * small, so every prerendered page inlines what it uses at the end of <head> (the browser's later
   * <link> to the same rules changes nothing).
   */
  async function publicRouteCss() {
    const inShell = new Set(
      [...shell.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+)"/g)].map((m) => m[1]),
    );
    const files = new Set();
    const seen = new Set();
    const visit = (key) => {
      const chunk = manifest[key];
      if (!chunk || seen.has(key)) return;
      seen.add(key);
      for (const css of chunk.css ?? []) if (!inShell.has(css)) files.add(css);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    for (const key of Object.keys(manifest)) if (/^src\/routes\/(__root|_site)[./]/.test(key)) visit(key);
    const texts = await Promise.all([...files].map((file) => readFile(join(dist, file), 'utf8')));
    return texts.join('\n');
  }

  /**
   * The entry stylesheet is inlined whole (it is small), without the other language's rules on <html>
   * (scripts/critical-css.mjs): the first paint waits for no request, and the page never adds the file
   * later, which would restyle, lay out and reshape the whole painted page in one long task.
   */
  const STYLESHEET = /<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g;
  const shellCss = new Map();
  for (const [, file] of shell.matchAll(STYLESHEET))
    shellCss.set(file, await readFile(join(dist, file), 'utf8'));
  /** The shell of a language's pages: `<html lang="ar" dir="rtl">` for Arabic, `lang="en" dir="ltr"` for English. */
  const localeShells = new Map(
    await Promise.all(
      entry.LOCALES.map(async (locale) => {
        const html = shell.replace(/<html\b[^>]*>/, (tag) =>
          tag
            .replace(/\slang="[^"]*"/, '')
            .replace('<html', `<html lang="${locale}" dir="${entry.LOCALE_SETTINGS[locale].direction}"`),
        );
        // Selectors on <html> (the Arabic pages' rules) are kept only for the pages whose <html> they match.
        const htmlTag = /<html\b[^>]*>/.exec(html)?.[0] ?? '<html>';
        const entrySheets = await wholeSheetsFor(htmlTag, [...shellCss.values()]);
        return [locale, { html, entrySheets, criticalCss: criticalCssFor(htmlTag) }];
      }),
    ),
  );

  /** The shell with the entry stylesheet inlined in place of its link, and the page's critical route CSS. */
  async function styledShell(body, locale) {
    const files = [...shellCss.keys()];
    const { html: localeShell, entrySheets, criticalCss } = localeShells.get(locale);
    const [route] = await criticalCss(body, [routeCss]);
    const html = localeShell.replace(
      STYLESHEET,
      (_, file) =>
        `<style data-entry-css="/${file}">${escapeStyle(entrySheets[files.indexOf(file)])}</style>`,
    );
    return { html, routeStyle: route ? `<style data-route-css>${escapeStyle(route)}</style>` : '' };
  }

  /** The built index.html with the page's head tags, critical CSS and markup. */
  async function page({ head, body }, path, extraHead = []) {
    const { html, routeStyle } = await styledShell(body, entry.localeOfPath(path));
    // Before the first layout: the web fonts this browser already holds (src/fonts/remembered-faces.ts).
    const faces = await entry.webFontsTags(path);
    const tags = [head, ...heroImagePreload(body, head), ...extraHead, routeStyle, faces]
      .filter(Boolean)
      .join('\n    ');
    const entries = [...shell.matchAll(ENTRY)].map((match) => match[1]);
    if (entries.length === 0)
      throw new Error('dist/index.html has no <script type="module" crossorigin src>.');
    return html
      .replace(TEMPLATE_SEO, '')
      .replace(ENTRY, '')
      .replace(MODULEPRELOAD, '')
      .replace('</head>', `  ${tags}\n  </head>`)
      .replace(
        '<div id="root"></div>',
        () => `<div id="root">${body}</div>\n    ${deferredEntry(entries, stages)}`,
      );
  }

  const stages = await entryStages();
  const routeCss = await publicRouteCss();
  return { page, organizationJsonLd };
}
