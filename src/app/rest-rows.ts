/**
 * An anonymous read of rows through the Supabase REST endpoint with a plain fetch (public pages never
 * load supabase-js): the published settings and the published documents. Throws on a network error,
 * an HTTP error status, or a body that is not a list.
 */
import type { BackendAddress } from './backend';

export interface FetchInit {
  signal?: AbortSignal;
  fetch?: typeof fetch;
}

/** `path` is the table and its query, e.g. `site_settings?select=key,value`. */
export async function fetchRows(
  backend: BackendAddress,
  path: string,
  init: FetchInit = {},
): Promise<unknown[]> {
  const doFetch = init.fetch ?? fetch;
  const response = await doFetch(`${backend.supabaseUrl.replace(/\/+$/, '')}/rest/v1/${path}`, {
    headers: {
      apikey: backend.anonKey,
      Authorization: `Bearer ${backend.anonKey}`,
      Accept: 'application/json',
    },
    signal: init.signal,
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const body: unknown = await response.json();
  if (!Array.isArray(body)) throw new Error('the answer is not a list of rows');
  return body;
}
