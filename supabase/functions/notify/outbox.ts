/**
 * The notification outbox, through the project's REST API (plain fetch, so the same code runs on
 * Deno and in the local stand-in). Claiming and finishing use the service role: they are granted to
 * it alone. Retrying uses the caller's own token, and the database lets only the admin do it.
 */
import type { OutboxRow } from './compose.ts';
import type { NotifyConfig } from './config.ts';

export class RestFailure extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** A legacy key is a JWT and also goes in Authorization; a new secret key (sb_secret_…) only in apikey. */
const serviceHeaders = (key: string): Record<string, string> =>
  key.split('.').length === 3 ? { apikey: key, Authorization: `Bearer ${key}` } : { apikey: key };

async function rpc(
  config: NotifyConfig,
  name: string,
  args: Record<string, unknown>,
  headers: Record<string, string>,
): Promise<unknown> {
  const response = await fetch(`${config.supabaseUrl}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(args),
    signal: AbortSignal.timeout(15_000),
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: unknown };
    throw new RestFailure(
      response.status,
      `${name}: ${typeof body.message === 'string' ? body.message : `HTTP ${response.status}`}`,
    );
  }
  return response.status === 204 ? null : response.json();
}

export async function claim(config: NotifyConfig, batch: number): Promise<OutboxRow[]> {
  const rows = await rpc(config, 'notifications_claim', { batch }, serviceHeaders(config.serviceKey));
  return Array.isArray(rows) ? (rows as OutboxRow[]) : [];
}

export async function finish(config: NotifyConfig, id: number, error: string | null): Promise<void> {
  await rpc(
    config,
    'notifications_finish',
    { notification_id: id, failure: error },
    serviceHeaders(config.serviceKey),
  );
}

/** Puts every failed notification back in line; only the admin's token is allowed to. */
export async function retryFailed(config: NotifyConfig, authorization: string): Promise<number> {
  const count = await rpc(
    config,
    'notifications_retry',
    {},
    { apikey: config.anonKey, Authorization: authorization },
  );
  return typeof count === 'number' ? count : 0;
}
