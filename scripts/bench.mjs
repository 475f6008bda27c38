#!/usr/bin/env node
// `npm run bench`: builds (timed), serves dist/ with scripts/preview.mjs (HTTPS, HTTP/2, brotli), and runs Lighthouse 12
// (mobile preset, simulated throttling) on Debian's Chromium: 3 runs per page, medians reported.
// Pages: a hand-written static "floor" of the home page's first screen (scripts/bench-floor.html,
// inline CSS and illustration, no web font, no script), on which the machine is calibrated; then /,
// /about, /services/cloud, /portfolio/api-solutions, /contact, and the documents' pages: /blog, an
// article and a case study (default documents); then the Arabic pages /ar/, /ar/services/cloud and
// an Arabic article. Each page is measured right after its own static copy (the prerendered page
// without its scripts), and its LCP is compared with the copy's: what its scripts cost. The copy's
// TBT is printed beside the page's: what parsing and laying out its markup alone blocks on this
// machine, which no script change can take away.
// A benchmark, not a test: it prints figures and exits 0. Targets are shown beside them.
// The build is `npm run build`'s two steps, written to .bench/dist (git-ignored) so a build or test
// run in dist/ at the same time cannot disturb the measurement.
// Then the owner publishes a ~5 MB phone photo as the home hero (scripts/bench-hero.mjs, through the
// real admin), the build's pages are prerendered again with it into a copy (.bench/dist-hero), and
// home is measured there beside a second floor: the same page without its scripts.
// The same phone on every machine (docs/decisions/013-benchmark-device.md): Lighthouse simulates a CPU
// `cpuSlowdownMultiplier` times slower than the one it ran on, so its TBT scales with the host. The bench
// first reads this machine's benchmarkIndex (median of Lighthouse's own runs of the floor page) and
// sets the multiplier to 4 x index / 1650: the mobile preset's 4x on the reference machine, more on a
// faster one. It then follows the machine: each run's multiplier comes from the last three runs' index.
// Options: --runs N (3), --no-build, --port N (4399), --json FILE (raw medians), --dir DIR (.bench/dist),
// --no-hero (skip the hero photo case), --home-only (of the pages, only / and the hero case),
// --http1 (plain HTTP/1.1 instead of HTTPS with HTTP/2), --no-scale (the preset's 4x whatever the machine),
// --pages /a,/b (only these pages), --tasks (print each run's long main-thread tasks, to see what blocks).
import { spawn } from 'node:child_process';
import { cpSync, rmSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import { htmlSizes, printLongTasks, runFigures } from './bench-figures.mjs';
import { copyPath, writeFloors, writeStaticCopy } from './bench-floors.mjs';
import { publishHeroPhoto } from './bench-hero.mjs';
import { printReport } from './bench-report.mjs';
import {
  CHROME_FLAGS,
  CHROMIUM_PATH,
  median,
  PRESET_SLOWDOWN,
  lighthouseRun as runLighthouse,
  slowdownFor,
} from './lighthouse-run.mjs';
import { startPreview } from './preview.mjs';
import { selfSignedCertificate } from './self-signed-cert.mjs';
import { startStandIn } from './stand-in.mjs';

const { values: opts } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    build: { type: 'boolean', default: true },
    'no-build': { type: 'boolean', default: false },
    port: { type: 'string', default: '4399' },
    json: { type: 'string' },
    dir: { type: 'string', default: '.bench/dist' },
    http1: { type: 'boolean', default: false },
    'no-hero': { type: 'boolean', default: false },
    'home-only': { type: 'boolean', default: false },
    'no-scale': { type: 'boolean', default: false },
    pages: { type: 'string' },
    tasks: { type: 'boolean', default: false },
  },
});
const RUNS = Number(opts.runs);
const PORT = Number(opts.port);
// Served over HTTPS with HTTP/2 and brotli, as real static hosts serve a site: over HTTP/1.1 every request
// beyond the first few needs a connection of its own, which Lighthouse counts and no real visitor pays; and
// an HTML page over Lighthouse's initial congestion window (10 x 1460 bytes) costs a simulated round trip
// (home with a hero photo was 15.2 KB gzip, 11.9 KB brotli).
// --http1 serves plain HTTP/1.1 instead, as the benchmark did before (the first figures' protocol).
const TLS = opts.http1 ? undefined : selfSignedCertificate();
const ORIGIN = `${TLS ? 'https' : 'http'}://127.0.0.1:${PORT}`;
const DIST = opts.dir;
const FLOOR_PATH = '/__bench-floor/';
const ROUTES = opts.pages
  ? opts.pages.split(',')
  : opts['home-only']
    ? ['/']
    : [
        '/',
        '/about',
        '/services/cloud',
        '/portfolio/api-solutions',
        '/contact',
        '/blog',
        '/blog/react-performance',
        '/case-studies/retail-cloud-migration',
        // Right to left, in the Arabic typeface.
        '/ar/',
        '/ar/services/cloud',
        '/ar/blog/react-performance',
      ];

// 0. The site's backend, as a deployment has one: a throw-away local Supabase stand-in, so pages'
// one request for published settings is answered (and the build prerenders with them).
const SUPABASE_PORT = 54391;
const SUPABASE_URL = `http://127.0.0.1:${SUPABASE_PORT}`;
await startStandIn({ apiPort: SUPABASE_PORT, mailPort: SUPABASE_PORT + 3, siteUrl: ORIGIN });
process.env.VITE_SUPABASE_URL = SUPABASE_URL;

// 1. Build.
let buildSeconds;
if (opts.build && !opts['no-build']) {
  const started = performance.now();
  const run = (command, args) =>
    new Promise((resolve) => {
      const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'inherit'] });
      child.on('exit', resolve);
    });
  let code = await run('npx', ['vite', 'build', '--outDir', DIST, '--emptyOutDir', '--logLevel', 'warn']);
  if (code === 0) code = await run('node', ['scripts/prerender.mjs', '--outDir', DIST]);
  buildSeconds = (performance.now() - started) / 1000;
  if (code !== 0) {
    console.error(`The build failed (exit ${code}).`);
    process.exit(1);
  }
}

// 2. The floor pages, served by the same server (removed afterwards).
const floorDirs = writeFloors({ dist: DIST, floorPath: FLOOR_PATH, routes: ROUTES });
const results = [];
const server = await startPreview({ port: PORT, host: '127.0.0.1', dir: DIST, tls: TLS, precompress: true });
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: CHROME_FLAGS,
});

/**
 * The CPU slowdown of the next run: set by calibrate(), then (unless --no-scale) from the median index
 * of the last three runs, so the simulated phone stays the same while the shared machine speeds up or
 * slows down during the bench (a page measured while another job ran was a slower phone's).
 */
let cpuSlowdown = PRESET_SLOWDOWN;
const recentIndices = [];
/** Every slowdown a page run was measured with, for the report. */
const slowdownsUsed = [];

/** One Lighthouse run of the mobile preset, with this bench's CPU slowdown. */
async function lighthouseRun(url, categories) {
  const lhr = await runLighthouse({ port: chrome.port, url, categories, slowdown: cpuSlowdown });
  recentIndices.push(lhr.environment.benchmarkIndex);
  if (recentIndices.length > 3) recentIndices.shift();
  if (calibration && !opts['no-scale']) cpuSlowdown = slowdownFor(median(recentIndices));
  return lhr;
}

/**
 * This machine's benchmarkIndex, as Lighthouse measures it during its runs (median of RUNS runs of the
 * floor page), and the slowdown that makes it the reference phone.
 */
let calibration;
async function calibrate() {
  const indices = [];
  for (let i = 0; i < Math.max(RUNS, 5); i++) {
    indices.push((await lighthouseRun(`${ORIGIN}${FLOOR_PATH}`, ['performance'])).environment.benchmarkIndex);
    process.stderr.write('.');
  }
  const index = median(indices);
  return {
    index,
    slowdown: opts['no-scale'] ? PRESET_SLOWDOWN : slowdownFor(index),
  };
}

async function measure(path, origin = ORIGIN, dist = DIST) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    slowdownsUsed.push(cpuSlowdown);
    const lhr = await lighthouseRun(`${origin}${path}`, [
      'performance',
      'accessibility',
      'best-practices',
      'seo',
    ]);
    if (lhr.runtimeError) console.warn(`  ${path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    if (opts.tasks) printLongTasks(path, lhr);
    runs.push(runFigures(lhr, origin, dist));
    process.stderr.write('.');
  }
  const pick = (key) => median(runs.map((run) => run[key]));
  const failed = [...new Set(runs.flatMap((run) => run.failed))];
  const consoleErrors = [...new Set(runs.flatMap((run) => run.consoleErrors))];
  return {
    path,
    benchmarkIndex: pick('benchmarkIndex'),
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    fcp: pick('fcp'),
    lcp: pick('lcp'),
    tbt: pick('tbt'),
    cls: pick('cls'),
    scriptCount: pick('scriptCount'),
    scriptsGzip: pick('scriptsGzip'),
    imageBytes: pick('imageBytes'),
    ...htmlSizes(dist, path),
    failed,
    consoleErrors,
  };
}

/**
 * Home with a published hero photo. The photo is published through the admin, the pages
 * are prerendered again with it into a copy of the build, and that copy's home is measured on the
 * next port. Every other page was measured before the publish (visitors' pages read the published
 * settings after load, so a publish would change them too).
 */
const HERO_DIST = `${DIST}-hero`;
/** Entering edit mode on / as the owner (ms), measured while signed in to publish the photo. */
let editModeTimes;
const PHOTO_FLOOR_PATH = '/__bench-photo-floor/';
async function measureHeroPhoto() {
  const { photoBytes, editMode } = await publishHeroPhoto({
    origin: ORIGIN,
    mailUrl: `http://127.0.0.1:${SUPABASE_PORT + 3}`,
    chromiumPath: CHROMIUM_PATH,
  });
  editModeTimes = editMode;
  rmSync(HERO_DIST, { recursive: true, force: true });
  cpSync(DIST, HERO_DIST, { recursive: true });
  const code = await new Promise((resolve) => {
    const child = spawn('node', ['scripts/prerender.mjs', '--outDir', HERO_DIST], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.on('exit', resolve);
  });
  if (code !== 0) throw new Error(`The prerender with the hero photo failed (exit ${code}).`);
  // The second floor: the same home page with the photo, as a static page. Its markup, inline CSS
  // and photo preload are the prerendered page's own; only the scripts are left out. Home's LCP with
  // the photo is compared with this page's, so the figure is what the scripts cost.
  writeStaticCopy(HERO_DIST, '/', PHOTO_FLOOR_PATH);
  const heroServer = await startPreview({
    port: PORT + 1,
    host: '127.0.0.1',
    dir: HERO_DIST,
    tls: TLS,
    precompress: true,
  });
  try {
    const origin = `${TLS ? 'https' : 'http'}://127.0.0.1:${PORT + 1}`;
    const floor = await measure(PHOTO_FLOOR_PATH, origin, HERO_DIST);
    const result = await measure('/', origin, HERO_DIST);
    return [
      { ...floor, label: 'photo floor (home, no script)', photoFloor: true },
      {
        ...result,
        label: `/ + hero photo (${(photoBytes / 1024 / 1024).toFixed(1)} MB JPEG)`,
        vsPhotoFloor: result.lcp / floor.lcp,
      },
    ];
  } finally {
    heroServer.close();
  }
}

try {
  process.stderr.write('Calibrating ');
  calibration = await calibrate();
  cpuSlowdown = calibration.slowdown;
  process.stderr.write(
    ` benchmarkIndex ${Math.round(calibration.index)}, CPU slowdown ${cpuSlowdown.toFixed(2)}x\n`,
  );
  process.stderr.write(`Lighthouse ${RUNS}x per page (mobile, simulated throttling) `);
  results.push(await measure(FLOOR_PATH));
  for (const path of ROUTES) {
    const copy = await measure(copyPath(path));
    results.push({ ...(await measure(path)), copyLcp: copy.lcp, copyTbt: copy.tbt });
  }
  if (!opts['no-hero']) results.push(...(await measureHeroPhoto()));
  process.stderr.write('\n');
} finally {
  await chrome.kill();
  server.close();
  for (const dir of floorDirs) rmSync(dir, { recursive: true, force: true });
}

// 3. Report.
await printReport({
  results,
  runs: RUNS,
  origin: ORIGIN,
  calibration: {
    index: calibration.index,
    slowdown: calibration.slowdown,
    used: [Math.min(...slowdownsUsed), Math.max(...slowdownsUsed)],
  },
  noScale: Boolean(opts['no-scale']),
  buildSeconds,
  editModeTimes,
});
if (opts.json) writeFileSync(opts.json, JSON.stringify({ buildSeconds, results }, null, 2));
