/**
 * Published settings for public pages, without supabase-js: one plain GET of the site_settings
 * table through the REST endpoint. The build prerenders with the rows it fetched and embeds them
 * in each page (a JSON script), so a settings store the page loads later starts from the values the
 * page was built with, even offline; after load the page asks once for newer ones.
 */
import type { PublishedSetting } from '@/storage/settings-store';
import type { BackendAddress } from './backend';
import { type FetchInit, fetchRows } from './rest-rows';

export const SNAPSHOT_ELEMENT_ID = 'published-settings';

interface Row {
  key?: unknown;
  value?: unknown;
  version?: unknown;
  updated_at?: unknown;
}

const toSetting = (row: Row): PublishedSetting | undefined =>
  typeof row.key === 'string' && typeof row.version === 'number' && row.value !== undefined
    ? { key: row.key, value: row.value, version: row.version, updatedAt: String(row.updated_at ?? '') }
    : undefined;

/** Every published row, or throws (network, HTTP status, or a body that is not a list). */
export async function fetchPublishedSettings(
  backend: BackendAddress,
  init: FetchInit = {},
): Promise<PublishedSetting[]> {
  const rows = await fetchRows(backend, 'site_settings?select=key,value,version,updated_at', init);
  return rows.flatMap((row) => toSetting(row as Row) ?? []);
}

/** The JSON script a prerendered page carries (empty string when nothing is published). */
export function snapshotScript(rows: readonly PublishedSetting[]): string {
  if (rows.length === 0) return '';
  const json = JSON.stringify(rows).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${SNAPSHOT_ELEMENT_ID}">${json}</script>`;
}

/** The rows the page was prerendered with; [] when none or unreadable. */
export function readSnapshot(doc: Document): PublishedSetting[] {
  const text = doc.getElementById(SNAPSHOT_ELEMENT_ID)?.textContent;
  if (!text) return [];
  try {
    const rows: unknown = JSON.parse(text);
    return Array.isArray(rows)
      ? rows.flatMap(
          (row: Row & { updatedAt?: unknown }) => toSetting({ ...row, updated_at: row.updatedAt }) ?? [],
        )
      : [];
  } catch {
    return [];
  }
}
