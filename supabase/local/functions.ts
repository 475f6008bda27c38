import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { BodyError, readBytes, sendJson } from './http';

/**
 * Supabase Edge Functions at `/functions/v1/<name>`, as supabase-js `functions.invoke` and pg_net
 * call them: the same code a project deploys. Each function keeps its handler in
 * `supabase/functions/<name>/handler.ts` (web-standard Request in, Response out, its settings
 * passed as an object), which the function's Deno entry (`index.ts`) serves with `Deno.serve` and
 * `Deno.env`; here the handler gets the stand-in's own settings instead (server.ts).
 */

export type FunctionEnv = Readonly<Record<string, string | undefined>>;
type Handler = (req: Request, env: FunctionEnv) => Promise<Response>;

// From the module's path, not `new URL(…, import.meta.url)`, which jsdom's URL refuses (see server.ts).
export const FUNCTIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'functions');
/** The hosted gateway's request size limit is larger; the stand-in's functions need little. */
const MAX_FUNCTION_BODY = 10 * 1024 * 1024;

const handlers = new Map<string, Promise<Handler | undefined>>();

function load(name: string): Promise<Handler | undefined> {
  let found = handlers.get(name);
  if (!found) {
    const file = `${FUNCTIONS_DIR}/${name}/handler.ts`;
    found = existsSync(file)
      ? import(pathToFileURL(file).href).then((module: { default?: Handler }) => module.default)
      : Promise.resolve(undefined);
    handlers.set(name, found);
  }
  return found;
}

export interface FunctionsContext {
  env: () => FunctionEnv;
  log: (line: string) => void;
}

export async function handleFunction(
  ctx: FunctionsContext,
  req: IncomingMessage,
  res: ServerResponse,
  name: string,
  url: URL,
): Promise<void> {
  const handler = /^[a-z][a-z0-9_-]{0,62}$/.test(name) ? await load(name) : undefined;
  if (!handler) {
    sendJson(res, 404, { code: 'NOT_FOUND', message: 'Requested function was not found' });
    return;
  }
  const method = req.method ?? 'GET';
  let body: Buffer | undefined;
  try {
    body = method === 'GET' || method === 'HEAD' ? undefined : await readBytes(req, MAX_FUNCTION_BODY);
  } catch (error) {
    if (error instanceof BodyError) {
      sendJson(res, 413, { code: 'PAYLOAD_TOO_LARGE', message: error.message });
      return;
    }
    throw error;
  }
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(key, item);
  }
  const request = new Request(
    `${ctx.env().SUPABASE_URL ?? 'http://127.0.0.1'}/functions/v1/${name}${url.search}`,
    {
      method,
      headers,
      body: body ? new Uint8Array(body) : undefined,
    },
  );
  let response: Response;
  try {
    response = await handler(request, ctx.env());
  } catch (error) {
    ctx.log(
      `function ${name} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    sendJson(res, 500, {
      code: 'WORKER_ERROR',
      message: 'Function exited due to an error (please check logs)',
    });
    return;
  }
  // The function's own headers (its CORS answer included) replace the stand-in's defaults.
  for (const [key, value] of response.headers) res.setHeader(key, value);
  res.writeHead(response.status);
  res.end(Buffer.from(await response.arrayBuffer()));
}
