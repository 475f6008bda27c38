#!/usr/bin/env node
// `npm run bench:compare -- --base <commit>`: the same pages of two builds, measured in alternation.
// On a shared machine Lighthouse's benchmarkIndex drifts by a third within minutes, and TBT with it
// (docs/decisions/013-benchmark-device.md): two `npm run bench` runs compare only when their indexes
// agree, which on a busy machine they rarely do. Here each page is measured base, head, base, head…
// at one CPU slowdown (calibrated once, as the bench does), so both builds see the same machine, and
// the table gives each side's medians and the median of the pairs' differences.
// The base is built from <commit> in a temporary git worktree that shares node_modules; the head is
// the working tree. Neither build has a backend: the pages' read of newer published settings after
// load fails on both alike.
// Options: --base REF (required), --runs N (5), --pages /a,/b (/,/blog,/ar/), --port N (4395).
import { spawn } from 'node:child_process';
import { rmSync, symlinkSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import { CHROME_FLAGS, CHROMIUM_PATH, lighthouseRun, median, slowdownFor } from './lighthouse-run.mjs';
import { startPreview } from './preview.mjs';
import { selfSignedCertificate } from './self-signed-cert.mjs';

const { values: opts } = parseArgs({
  options: {
    base: { type: 'string' },
    runs: { type: 'string', default: '5' },
    pages: { type: 'string', default: '/,/blog,/ar/' },
    port: { type: 'string', default: '4395' },
  },
});
if (!opts.base) {
  console.error('Usage: npm run bench:compare -- --base <commit> [--runs 5] [--pages /,/blog,/ar/]');
  process.exit(2);
}
const RUNS = Number(opts.runs);
const PAGES = opts.pages.split(',');
const PORT = Number(opts.port);
const WORK = resolve('.bench/compare');
const BASE_SRC = join(WORK, 'base-src');
const SIDES = { base: join(WORK, 'base'), head: join(WORK, 'head') };

const run = (command, args, cwd = '.') =>
  new Promise((done, fail) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'ignore', 'inherit'] });
    child.on('exit', (code) =>
      code === 0 ? done() : fail(new Error(`${command} ${args.join(' ')}: exit ${code}`)),
    );
  });
/** `npm run build`'s two steps, from the sources in `cwd`, into `outDir`. */
const build = async (cwd, outDir) => {
  await run('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], cwd);
  await run('node', ['scripts/prerender.mjs', '--outDir', outDir], cwd);
};

// 1. The two builds. Without VITE_SUPABASE_URL a build talks to the local stand-in's address.
delete process.env.VITE_SUPABASE_URL;
rmSync(WORK, { recursive: true, force: true });
process.stderr.write(`Building ${opts.base} and the working tree… `);
await run('git', ['worktree', 'add', '--detach', '--force', BASE_SRC, opts.base]);
try {
  symlinkSync(resolve('node_modules'), join(BASE_SRC, 'node_modules'), 'dir');
  await build(BASE_SRC, SIDES.base);
} finally {
  await run('git', ['worktree', 'remove', '--force', BASE_SRC]);
}
await build('.', SIDES.head);
process.stderr.write('done\n');

// 2. Both served as the bench serves one, over HTTPS with HTTP/2 and brotli.
const tls = selfSignedCertificate();
const servers = await Promise.all(
  Object.values(SIDES).map((dir, i) =>
    startPreview({ port: PORT + i, host: '127.0.0.1', dir, tls, precompress: true }),
  ),
);
const origin = { base: `https://127.0.0.1:${PORT}`, head: `https://127.0.0.1:${PORT + 1}` };
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });

const results = [];
let slowdown;
let calibratedIndex;
try {
  // 3. One slowdown for every run: the reference phone at this machine's index (median of 5 runs).
  process.stderr.write('Calibrating ');
  const indices = [];
  for (let i = 0; i < 5; i++) {
    const lhr = await lighthouseRun({
      port: chrome.port,
      url: `${origin[i % 2 ? 'head' : 'base']}/`,
      categories: ['performance'],
      slowdown: 4,
    });
    indices.push(lhr.environment.benchmarkIndex);
    process.stderr.write('.');
  }
  calibratedIndex = median(indices);
  slowdown = slowdownFor(calibratedIndex);
  process.stderr.write(
    ` benchmarkIndex ${Math.round(calibratedIndex)}, CPU slowdown ${slowdown.toFixed(2)}x\n`,
  );

  // 4. Each page, base and head in turn.
  for (const path of PAGES) {
    const runs = { base: [], head: [] };
    for (let i = 0; i < RUNS; i++)
      for (const side of i % 2 ? ['head', 'base'] : ['base', 'head']) {
        const lhr = await lighthouseRun({
          port: chrome.port,
          url: `${origin[side]}${path}`,
          categories: ['performance'],
          slowdown,
        });
        runs[side].push({
          tbt: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
          lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
          perf: (lhr.categories.performance?.score ?? Number.NaN) * 100,
          index: lhr.environment.benchmarkIndex,
        });
        process.stderr.write('.');
      }
    results.push({ path, runs });
  }
  process.stderr.write('\n');
} finally {
  await chrome.kill();
  for (const server of servers) server.close();
}

// 5. Report.
const pick = (list, key) => median(list.map((r) => r[key]));
console.log(
  `\nLighthouse mobile preset, ${RUNS} runs per side in alternation; benchmarkIndex ${Math.round(calibratedIndex)}, CPU slowdown ${slowdown.toFixed(2)}x for every run.`,
);
console.log(`base = ${opts.base}, head = the working tree\n`);
console.log(
  'page                      TBT base  TBT head  head-base (median of pairs)  perf base/head  LCP base/head      index range',
);
for (const { path, runs } of results) {
  const diffs = runs.head.map((r, i) => r.tbt - runs.base[i].tbt);
  const indexes = [...runs.base, ...runs.head].map((r) => r.index);
  console.log(
    [
      path.padEnd(24),
      `${Math.round(pick(runs.base, 'tbt'))} ms`.padStart(8),
      `${Math.round(pick(runs.head, 'tbt'))} ms`.padStart(9),
      `${Math.round(median(diffs))} ms`.padStart(29),
      `${Math.round(pick(runs.base, 'perf'))}/${Math.round(pick(runs.head, 'perf'))}`.padStart(15),
      `${Math.round(pick(runs.base, 'lcp'))}/${Math.round(pick(runs.head, 'lcp'))} ms`.padStart(15),
      `${Math.round(Math.min(...indexes))}-${Math.round(Math.max(...indexes))}`.padStart(16),
    ].join(' '),
  );
  console.log(
    `${''.padEnd(24)} TBT per run, base: ${runs.base.map((r) => Math.round(r.tbt)).join(' ')}; head: ${runs.head.map((r) => Math.round(r.tbt)).join(' ')}`,
  );
}
