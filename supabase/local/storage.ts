/**
 * Supabase Storage API subset at /storage/v1, as storage-js calls it: upload (POST, PUT to update,
 * `x-upsert`), download (authenticated and public buckets), signed URLs, remove and list. Every
 * object operation runs as the caller's API role with its JWT claims and performs the real SQL on
 * storage.objects, so the project's RLS policies decide exactly as on hosted Supabase. Bucket
 * limits (file_size_limit, allowed_mime_types) are checked first. Bytes live in storage_local.blobs.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Transaction } from '@electric-sql/pglite';
import type { Db } from './db';
import { BodyError, isRecord, readBody, sendJson } from './http';
import { bearerToken, signJwt, verifyJwt } from './jwt';

export interface StorageContext {
  db: Db;
  jwtSecret: string;
  log: (line: string) => void;
}

const API_ROLES = new Set(['anon', 'authenticated', 'service_role']);
/** The largest upload the stand-in reads (hosted Supabase's global default is 50 MB). */
const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;

class StorageError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    message: string,
  ) {
    super(message);
  }
}

const sendError = (res: ServerResponse, e: StorageError) =>
  sendJson(res, e.status, { statusCode: String(e.status), error: e.error, message: e.message });

interface Caller {
  role: string;
  claims: Record<string, unknown>;
}

function caller(req: IncomingMessage, secret: string): Caller {
  const apikey = req.headers.apikey;
  const token =
    bearerToken(req.headers.authorization) ?? (typeof apikey === 'string' && apikey ? apikey : undefined);
  if (!token) throw new StorageError(400, 'Error', "headers must have required property 'authorization'");
  const result = verifyJwt(token, secret);
  if (!result.ok)
    throw new StorageError(
      400,
      'Unauthorized',
      result.reason === 'expired' ? 'jwt expired' : 'invalid signature',
    );
  const role = typeof result.claims.role === 'string' ? result.claims.role : 'anon';
  if (!API_ROLES.has(role)) throw new StorageError(403, 'Unauthorized', `role "${role}" is not allowed`);
  return { role, claims: result.claims };
}

/** Runs fn in a transaction as the caller (role + request.jwt.claims), like the Storage server. */
async function asCaller<T>(db: Db, who: Caller, fn: (tx: Transaction) => Promise<T>): Promise<T> {
  return db.tx(async (tx) => {
    await tx.query(`set local role ${who.role}`);
    await tx.query(
      `select set_config('request.jwt.claims', $1, true), set_config('request.jwt.claim.role', $2, true)`,
      [JSON.stringify(who.claims), who.role],
    );
    return fn(tx);
  });
}

const pgCode = (e: unknown) =>
  e && typeof e === 'object' && 'code' in e ? String((e as { code: unknown }).code) : '';

function fromPg(e: unknown): StorageError | undefined {
  const code = pgCode(e);
  if (code === '42501')
    return new StorageError(403, 'Unauthorized', 'new row violates row-level security policy');
  if (code === '23505') return new StorageError(409, 'Duplicate', 'The resource already exists');
  if (code === '23503') return new StorageError(404, 'Bucket not found', 'Bucket not found');
  return undefined;
}

interface Bucket {
  id: string;
  public: boolean;
  file_size_limit: string | number | null;
  allowed_mime_types: string[] | null;
}

async function bucketOf(db: Db, id: string): Promise<Bucket> {
  const found = await db.run((pg) =>
    pg.query<Bucket>(
      'select id, public, file_size_limit, allowed_mime_types from storage.buckets where id = $1',
      [id],
    ),
  );
  const bucket = found.rows[0];
  if (!bucket) throw new StorageError(404, 'Bucket not found', 'Bucket not found');
  return bucket;
}

function mimeAllowed(type: string, allowed: string[] | null): boolean {
  if (!allowed || allowed.length === 0) return true;
  return allowed.some(
    (entry) => entry === type || (entry.endsWith('/*') && type.startsWith(entry.slice(0, -1))),
  );
}

/** A valid object key: no empty, "." or ".." segments, no control characters. */
function objectName(raw: string): string {
  let name: string;
  try {
    name = decodeURIComponent(raw);
  } catch {
    throw new StorageError(400, 'InvalidKey', 'Invalid key');
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused.
  if (!name || name.length > 1024 || /[\u0000-\u001f\u007f]/.test(name))
    throw new StorageError(400, 'InvalidKey', `Invalid key: ${name}`);
  if (name.split('/').some((part) => part === '' || part === '.' || part === '..')) {
    throw new StorageError(400, 'InvalidKey', `Invalid key: ${name}`);
  }
  return name;
}

/**
 * The uploaded file: a multipart form's file part (storage-js sends a Blob that way, with a
 * `cacheControl` field) or the raw body (with a `cache-control` header). `cacheControl` is what
 * Storage keeps in the object's metadata and serves back: `max-age=<seconds>`.
 */
async function uploadedFile(
  req: IncomingMessage,
): Promise<{ bytes: Buffer; type: string; cacheControl: string }> {
  const header = String(req.headers['cache-control'] ?? 'max-age=3600');
  let raw: Buffer;
  try {
    raw = await readBodyBuffer(req);
  } catch (e) {
    if (e instanceof BodyError)
      throw new StorageError(413, 'Payload too large', 'The object exceeded the maximum allowed size');
    throw e;
  }
  const contentType = String(req.headers['content-type'] ?? 'application/octet-stream');
  if (contentType.toLowerCase().startsWith('multipart/form-data')) {
    const form = await new Response(new Uint8Array(raw), {
      headers: { 'content-type': contentType },
    }).formData();
    const seconds = form.get('cacheControl');
    const cacheControl = typeof seconds === 'string' && /^\d+$/.test(seconds) ? `max-age=${seconds}` : header;
    for (const value of form.values()) {
      if (typeof value !== 'string') {
        return {
          bytes: Buffer.from(await value.arrayBuffer()),
          type: value.type || 'application/octet-stream',
          cacheControl,
        };
      }
    }
    throw new StorageError(400, 'Error', 'No file in the form');
  }
  return {
    bytes: raw,
    type: contentType.split(';')[0]?.trim() || 'application/octet-stream',
    cacheControl: header,
  };
}

async function readBodyBuffer(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buf = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    size += buf.length;
    if (size > MAX_UPLOAD_BYTES) throw new BodyError('too_large', 'too large');
    chunks.push(buf);
  }
  return Buffer.concat(chunks);
}

async function jsonBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const text = await readBody(req);
  if (!text.trim()) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (isRecord(parsed)) return parsed;
  } catch {}
  throw new StorageError(400, 'Error', 'Body must be a JSON object');
}

function sendBytes(
  res: ServerResponse,
  blob: { content_type: string; bytes: Uint8Array },
  cache = 'no-cache',
  downloadAs?: string,
): void {
  res.writeHead(200, {
    ...(downloadAs === undefined
      ? {}
      : { 'Content-Disposition': `attachment; filename="${downloadAs.replace(/[^\w.-]/g, '_')}"` }),
    'Content-Type': blob.content_type,
    'Content-Length': blob.bytes.byteLength,
    'Cache-Control': cache,
    'X-Content-Type-Options': 'nosniff',
  });
  res.end(Buffer.from(blob.bytes));
}

async function readBlob(db: Db, bucket: string, name: string) {
  const found = await db.run((pg) =>
    pg.query<{ content_type: string; bytes: Uint8Array }>(
      'select content_type, bytes from storage_local.blobs where bucket_id = $1 and name = $2',
      [bucket, name],
    ),
  );
  const blob = found.rows[0];
  if (!blob) throw new StorageError(404, 'not_found', 'Object not found');
  return blob;
}

async function upload(
  ctx: StorageContext,
  req: IncomingMessage,
  res: ServerResponse,
  bucketId: string,
  name: string,
  update: boolean,
) {
  const who = caller(req, ctx.jwtSecret);
  const bucket = await bucketOf(ctx.db, bucketId);
  const file = await uploadedFile(req);
  const limit = bucket.file_size_limit === null ? undefined : Number(bucket.file_size_limit);
  if (limit !== undefined && file.bytes.length > limit) {
    throw new StorageError(413, 'Payload too large', 'The object exceeded the maximum allowed size');
  }
  if (!mimeAllowed(file.type, bucket.allowed_mime_types)) {
    throw new StorageError(415, 'invalid_mime_type', `mime type ${file.type} is not supported`);
  }
  const upsert = String(req.headers['x-upsert'] ?? '').toLowerCase() === 'true';
  const owner = typeof who.claims.sub === 'string' ? who.claims.sub : null;
  const metadata = JSON.stringify({
    mimetype: file.type,
    size: file.bytes.length,
    cacheControl: file.cacheControl,
  });
  // No RETURNING: an insert-only policy (anonymous uploads) grants no select, as on Supabase.
  const id = randomUUID();
  await asCaller(ctx.db, who, async (tx) => {
    if (update) {
      const r = await tx.query(
        'update storage.objects set metadata = $3::jsonb, updated_at = now() where bucket_id = $1 and name = $2',
        [bucketId, name, metadata],
      );
      if (!r.affectedRows) throw new StorageError(404, 'not_found', 'Object not found');
    } else {
      await tx.query(
        `insert into storage.objects (id, bucket_id, name, owner, owner_id, metadata) values ($5, $1, $2, $3::uuid, $3, $4::jsonb)
         ${upsert ? 'on conflict (bucket_id, name) do update set metadata = excluded.metadata, updated_at = now()' : ''}`,
        [bucketId, name, owner, metadata, id],
      );
    }
    await tx.query('reset role');
    await tx.query(
      `insert into storage_local.blobs (bucket_id, name, content_type, bytes) values ($1, $2, $3, $4)
       on conflict (bucket_id, name) do update set content_type = excluded.content_type, bytes = excluded.bytes`,
      [bucketId, name, file.type, file.bytes],
    );
  });
  sendJson(res, 200, { Id: id, Key: `${bucketId}/${name}` });
}

async function download(
  ctx: StorageContext,
  req: IncomingMessage,
  res: ServerResponse,
  bucketId: string,
  name: string,
) {
  const who = caller(req, ctx.jwtSecret);
  const visible = await asCaller(ctx.db, who, (tx) =>
    tx.query('select 1 from storage.objects where bucket_id = $1 and name = $2', [bucketId, name]),
  );
  if (visible.rows.length === 0) throw new StorageError(404, 'not_found', 'Object not found');
  sendBytes(res, await readBlob(ctx.db, bucketId, name));
}

async function sign(
  ctx: StorageContext,
  req: IncomingMessage,
  res: ServerResponse,
  bucketId: string,
  name: string,
) {
  const who = caller(req, ctx.jwtSecret);
  const body = await jsonBody(req);
  const expiresIn = Number(body.expiresIn);
  if (!Number.isFinite(expiresIn) || expiresIn < 1)
    throw new StorageError(400, 'Error', 'expiresIn must be a positive number');
  const visible = await asCaller(ctx.db, who, (tx) =>
    tx.query('select 1 from storage.objects where bucket_id = $1 and name = $2', [bucketId, name]),
  );
  if (visible.rows.length === 0) throw new StorageError(404, 'not_found', 'Object not found');
  const token = signJwt(
    {
      url: `${bucketId}/${name}`,
      iat: Math.floor(Date.now() / 1000),
      exp: Math.floor(Date.now() / 1000 + expiresIn),
    },
    ctx.jwtSecret,
  );
  const path = name.split('/').map(encodeURIComponent).join('/');
  sendJson(res, 200, { signedURL: `/object/sign/${encodeURIComponent(bucketId)}/${path}?token=${token}` });
}

async function signedDownload(
  ctx: StorageContext,
  res: ServerResponse,
  url: URL,
  bucketId: string,
  name: string,
) {
  const token = url.searchParams.get('token') ?? '';
  const verified = verifyJwt(token, ctx.jwtSecret);
  if (!verified.ok)
    throw new StorageError(
      400,
      'InvalidJWT',
      verified.reason === 'expired' ? 'jwt expired' : 'invalid signature',
    );
  if (verified.claims.url !== `${bucketId}/${name}`)
    throw new StorageError(400, 'InvalidSignature', 'The url does not match the signature');
  // storage-js's { download: true } adds ?download= (a file name, or empty for the object's own).
  const download = url.searchParams.get('download');
  const fileName = download || name.split('/').pop() || 'download';
  sendBytes(
    res,
    await readBlob(ctx.db, bucketId, name),
    'no-cache',
    download === null ? undefined : fileName,
  );
}

/** A public object, with the Cache-Control its upload asked for (as hosted Storage serves it). */
async function publicDownload(ctx: StorageContext, res: ServerResponse, bucketId: string, name: string) {
  const bucket = await bucketOf(ctx.db, bucketId);
  if (!bucket.public) throw new StorageError(400, 'not_found', 'Object not found');
  const found = await ctx.db.run((pg) =>
    pg.query<{ cache: string | null }>(
      `select metadata->>'cacheControl' as cache from storage.objects where bucket_id = $1 and name = $2`,
      [bucketId, name],
    ),
  );
  const cache = found.rows[0]?.cache;
  sendBytes(
    res,
    await readBlob(ctx.db, bucketId, name),
    cache && /^max-age=\d+$/.test(cache) ? cache : 'max-age=3600',
  );
}

async function remove(ctx: StorageContext, req: IncomingMessage, res: ServerResponse, bucketId: string) {
  const who = caller(req, ctx.jwtSecret);
  const body = await jsonBody(req);
  const prefixes = Array.isArray(body.prefixes)
    ? body.prefixes.filter((p): p is string => typeof p === 'string')
    : [];
  if (prefixes.length === 0) throw new StorageError(400, 'Error', 'prefixes must be a non-empty list');
  const removed = await asCaller(ctx.db, who, async (tx) => {
    const r = await tx.query<{ name: string; bucket_id: string; metadata: unknown }>(
      'delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning name, bucket_id, metadata',
      [bucketId, prefixes],
    );
    await tx.query('reset role');
    await tx.query('delete from storage_local.blobs where bucket_id = $1 and name = any($2::text[])', [
      bucketId,
      r.rows.map((row) => row.name),
    ]);
    return r.rows;
  });
  sendJson(res, 200, removed);
}

async function list(ctx: StorageContext, req: IncomingMessage, res: ServerResponse, bucketId: string) {
  const who = caller(req, ctx.jwtSecret);
  const body = await jsonBody(req);
  const prefix = typeof body.prefix === 'string' ? body.prefix.replace(/^\/+|\/+$/g, '') : '';
  const limit = Math.min(Math.max(Number(body.limit) || 100, 1), 1000);
  const offset = Math.max(Number(body.offset) || 0, 0);
  const rows = await asCaller(ctx.db, who, (tx) =>
    tx.query<{ name: string; id: string; created_at: string; updated_at: string; metadata: unknown }>(
      `select name, id, created_at, updated_at, metadata from storage.objects
        where bucket_id = $1 and ($2 = '' or name like $2 || '/%') order by name limit $3 offset $4`,
      [bucketId, prefix, limit, offset],
    ),
  );
  sendJson(
    res,
    200,
    rows.rows.map((row) => ({ ...row, name: prefix ? row.name.slice(prefix.length + 1) : row.name })),
  );
}

export async function handleStorage(
  ctx: StorageContext,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  url: URL,
) {
  const method = req.method ?? 'GET';
  try {
    const match = /^\/object(?:\/(sign|public|authenticated|list))?\/([^/]+)(?:\/(.+))?$/.exec(path);
    if (!match)
      throw new StorageError(404, 'not_found', `No route ${method} /storage/v1${path} in the local stand-in`);
    const [, kind, rawBucket = '', rawName] = match;
    const bucketId = decodeURIComponent(rawBucket);
    if (kind === 'list' && method === 'POST') return await list(ctx, req, res, bucketId);
    if (!kind && !rawName && method === 'DELETE') return await remove(ctx, req, res, bucketId);
    const name = objectName(rawName ?? '');
    if (kind === 'sign' && method === 'POST') return await sign(ctx, req, res, bucketId, name);
    if (kind === 'sign' && method === 'GET') return await signedDownload(ctx, res, url, bucketId, name);
    if (kind === 'public' && method === 'GET') return await publicDownload(ctx, res, bucketId, name);
    if ((kind === 'authenticated' || !kind) && method === 'GET')
      return await download(ctx, req, res, bucketId, name);
    if (!kind && (method === 'POST' || method === 'PUT'))
      return await upload(ctx, req, res, bucketId, name, method === 'PUT');
    throw new StorageError(405, 'Error', `Unsupported: ${method} /storage/v1${path}`);
  } catch (e) {
    if (e instanceof StorageError) return sendError(res, e);
    const mapped = fromPg(e);
    if (mapped) return sendError(res, mapped);
    ctx.log(`storage error: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
    return sendError(
      res,
      new StorageError(500, 'internal', 'Unexpected failure in the local storage stand-in'),
    );
  }
}
