// What `npm run bench` (scripts/bench.mjs) reads from one Lighthouse run of a page, and from the
// built page itself.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** gzip -9 size of a same-origin script, from dist/ (what a gzip-serving host would send). */
const gzipOf = (url, dist) => {
  const { pathname } = new URL(url);
  try {
    return gzipSync(readFileSync(join(dist, pathname)), { level: 9 }).length;
  } catch {
    return 0;
  }
};

/** One run's figures: scores, timings, the page's same-origin scripts (gzip, from `dist`) and images. */
export function runFigures(lhr, origin, dist) {
  const audit = (id) => lhr.audits[id]?.numericValue;
  const scripts = (lhr.audits['network-requests']?.details?.items ?? []).filter(
    (item) => item.resourceType === 'Script' && item.url.startsWith(origin),
  );
  const images = (lhr.audits['network-requests']?.details?.items ?? []).filter(
    (item) => item.resourceType === 'Image',
  );
  return {
    benchmarkIndex: lhr.environment.benchmarkIndex,
    performance: (lhr.categories.performance?.score ?? Number.NaN) * 100,
    accessibility: (lhr.categories.accessibility?.score ?? Number.NaN) * 100,
    bestPractices: (lhr.categories['best-practices']?.score ?? Number.NaN) * 100,
    seo: (lhr.categories.seo?.score ?? Number.NaN) * 100,
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    scriptCount: scripts.length,
    scriptsGzip: scripts.reduce((sum, item) => sum + gzipOf(item.url, dist), 0),
    imageBytes: images.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    consoleErrors: (lhr.audits['errors-in-console']?.details?.items ?? []).map(
      (item) =>
        `${item.source ?? ''}: ${item.description ?? ''} ${item.sourceLocation?.url ?? item.url ?? ''}`,
    ),
    failed: Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && ['binary', 'numeric'].includes(a.scoreDisplayMode))
      .map((a) => a.id),
  };
}

/** Lighthouse's long tasks of one run (simulated start and duration, and the script they are charged to). */
export function printLongTasks(path, lhr) {
  const tasks = lhr.audits['long-tasks']?.details?.items ?? [];
  const line = tasks
    .map(
      (task) =>
        `${Math.round(task.startTime)}+${Math.round(task.duration)} ${String(task.url).replace(/^.*\//, '')}`,
    )
    .join(', ');
  console.log(
    `  ${path} TBT ${Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0)} ms: ${line || 'no long tasks'}`,
  );
}

/** The prerendered document's size and the CSS inlined in it (<style> contents), in bytes. */
export function htmlSizes(dist, path) {
  try {
    const html = readFileSync(join(dist, path, 'index.html'), 'utf8');
    const css = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].reduce(
      (sum, m) => sum + m[1].length,
      0,
    );
    return { htmlBytes: Buffer.byteLength(html), inlineCss: css };
  } catch {
    return { htmlBytes: 0, inlineCss: 0 };
  }
}
