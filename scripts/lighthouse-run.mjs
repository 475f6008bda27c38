// What `npm run bench` and `npm run bench:compare` share: the Chromium they drive, one Lighthouse run
// of the mobile preset at a given CPU slowdown, the reference that slowdown is scaled to
// (docs/decisions/013-benchmark-device.md), and the median they report.
import lighthouse from 'lighthouse';
import { throttling as presets } from 'lighthouse/core/config/constants.js';
import { CHROMIUM_FLAGS } from './chromium.mjs';

export { CHROMIUM_PATH } from './chromium.mjs';

/** Lighthouse's benchmarkIndex of the machine the mobile preset's 4x slowdown is calibrated for here. */
export const REFERENCE_INDEX = 1650;
export const PRESET_SLOWDOWN = 4;

/** The shared flags, headless, and the bench's self-signed certificate accepted. */
export const CHROME_FLAGS = ['--ignore-certificate-errors', '--headless=new', ...CHROMIUM_FLAGS];

/** One Lighthouse run of the mobile preset on the Chromium at `port`, `slowdown` times slower than this CPU. */
export async function lighthouseRun({ port, url, categories, slowdown }) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: categories,
    throttling: { ...presets.mobileSlow4G, cpuSlowdownMultiplier: slowdown },
  });
  if (!result?.lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
  return result.lhr;
}

export const median = (values) => {
  const sorted = values.filter((v) => typeof v === 'number' && !Number.isNaN(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** The slowdown that makes a machine of `index` the reference phone. */
export const slowdownFor = (index) => (PRESET_SLOWDOWN * index) / REFERENCE_INDEX;
