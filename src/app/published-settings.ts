/**
 * Published settings for public pages, without supabase-js: one plain GET of the site_settings
 * table through the REST endpoint. The build prerenders with the rows it fetched, and each page's
 * data carries the ones it read (./page-data.ts); after load the page asks once for newer ones.
 */
import type { PublishedSetting } from '@/storage/settings-store';
import type { BackendAddress } from './backend';
import { type FetchInit, fetchRows } from './rest-rows';

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
