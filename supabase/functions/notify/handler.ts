/**
 * The notify Edge Function: e-mails the owner about new inquiries, applications and newsletter
 * sign-ups, from the outbox the database fills (supabase/migrations/20261125000300_*.sql).
 *
 * POST { "action": "process" } with the database's secret (header x-notify-secret): the database
 * (pg_net, on every new item and each minute while something is due) asks for a run.
 * POST { "action": "retry" } with the admin's session (supabase-js functions.invoke from the
 * Inbox): failed notifications are put back in line, then sent at once.
 *
 * Either way the run claims what is due, sends each e-mail, and records the outcome; a failure
 * stays in the outbox with its error and is retried with backoff. Written against web-standard
 * Request and Response: index.ts serves it on Deno, the local stand-in imports it.
 */
import { compose } from './compose.ts';
import { ConfigError, type FunctionEnv, type NotifyConfig, readConfig } from './config.ts';
import { claim, finish, RestFailure, retryFailed } from './outbox.ts';
import { sendEmail } from './send.ts';

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { ...CORS, 'Content-Type': 'application/json' } });

/** Compares in time independent of where the strings differ. */
function sameSecret(given: string, expected: string): boolean {
  if (!expected || given.length !== expected.length) return false;
  let difference = 0;
  for (let index = 0; index < expected.length; index++)
    difference |= given.charCodeAt(index) ^ expected.charCodeAt(index);
  return difference === 0;
}

export interface RunResult {
  sent: number;
  failed: number;
  /** The distinct errors of this run, for the admin's message. */
  errors: string[];
}

const ROUNDS = 5;
const BATCH = 10;

export async function processOutbox(config: NotifyConfig): Promise<RunResult> {
  const result: RunResult = { sent: 0, failed: 0, errors: [] };
  for (let round = 0; round < ROUNDS; round++) {
    const rows = await claim(config, BATCH);
    if (rows.length === 0) break;
    for (const row of rows) {
      try {
        await sendEmail(config, compose(row, config.siteUrl), `connectia-notification/${row.id}`);
        await finish(config, row.id, null);
        result.sent++;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await finish(config, row.id, message);
        result.failed++;
        if (!result.errors.includes(message)) result.errors.push(message);
      }
    }
  }
  return result;
}

export default async function handler(req: Request, env: FunctionEnv): Promise<Response> {
  if (req.method === 'OPTIONS') return new Response(null, { status: 204, headers: CORS });
  if (req.method !== 'POST') return json(405, { error: 'Use POST.' });
  let action: unknown;
  try {
    action = ((await req.json()) as { action?: unknown } | null)?.action;
  } catch {
    return json(400, { error: 'The body must be JSON: { "action": "process" | "retry" }.' });
  }
  try {
    const config = readConfig(env);
    if (action === 'process') {
      if (!sameSecret(req.headers.get('x-notify-secret') ?? '', config.secret)) {
        return json(401, { error: 'Only the database may ask for a run.' });
      }
      return json(200, await processOutbox(config));
    }
    if (action === 'retry') {
      const authorization = req.headers.get('authorization');
      if (!authorization) return json(401, { error: 'Sign in as the site owner to retry notifications.' });
      const retried = await retryFailed(config, authorization);
      return json(200, { retried, ...(await processOutbox(config)) });
    }
    return json(400, { error: 'Unknown action: use "process" or "retry".' });
  } catch (error) {
    if (error instanceof ConfigError) return json(500, { error: error.message });
    if (error instanceof RestFailure && (error.status === 401 || error.status === 403)) {
      return json(403, { error: 'Only the site owner may retry notifications.' });
    }
    return json(502, { error: error instanceof Error ? error.message : String(error) });
  }
}
