import type { IncomingMessage, ServerResponse } from 'node:http';

/** Small HTTP helpers shared by the auth, rest and mail handlers. */

export const MAX_BODY_BYTES = 1024 * 1024;

export class BodyError extends Error {
  constructor(
    readonly kind: 'too_large' | 'bad_json',
    message: string,
  ) {
    super(message);
  }
}

export async function readBytes(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buf = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    size += buf.length;
    if (size > limit) throw new BodyError('too_large', `Request body larger than ${limit} bytes`);
    chunks.push(buf);
  }
  return Buffer.concat(chunks);
}

export async function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<string> {
  return (await readBytes(req, limit)).toString('utf8');
}

/** Parses a JSON body; an empty body is `undefined`. Throws BodyError('bad_json'). */
export async function readJson(req: IncomingMessage): Promise<unknown> {
  const text = await readBody(req);
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new BodyError('bad_json', error instanceof Error ? error.message : String(error));
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  if (res.headersSent) return;
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    ...headers,
  });
  res.end(text);
}

export function sendEmpty(res: ServerResponse, status: number, headers: Record<string, string> = {}): void {
  if (res.headersSent) return;
  res.writeHead(status, headers);
  res.end();
}

export function redirect(res: ServerResponse, location: string, status = 303): void {
  if (res.headersSent) return;
  res.writeHead(status, { Location: location, 'Content-Length': 0 });
  res.end();
}

export const CORS_HEADERS: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, PATCH, PUT, DELETE, OPTIONS, HEAD',
  'Access-Control-Allow-Headers':
    'authorization, apikey, x-client-info, content-type, x-supabase-api-version, accept, accept-profile, content-profile, prefer, range, range-unit, x-retry-count, x-upsert, cache-control, x-metadata',
  'Access-Control-Expose-Headers': 'X-Supabase-Api-Version, Content-Range, x-sb-error-code',
  'Access-Control-Max-Age': '600',
};

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}
