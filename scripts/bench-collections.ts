#!/usr/bin/env -S npx tsx
// `npx tsx scripts/bench-collections.ts`: the collections at scale, a benchmark, not a
// test. Starts a throw-away stand-in, publishes N generated articles (default 500) as the admin's
// publish would store them (bodies from the default articles, several hundred words each), builds
// the site against it into .bench/collections (git-ignored) and reports the build time, the pages
// prerendered, /blog's HTML and the sizes a visitor's browser reads. Figures for
// docs/decisions/010-collections.md.
// Options: --articles N (500), --port N (54691; the mail port is N+1), --out DIR (.bench/collections).
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import * as v from 'valibot';
import { ARTICLE_SEEDS } from '../content/articles';
import articles from '../schemas/articles';
import { rowFromDocument } from '../src/storage/document-rows';
import { startStandIn } from '../supabase/local/server';

const { values: opts } = parseArgs({
  options: {
    articles: { type: 'string', default: '500' },
    port: { type: 'string', default: '54691' },
    out: { type: 'string', default: '.bench/collections' },
  },
});
const COUNT = Number(opts.articles);
const PORT = Number(opts.port);
const OUT = resolve(opts.out ?? '.bench/collections');

const standIn = await startStandIn({ apiPort: PORT, mailPort: PORT + 1, quiet: true });
try {
  // 1. N published articles, newest first from today, spread over the categories.
  const started = performance.now();
  const day = 24 * 3600 * 1000;
  const rows = Array.from({ length: COUNT }, (_, index) => {
    const seed = ARTICLE_SEEDS[index % ARTICLE_SEEDS.length] as (typeof ARTICLE_SEEDS)[number];
    const document = v.parse(articles.schema, {
      ...seed,
      slug: `${seed.slug}-${index + 1}`,
      title: `${seed.title} (part ${index + 1})`,
      featured: index === 0,
      publishedAt: new Date(Date.now() - (index + 1) * day).toISOString(),
    }) as Record<string, unknown>;
    return rowFromDocument(articles, document, {
      id: `bench-${index + 1}`,
      version: 1,
      now: new Date().toISOString(),
    });
  });
  for (let offset = 0; offset < rows.length; offset += 50) {
    const batch = rows.slice(offset, offset + 50).map((row) => ({
      id: row.id,
      collection: articles.key,
      slug: row.slug,
      status: 'published',
      published_at: row.publishedAt,
      version: 1,
      fields: row.fields,
      body: row.body,
      words: row.words,
    }));
    await standIn.query(
      `insert into public.documents (id, collection, slug, status, published_at, version, fields, body, words)
       select id, collection, slug, status, published_at, version, fields, body, words
         from json_populate_recordset(null::public.documents, $1::json)`,
      [JSON.stringify(batch)],
    );
  }
  await standIn.query(`insert into public.collections (key) values ($1) on conflict do nothing`, [
    articles.key,
  ]);
  const words = rows.reduce((sum, row) => sum + row.words, 0);
  console.log(
    `${COUNT} articles published in ${((performance.now() - started) / 1000).toFixed(1)} s (${Math.round(words / COUNT)} words each on average)`,
  );

  // 2. The build, as `npm run build` runs it, against that database.
  const env = { ...process.env, VITE_SUPABASE_URL: standIn.apiUrl };
  const run = (command: string, args: string[]) =>
    new Promise<number>((done) => {
      const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'], env });
      child.on('exit', (code) => done(code ?? 1));
    });
  const buildStart = performance.now();
  let code = await run('npx', ['vite', 'build', '--outDir', OUT, '--emptyOutDir', '--logLevel', 'error']);
  const viteSeconds = (performance.now() - buildStart) / 1000;
  if (code === 0) code = await run('node', ['scripts/prerender.mjs', '--outDir', OUT]);
  const buildSeconds = (performance.now() - buildStart) / 1000;
  if (code !== 0) throw new Error(`The build failed (exit ${code}).`);

  // 3. What it made.
  const size = (file: string) => statSync(file).size;
  const gz = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;
  const blog = join(OUT, 'blog/index.html');
  // The answers /blog's documents came from, in its data file (src/app/page-data.ts).
  const snapshot = JSON.stringify(
    (JSON.parse(readFileSync(join(OUT, 'blog/page-data.json'), 'utf8')) as { documents?: unknown })
      .documents ?? {},
  );
  const pages = readdirSync(join(OUT, 'blog'), { withFileTypes: true }).filter((entry) =>
    entry.isDirectory(),
  );
  const articleSizes = pages
    .map((entry) => size(join(OUT, 'blog', entry.name, 'index.html')))
    .sort((a, b) => a - b);
  const median = articleSizes[Math.floor(articleSizes.length / 2)] ?? 0;
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  // The listing a visitor's browser asks for after load (the first page, as /blog asks it).
  const listing = await fetch(
    `${standIn.apiUrl}/rest/v1/documents?select=id,slug,published_at,version,updated_at,words,fields&collection=eq.articles&order=published_at.desc,slug.asc&limit=7`,
    { headers: { apikey: standIn.anonKey } },
  );
  const listingBytes = (await listing.arrayBuffer()).byteLength;
  console.log(`
build: ${buildSeconds.toFixed(1)} s (vite build ${viteSeconds.toFixed(1)} s, prerender ${(buildSeconds - viteSeconds).toFixed(1)} s)
article pages prerendered: ${pages.length}
/blog HTML: ${kb(size(blog))} (${kb(gz(blog))} gzip); its data file's documents snapshot ${kb(snapshot.length)}
an article page's HTML, median: ${kb(median)}
sitemap.xml: ${kb(size(join(OUT, 'sitemap.xml')))}; blog/feed.xml: ${kb(size(join(OUT, 'blog/feed.xml')))}
/blog's listing request after load (7 rows, no bodies): ${kb(listingBytes)}`);
} finally {
  await standIn.stop();
}
