// Build-time copies of the published images: every site-media URL in the published settings and
// documents (covers, body images) is downloaded into dist/media/<name> and the values the pages are
// prerendered with (and carry as their snapshots) point at /media/<name>. Visitors then get the hero photo from the same
// origin and connection as the page, with no second host to reach before the largest paint.
// Object names are content hashes, so a copy never goes stale; a publish after the build keeps
// working from Supabase (the browser takes the newer version's values as they are). A file that
// cannot be downloaded keeps its Supabase URL.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const MEDIA_URL = /^https?:\/\/[^/]+\/storage\/v1\/object\/public\/site-media\/([A-Za-z0-9][A-Za-z0-9._-]*)$/;

const mapStrings = (value, map) => {
  if (typeof value === 'string') return map(value);
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, map));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapStrings(item, map)]));
  return value;
};

/**
 * @template T
 * @param {T} published what the build renders (settings rows, documents rows): any JSON value
 * @param {string} dist the build folder
 * @returns {Promise<{ published: T, copied: number, failed: string[] }>}
 */
export async function mirrorMedia(published, dist, { timeoutMs = 10_000 } = {}) {
  const urls = new Set();
  mapStrings(published, (text) => {
    if (MEDIA_URL.test(text)) urls.add(text);
    return text;
  });
  const local = new Map();
  const failed = [];
  if (urls.size > 0) await mkdir(join(dist, 'media'), { recursive: true });
  for (const url of urls) {
    const name = MEDIA_URL.exec(url)?.[1];
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      await writeFile(join(dist, 'media', name), new Uint8Array(await response.arrayBuffer()));
      local.set(url, `/media/${name}`);
    } catch (error) {
      failed.push(`${url} (${error instanceof Error ? error.message : String(error)})`);
    }
  }
  return { published: mapStrings(published, (text) => local.get(text) ?? text), copied: local.size, failed };
}
