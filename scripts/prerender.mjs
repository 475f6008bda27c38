#!/usr/bin/env node
// Prerenders every public route into dist/ (run after `vite build`; `npm run build` does both).
//  1. Builds src/entry-prerender.tsx with Vite in SSR mode (same config, plugins and aliases).
//  2. For each public route renders the same <App> the browser runs, on the default settings, and
//     writes dist/<path>/index.html from the built dist/index.html: markup inside <div id="root">,
//     the page's title/meta/link tags in <head>. Each route twice: in English at its path and in
//     Arabic under /ar/ (dist/ar/<path>/index.html), each with its <html lang dir>.
//  3. Writes dist/404.html and dist/ar/404.html (the not-found page in each language),
//     dist/admin/index.html (the plain SPA shell for the admin panel and sign-in), sitemap.xml and
//     robots.txt.
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'vite';
import { criticalCssFor, escapeStyle, wholeSheetsFor } from './critical-css.mjs';
import { heroImagePreload } from './hero-preload.mjs';
import { mirrorMedia } from './media-mirror.mjs';
import { writeSeoFiles } from './seo-files.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
// --outDir: where `vite build --outDir` wrote the browser build (default dist/).
const { values: args } = parseArgs({ options: { outDir: { type: 'string', default: 'dist' } } });
const dist = resolve(root, args.outDir);
const ssrOut = join(root, `node_modules/.cache/prerender-${process.pid}`);
const started = performance.now();

process.env.CONNECTIA_PRERENDER_SSR = '1';
await build({
  root,
  configFile: join(root, 'vite.config.ts'),
  logLevel: 'warn',
  publicDir: false,
  build: {
    ssr: 'src/entry-prerender.tsx',
    outDir: ssrOut,
    emptyOutDir: true,
    manifest: false,
    minify: false,
    sourcemap: false,
    rolldownOptions: { output: { entryFileNames: 'entry-prerender.mjs' } },
  },
});

/** @type {typeof import('../src/entry-prerender')} */
const entry = await import(pathToFileURL(join(ssrOut, 'entry-prerender.mjs')).href);
const NOINDEX = '  <meta name="robots" content="noindex" />\n  </head>';
let shell = await readFile(join(dist, 'index.html'), 'utf8');
if (!shell.includes('<div id="root"></div>')) {
  // Prerendered already: start again from the shell kept in admin/index.html.
  shell = (await readFile(join(dist, 'admin/index.html'), 'utf8').catch(() => '')).replace(
    NOINDEX,
    '</head>',
  );
  if (!shell.includes('<div id="root"></div>'))
    throw new Error('No fresh dist/index.html: run `vite build` first.');
}

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
 * The Inter web font is not on the first paint's path either: the app adds it after hydration (its
 * metric-matched local fallback shows until then).
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
  const manifest = JSON.parse(await readFile(join(dist, '.vite/manifest.json'), 'utf8'));
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
const stages = await entryStages();

/**
 * CSS that public route chunks bring (e.g. the page hero's): in the browser Vite adds it when a
 * route's chunk loads, i.e. after hydration, which would restyle and shift the static page. It is
 * small, so every prerendered page inlines what it uses at the end of <head> (the browser's later
 * <link> to the same rules changes nothing).
 */
async function publicRouteCss() {
  const manifest = JSON.parse(await readFile(join(dist, '.vite/manifest.json'), 'utf8'));
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
const routeCss = await publicRouteCss();

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
    (_, file) => `<style data-entry-css="/${file}">${escapeStyle(entrySheets[files.indexOf(file)])}</style>`,
  );
  return { html, routeStyle: route ? `<style data-route-css>${escapeStyle(route)}</style>` : '' };
}

/** The built index.html with the page's head tags, critical CSS and markup. */
async function page({ head, body }, path, extraHead = []) {
  const { html, routeStyle } = await styledShell(body, entry.localeOfPath(path));
  const tags = [head, ...heroImagePreload(body, head), ...extraHead, routeStyle]
    .filter(Boolean)
    .join('\n    ');
  const entries = [...shell.matchAll(ENTRY)].map((match) => match[1]);
  if (entries.length === 0) throw new Error('dist/index.html has no <script type="module" crossorigin src>.');
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

/**
 * Writes the page and its data file beside it (src/app/page-data.ts): the root element names the
 * file and its stamp, so the entry fetches it while the framework downloads.
 */
async function writePage(file, html, pageData) {
  const dataFile = entry.pageDataFileFor(file);
  await write(dataFile, pageData.json);
  const address = `/${dataFile}?v=${pageData.stamp}`;
  await write(
    file,
    html.replace('<div id="root">', () => `<div id="root" ${entry.PAGE_DATA_ATTRIBUTE}="${address}">`),
  );
}

const fileFor = (path) => (path === '/' ? 'index.html' : `${path.slice(1).replace(/\/$/, '')}/index.html`);
const write = async (file, html) => {
  await mkdir(dirname(join(dist, file)), { recursive: true });
  await writeFile(join(dist, file), html);
};

// The SPA shell for /admin and /admin/login (not prerendered; never indexed).
await write('admin/index.html', shell.replace('</head>', NOINDEX));

/**
 * The published settings: fetched once from the configured Supabase and used for every page; each
 * page's data file carries the ones it read. When Supabase does not answer, the build uses the
 * defaults and says so in one line.
 */
async function publishedSettings() {
  try {
    const rows = await entry.fetchPublishedSettings(entry.backend, { signal: AbortSignal.timeout(5000) });
    console.log(`prerender: ${rows.length} published setting(s) from ${entry.backend.supabaseUrl}`);
    return rows;
  } catch (error) {
    const why = error instanceof Error ? (error.cause?.code ?? error.message) : String(error);
    console.log(
      `prerender: published settings unavailable from ${entry.backend.supabaseUrl} (${why}); building with the default settings.`,
    );
    return [];
  }
}
const settings = await publishedSettings();

/**
 * The published documents of the collections: every due document of each collection
 * seeded in the database, fetched once; a collection not seeded yet renders its seed documents.
 * When Supabase does not answer, every collection renders its seeds, and the build says so.
 */
async function publishedDocuments() {
  try {
    const documents = await entry.fetchPublishedDocuments(entry.backend, {
      signal: AbortSignal.timeout(30000),
    });
    const count = Object.values(documents.rows).reduce((sum, rows) => sum + rows.length, 0);
    console.log(
      `prerender: ${count} published document(s) in ${documents.seeded.length} seeded collection(s); the others use their seed documents`,
    );
    return documents;
  } catch (error) {
    const why = error instanceof Error ? (error.cause?.code ?? error.message) : String(error);
    console.log(
      `prerender: published documents unavailable from ${entry.backend.supabaseUrl} (${why}); building with the seed documents.`,
    );
    return entry.NO_DOCUMENTS;
  }
}
// Settings' and documents' images alike are copied next to the pages (scripts/media-mirror.mjs).
const mirrored = await mirrorMedia({ settings, documents: await publishedDocuments() }, dist);
if (mirrored.copied > 0) console.log(`prerender: ${mirrored.copied} published image(s) copied to media/`);
for (const failure of mirrored.failed)
  console.warn(`prerender: warning: not copied, kept on Supabase: ${failure}`);
const { settings: published, documents } = mirrored.published;

// Each language's routes (route paths, without /ar/): a document published in English only has no Arabic page.
const routesIn = new Map();
for (const locale of entry.LOCALES)
  routesIn.set(locale, new Set(await entry.listPublicRoutes(documents, locale)));
const routes = [...routesIn.get('en')];
const problems = [];
for (const locale of entry.LOCALES) {
  for (const route of routesIn.get(locale)) {
    const path = entry.withLocale(route, locale);
    const rendered = await entry.render(path, published, documents);
    if (rendered.status !== 200) problems.push(`${path} rendered the not-found page`);
    if (!rendered.head.includes('<title>')) problems.push(`${path} has no <title> (use <Seo> in the page)`);
    const extra =
      route === '/' && !rendered.body.includes('application/ld+json') ? [organizationJsonLd()] : [];
    await writePage(fileFor(path), await page(rendered, path, extra), rendered.pageData);
  }

  // The not-found page in the language of the path that was not found (the host serves ar/404.html under /ar/).
  const probe = entry.withLocale('/__connectia-not-found__', locale);
  const notFound = await entry.render(probe, published, documents);
  if (notFound.status !== 404)
    problems.push(`the not-found probe ${probe} did not render the not-found page`);
  const notFoundHead = notFound.head.includes('<title>') ? [] : ['<title>Page not found | Connectia</title>'];
  await writePage(
    entry.withLocale('/404.html', locale).slice(1),
    await page(notFound, probe, [...notFoundHead, '<meta name="robots" content="noindex" />']),
    notFound.pageData,
  );
}

const lastmods = new Map((await entry.documentPages(documents)).map((doc) => [doc.path, doc.lastmod]));
await writeSeoFiles(dist, entry.SITE_URL, routes, lastmods, {
  locales: entry.LOCALES,
  localize: entry.withLocale,
  exists: (path, locale) => routesIn.get(locale)?.has(path) ?? false,
});
// An enclosure's size is its file's in dist/ (the site's own and mirrored pictures), else unknown.
const fileSize = async (address) =>
  address.startsWith('/') ? (await stat(join(dist, address)).catch(() => undefined))?.size : undefined;
for (const [path, xml] of await entry.feeds(documents, entry.SITE_URL, fileSize))
  await write(path.slice(1), xml);
await rm(ssrOut, { recursive: true, force: true });

for (const problem of problems) console.warn(`prerender: warning: ${problem}`);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `prerender: ${routes.length} pages in ${entry.LOCALES.length} languages + their 404.html + admin shell in ${seconds} s (${entry.SITE_URL})`,
);
