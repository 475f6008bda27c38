#!/usr/bin/env node
// `npm run bench:admin`: how long the owner waits in the admin, on the production build served as a
// static host would (scripts/preview.mjs) with a throw-away local Supabase stand-in, in Debian's
// Chromium without throttling (this machine as it is: the load average is printed beside the figures).
// 1. The login page: from opening /admin/login until its e-mail field is shown.
// 2. Signed in with a magic link from the stand-in's mailbox, each tab of the admin's navigation is
//    clicked in turn: from the click until the tab's editor is shown (its panel has its heading and no
//    'Loading' placeholder, and a frame was painted), and the longest main-thread task from the click
//    until then ('longtask' entries).
// Prints a table and exits 1 past the targets: an editor within 300 ms, no task over 200 ms, the
// login form within 1 s. A benchmark, not a test (docs/decisions/023-editors-mount-what-is-open.md).
// Options: --no-build (reuse .bench/dist-admin), --port N (4398), --supabase-port N (54381), --mail-port N
// (54384), --runs N (1: each tab clicked N times in turn, the median kept), --tabs A,B (only these tabs, by label).
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';
import { startPreview } from './preview.mjs';
import { startStandIn } from './stand-in.mjs';

const { values: opts } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    port: { type: 'string', default: '4398' },
    runs: { type: 'string', default: '1' },
    tabs: { type: 'string' },
    'supabase-port': { type: 'string', default: '54381' },
    'mail-port': { type: 'string', default: '54384' },
  },
});
const TARGET = { editor: 300, task: 200, login: 1000 };
const PORT = Number(opts.port);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const DIST = '.bench/dist-admin';
const SUPABASE_PORT = Number(opts['supabase-port']);
const SUPABASE_URL = `http://127.0.0.1:${SUPABASE_PORT}`;
const MAIL_PORT = Number(opts['mail-port']);
const MAIL_URL = `http://127.0.0.1:${MAIL_PORT}`;
const EMAIL = 'admin@example.com';

await startStandIn({
  apiPort: SUPABASE_PORT,
  mailPort: MAIL_PORT,
  siteUrl: ORIGIN,
  env: { VITE_ADMIN_EMAIL: EMAIL },
});

if (!opts['no-build']) {
  const run = (command, args) =>
    new Promise((resolve) => {
      const child = spawn(command, args, {
        stdio: ['ignore', 'ignore', 'inherit'],
        env: { ...process.env, VITE_SUPABASE_URL: SUPABASE_URL, VITE_ADMIN_EMAIL: EMAIL },
      });
      child.on('exit', resolve);
    });
  let code = await run('npx', ['vite', 'build', '--outDir', DIST, '--emptyOutDir', '--logLevel', 'warn']);
  if (code === 0) code = await run('node', ['scripts/prerender.mjs', '--outDir', DIST]);
  if (code !== 0) throw new Error('bench:admin: the build failed');
}

const server = await startPreview({ port: PORT, dir: DIST, precompress: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Collects long tasks from the start of every page of this context. */
const watchTasks = () => {
  window.__tasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__tasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
};

async function magicLink(before) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const { messages } = await (await fetch(`${MAIL_URL}/api/v1/messages?limit=50`)).json();
    const fresh = messages.find((m) => !before.has(m.ID) && m.To.some((t) => t.Address === EMAIL));
    if (fresh) {
      const message = await (
        await fetch(`${MAIL_URL}/api/v1/message/${encodeURIComponent(fresh.ID)}`)
      ).json();
      const link = message.Link || /https?:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(message.Text ?? '')?.[0];
      if (link) return link;
    }
    if (Date.now() > deadline) throw new Error('bench:admin: no magic link arrived');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Milliseconds from opening /admin/login (the navigation's start) until its e-mail field is shown. */
async function timeLogin(page) {
  await page.goto(`${ORIGIN}/admin/login`, { waitUntil: 'commit' });
  await page.getByLabel('Admin Email Address').waitFor();
  return page.evaluate(
    () =>
      new Promise((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0))),
  );
}

/** Clicks the tab and waits in the page for its editor: [ms to shown, longest task in between]. */
function clickAndTime(tabIndex) {
  const tab = document.querySelectorAll('nav[aria-label="Admin sections"] [role="tab"]')[tabIndex];
  const started = performance.now();
  tab.click();
  return new Promise((resolve) => {
    const check = () => {
      const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '');
      const shown =
        tab.getAttribute('aria-selected') === 'true' &&
        panel?.querySelector('h2') &&
        !panel.querySelector('[aria-label^="Loading"]');
      if (!shown) return requestAnimationFrame(check);
      // The frame that shows it is painted before the next one starts.
      requestAnimationFrame(() => {
        const took = performance.now() - started;
        setTimeout(() => {
          const task = Math.max(
            0,
            ...window.__tasks.filter(([at]) => at >= started - 1 && at <= started + took).map(([, d]) => d),
          );
          resolve([took, task]);
        }, 0);
      });
    };
    requestAnimationFrame(check);
  });
}

const rows = [];
let failed = false;
try {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  await context.addInitScript(watchTasks);
  const page = await context.newPage();
  page.setDefaultTimeout(120_000);
  // A first visit loads the admin's code cold; the owner's later visits find it cached.
  await page.goto(`${ORIGIN}/admin/login`);
  await page.getByLabel('Admin Email Address').waitFor();
  const logins = [];
  for (let run = 0; run < 3; run++) logins.push(await timeLogin(page));
  const login = median(logins);

  const before = new Set(
    ((await (await fetch(`${MAIL_URL}/api/v1/messages?limit=50`)).json()).messages ?? []).map((m) => m.ID),
  );
  await page.getByLabel('Admin Email Address').fill(EMAIL);
  await page.getByRole('button', { name: 'Send Magic Link' }).click();
  await page.goto(await magicLink(before));
  await page.getByRole('heading', { level: 1, name: 'Admin Panel' }).waitFor();
  const tabs = page.getByRole('navigation', { name: 'Admin sections' }).getByRole('tab');
  await tabs.first().waitFor();
  const count = await tabs.count();
  const only = opts.tabs?.split(',');
  const figures = new Map();
  for (let run = 0; run < Number(opts.runs); run++) {
    for (let index = 0; index < count; index++) {
      const tab = tabs.nth(index);
      const label = (await tab.getAttribute('aria-label')) ?? (await tab.innerText()).split('\n')[0];
      if (only && !only.includes(label)) continue;
      // From another tab (the first from the second), as the owner goes from one to the next.
      if ((await tab.getAttribute('aria-selected')) === 'true') {
        await page.evaluate(clickAndTime, index === 0 ? 1 : 0);
      }
      const [took, task] = await page.evaluate(clickAndTime, index);
      const entry = figures.get(label) ?? { took: [], task: [] };
      entry.took.push(took);
      entry.task.push(task);
      figures.set(label, entry);
      await page.waitForLoadState('networkidle');
    }
  }
  for (const [label, { took, task }] of figures) rows.push([label, median(took), median(task)]);

  const [one, five] = loadavg();
  console.log(
    `\nAdmin, production build, no throttling; load average ${one.toFixed(2)} (1 min), ${five.toFixed(2)} (5 min)`,
  );
  console.log(
    `Login form shown: ${Math.round(login)} ms (target ${TARGET.login})${login > TARGET.login ? '  OVER' : ''}`,
  );
  failed ||= login > TARGET.login;
  const width = Math.max(...rows.map(([label]) => label.length), 3);
  console.log(`${'Tab'.padEnd(width)}  click-to-editor  longest task`);
  for (const [label, took, task] of rows) {
    const over = took > TARGET.editor || task > TARGET.task;
    failed ||= over;
    console.log(
      `${label.padEnd(width)}  ${`${Math.round(took)} ms`.padStart(15)}  ${`${Math.round(task)} ms`.padStart(12)}${over ? '  OVER' : ''}`,
    );
  }
  console.log(`Targets: editor within ${TARGET.editor} ms, no task over ${TARGET.task} ms.`);
} finally {
  await browser.close();
  server.close();
}
process.exit(failed ? 1 : 0);
