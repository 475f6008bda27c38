#!/usr/bin/env node
// Prerenders every public route into dist/ (run after `vite build`; `npm run build` does both): builds
// src/entry-prerender.tsx in SSR mode, fetches the published settings and documents once, and writes
// each language's pages with their data files, each language's 404.html, the admin's shell,
// sitemap.xml, robots.txt and the feeds.
import { copyFile, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'vite';
import { mirrorMedia } from './media-mirror.mjs';
import { pageAssembler } from './page-html.mjs';
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
    // The web font files the pages' heads name: the browser's modules do not import them.
    ssrEmitAssets: true,
    minify: false,
    sourcemap: false,
    rolldownOptions: { output: { entryFileNames: 'entry-prerender.mjs' } },
  },
});

/** @type {typeof import('../src/entry-prerender')} */
const entry = await import(pathToFileURL(join(ssrOut, 'entry-prerender.mjs')).href);
// Each page's head lists its web fonts (src/fonts/held-faces-script.ts); their files come from here.
for (const locale of entry.LOCALES)
  for (const { url } of await entry.pageFaces(locale)) await copyFile(join(ssrOut, url), join(dist, url));
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

const { page, organizationJsonLd } = await pageAssembler({ dist, shell, entry });

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
 * What the build renders with, fetched once from the configured Supabase: `fetch` gives it and
 * `counted` says what arrived. When Supabase does not answer, the build uses `fallback` and says so
 * in one line.
 */
async function fetchedOrElse(what, fetch, counted, fallback, fallbackName) {
  try {
    const value = await fetch();
    console.log(`prerender: ${counted(value)}`);
    return value;
  } catch (error) {
    const why = error instanceof Error ? (error.cause?.code ?? error.message) : String(error);
    console.log(
      `prerender: ${what} unavailable from ${entry.backend.supabaseUrl} (${why}); building with the ${fallbackName}.`,
    );
    return fallback;
  }
}
// Each page's data file carries the settings it read.
const settings = await fetchedOrElse(
  'published settings',
  () => entry.fetchPublishedSettings(entry.backend, { signal: AbortSignal.timeout(5000) }),
  (rows) => `${rows.length} published setting(s) from ${entry.backend.supabaseUrl}`,
  [],
  'default settings',
);
// Every due document of each collection seeded in the database; a collection not seeded yet renders its seeds.
const fetchedDocuments = await fetchedOrElse(
  'published documents',
  () => entry.fetchPublishedDocuments(entry.backend, { signal: AbortSignal.timeout(30000) }),
  (documents) =>
    `${Object.values(documents.rows).reduce((sum, rows) => sum + rows.length, 0)} published document(s) in ${documents.seeded.length} seeded collection(s); the others use their seed documents`,
  entry.NO_DOCUMENTS,
  'seed documents',
);
// Settings' and documents' images alike are copied next to the pages (scripts/media-mirror.mjs).
const mirrored = await mirrorMedia({ settings, documents: fetchedDocuments }, dist);
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
