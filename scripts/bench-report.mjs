// The table `npm run bench` prints (scripts/bench.mjs): each page's medians, its LCP against its
// floor, and the targets beside them.
import { PRESET_SLOWDOWN, REFERENCE_INDEX } from './lighthouse-run.mjs';

/**
 * `results`: the floor first, then the pages (each with its static copy's LCP and TBT, copyLcp and
 * copyTbt), and the hero photo case (photoFloor, vsPhotoFloor); `calibration`: the machine's
 * benchmarkIndex, the slowdown it gave, and the range of slowdowns the runs used (`used`).
 */
export async function printReport({
  results,
  runs,
  origin,
  calibration,
  noScale,
  buildSeconds,
  editModeTimes,
}) {
  const cpuSlowdown = calibration.slowdown;
  const ms = (v) => (Number.isNaN(v) ? '-' : `${Math.round(v)} ms`);
  const kb = (v) => (v ? `${(v / 1024).toFixed(1)} KB` : '0');
  const home = results.find((r, i) => i > 0 && r.path === '/' && !r.label);
  const rows = results.map((r, i) => ({
    page: i === 0 ? 'floor (static HTML)' : (r.label ?? r.path),
    perf: String(Math.round(r.performance)),
    a11y: String(Math.round(r.accessibility)),
    bp: String(Math.round(r.bestPractices)),
    seo: String(Math.round(r.seo)),
    fcp: ms(r.fcp),
    lcp: ms(r.lcp),
    tbt: ms(r.tbt),
    copyTbt: r.copyTbt === undefined ? '' : ms(r.copyTbt),
    cls: r.cls.toFixed(3),
    copy: r.copyLcp ? ms(r.copyLcp) : '',
    ratio: r.copyLcp ? (r.lcp / r.copyLcp).toFixed(2) : '',
    vsHome: r.label && home ? (r.lcp / home.lcp).toFixed(2) : '',
    vsPhoto: r.vsPhotoFloor ? r.vsPhotoFloor.toFixed(2) : r.photoFloor ? '1.00' : '',
    img: kb(r.imageBytes),
    js: `${kb(r.scriptsGzip)} (${r.scriptCount})`,
    index: String(Math.round(r.benchmarkIndex)),
    html: `${kb(r.htmlBytes)} / ${kb(r.inlineCss)}`,
  }));
  const headers = {
    page: 'page',
    perf: 'perf',
    a11y: 'a11y',
    bp: 'best-pr.',
    seo: 'SEO',
    fcp: 'FCP',
    lcp: 'LCP',
    tbt: 'TBT',
    copyTbt: 'copy TBT',
    cls: 'CLS',
    copy: 'copy LCP',
    ratio: 'LCP/copy',
    vsHome: 'LCP/home',
    vsPhoto: 'LCP/photo floor',
    img: 'images',
    js: 'scripts gzip (files)',
    html: 'HTML / inline CSS',
    index: 'index',
  };
  const widths = Object.fromEntries(
    Object.keys(headers).map((key) => [
      key,
      Math.max(headers[key].length, ...rows.map((row) => row[key].length)),
    ]),
  );
  const line = (row) =>
    Object.keys(headers)
      .map((key) => (key === 'page' ? row[key].padEnd(widths[key]) : row[key].padStart(widths[key])))
      .join('  ');
  console.log(
    `\nLighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile preset, median of ${runs} runs, ${origin}`,
  );
  console.log(
    `benchmarkIndex ${Math.round(calibration.index)} (reference ${REFERENCE_INDEX}): CPU slowdown ${cpuSlowdown.toFixed(2)}x` +
      (noScale
        ? ' (--no-scale: the preset as it is)'
        : ` (the preset's ${PRESET_SLOWDOWN}x at the reference), then following the machine: ${calibration.used.map((x) => x.toFixed(2)).join('-')}x`) +
      "; the index column is the median during each page's runs.",
  );
  console.log(line(headers));
  console.log(
    Object.keys(headers)
      .map((key) => '-'.repeat(widths[key]))
      .join('  '),
  );
  for (const row of rows) console.log(line(row));
  console.log(
    "\nTargets (at the reference index): TBT <= 50 ms and performance 100 on every page; LCP/copy <= 1.05 (the page's own static copy);\n" +
      '         CLS 0; accessibility, best practices, SEO 100; scripts <= 120 KB gzip on every public page;\n' +
      '         home HTML <= 80 KB with inline CSS <= 25 KB; build <= 30 s.\n' +
      'Home with the ~5 MB hero photo published: LCP/photo floor <= 1.05 (the same page, static), CLS 0.',
  );
  if (buildSeconds !== undefined) console.log(`Build (vite build + prerender): ${buildSeconds.toFixed(1)} s`);
  if (editModeTimes)
    console.log(
      `Edit mode on / (the owner's click until the marks appear, this machine, no throttling): ${editModeTimes.map((ms) => `${ms} ms`).join(', ')} (first with its code not cached; target < 1 s)`,
    );
  for (const r of results)
    if (r.failed.length) console.log(`${r.path}: audits below 100%: ${r.failed.join(', ')}`);
  for (const r of results)
    for (const error of r.consoleErrors) console.log(`${r.path}: console error: ${error}`);
}
