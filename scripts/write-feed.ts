#!/usr/bin/env -S npx tsx
// `npm run feed -- --out dist`: writes the RSS feeds of the collections that declare one (the blog's
// /blog/feed.xml, and /ar/blog/feed.xml for the Arabic pages) from what is published now, as `npm run build` does, without rebuilding the site:
// for a host that refreshes the feed on a schedule or from a publish hook. Reads the published
// documents as a visitor does (VITE_SUPABASE_URL / VITE_SUPABASE_ANON_KEY, default: the local
// stand-in); the feed's links use VITE_SITE_URL.
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { type FileSize, feedXml } from '../src/app/feed';
import { withLocale } from '../src/app/locale-path';
import { restDocumentsSource } from '../src/app/published-documents';
import { DEFAULT_SITE_URL } from '../src/components/seo/site';
import { isCollection } from '../src/schema-kit/collection';
import { LOCALES } from '../src/schema-kit/locales';
import { type DictionaryLoader, DocumentsStore } from '../src/storage/documents-store';
import { DEFAULT_ANON_KEY } from '../supabase/local/defaults';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({ options: { out: { type: 'string', default: 'dist' } } });
const out = resolve(root, values.out ?? 'dist');
const backend = {
  supabaseUrl: process.env.VITE_SUPABASE_URL || 'http://127.0.0.1:54321',
  anonKey: process.env.VITE_SUPABASE_ANON_KEY || DEFAULT_ANON_KEY,
};
const siteUrl = (process.env.VITE_SITE_URL || DEFAULT_SITE_URL).replace(/\/+$/, '');

// One store per language: each reads the documents in its own, with the seeds' translations read
// from content/<locale>/ (the bundled loader needs Vite).
const dictionaries: DictionaryLoader = async (locale, key) => {
  const file = join(root, 'content', locale, `${key}.json`);
  return existsSync(file) ? JSON.parse(await readFile(file, 'utf8')) : undefined;
};
const stores = new Map(LOCALES.map((locale) => [locale, new DocumentsStore({ locale, dictionaries })]));
try {
  for (const store of stores.values()) {
    await store.goLive(restDocumentsSource(backend, { signal: AbortSignal.timeout(30_000) }));
  }
} catch (error) {
  const why =
    error instanceof Error ? ((error.cause as { code?: string })?.code ?? error.message) : String(error);
  console.error(
    `feed: the published documents could not be read from ${backend.supabaseUrl} (${why}); nothing written.`,
  );
  process.exit(1);
}
// An enclosure's size: a site path's file in the output folder, else what its server says.
const fileSize: FileSize = async (address) => {
  if (address.startsWith('/')) return (await stat(join(out, address)).catch(() => undefined))?.size;
  const response = await fetch(address, { method: 'HEAD', signal: AbortSignal.timeout(10_000) }).catch(
    () => undefined,
  );
  const length = Number(response?.ok ? response.headers.get('content-length') : Number.NaN);
  return Number.isSafeInteger(length) && length > 0 ? length : undefined;
};
const schemas = join(root, 'schemas');
for (const file of (await readdir(schemas)).filter((name) => name.endsWith('.ts')).sort()) {
  const collection: unknown = (await import(pathToFileURL(join(schemas, file)).href)).default;
  if (!isCollection(collection) || !collection.feed) continue;
  for (const locale of LOCALES) {
    const store = stores.get(locale);
    const xml = store && (await feedXml(collection, store, siteUrl, locale, fileSize));
    if (!xml) continue;
    const path = withLocale(collection.feed.path, locale);
    const target = join(out, path);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, xml);
    console.log(`feed: ${path} written from ${backend.supabaseUrl}`);
  }
}
