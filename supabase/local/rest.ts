import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Transaction } from '@electric-sql/pglite';
import { requestHeaders } from './client-address';
import type { Db } from './db';
import { BodyError, isRecord, readJson, sendEmpty, sendJson } from './http';
import { bearerToken, verifyJwt } from './jwt';
import { insertColumns, parseQuery, quoteIdent, RestError } from './rest-query';
import { contentRange, rangeSql, readStatus, requestedRange, wantsCount } from './rest-range';

/**
 * PostgREST subset under /rest/v1: GET/HEAD/POST/PATCH/DELETE on tables of the `public` schema, with
 * RLS (functions under /rest/v1/rpc: rest-rpc.ts; ranges and counts: rest-range.ts).
 */

export interface RestContext {
  db: Db;
  jwtSecret: string;
  /** Proxies whose X-Forwarded-For names the client (./client-address). */
  trustedProxies: ReadonlySet<string>;
  log: (line: string) => void;
}

const API_ROLES = new Set(['anon', 'authenticated', 'service_role']);
const OBJECT_TYPE = 'application/vnd.pgrst.object+json';

export interface Caller {
  role: string;
  claims: Record<string, unknown>;
}

export function caller(req: IncomingMessage, secret: string): Caller {
  const apikey = req.headers.apikey;
  const token =
    bearerToken(req.headers.authorization) ??
    (typeof apikey === 'string' && apikey !== '' ? apikey : undefined);
  if (!token) return { role: 'anon', claims: { role: 'anon' } };
  const result = verifyJwt(token, secret);
  if (!result.ok) {
    if (result.reason === 'expired') throw new RestError(401, 'PGRST303', 'JWT expired');
    throw new RestError(401, 'PGRST301', 'No suitable key or wrong key type');
  }
  const role = typeof result.claims.role === 'string' ? result.claims.role : 'anon';
  if (!API_ROLES.has(role)) throw new RestError(401, 'PGRST301', `JWT role "${role}" is not allowed`);
  return { role, claims: result.claims };
}

export function sendRestError(res: ServerResponse, e: RestError): void {
  sendJson(res, e.status, { code: e.code, details: e.details, hint: e.hint, message: e.message }, e.headers);
}

export interface PgError {
  code: string;
  message: string;
  detail?: string;
  hint?: string;
}

export function isPgError(e: unknown): e is PgError {
  return e instanceof Error && typeof (e as { code?: unknown }).code === 'string';
}

export function pgStatus(code: string, role: string): number {
  // PostgREST: `raise ... using errcode = 'PT409'` answers with that HTTP status.
  if (/^PT[1-5]\d\d$/.test(code)) return Number(code.slice(2));
  if (code === '42501') return role === 'anon' ? 401 : 403;
  if (code === '23505' || code === '23503') return 409;
  if (code === '42P01') return 404;
  if (
    code === '21000' ||
    code === 'P0001' ||
    code.startsWith('22') ||
    code.startsWith('23') ||
    code.startsWith('42')
  )
    return 400;
  return 500;
}

/** Answers a failed request as PostgREST does: its own error, a database error by its code, else 500. */
export function sendFailure(
  res: ServerResponse,
  e: unknown,
  role: string,
  log: (line: string) => void,
): void {
  if (e instanceof RestError) sendRestError(res, e);
  else if (isPgError(e)) {
    sendJson(res, pgStatus(e.code, role), {
      code: e.code,
      details: e.detail ?? null,
      hint: e.hint ?? null,
      message: e.message,
    });
  } else {
    log(e instanceof Error ? (e.stack ?? e.message) : String(e));
    sendRestError(res, new RestError(500, 'PGRST000', 'Unexpected failure in the local REST stand-in'));
  }
}

async function primaryKey(db: Db, table: string): Promise<string[]> {
  const r = await db.run((pg) =>
    pg.query<{ name: string }>(
      `select a.attname as name from pg_index i
         join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
        where i.indrelid = ('public.' || quote_ident($1))::regclass and i.indisprimary`,
      [table],
    ),
  );
  if (r.rows.length === 0)
    throw new RestError(
      400,
      '42P10',
      'there is no unique or exclusion constraint matching the ON CONFLICT specification',
    );
  return r.rows.map((row) => row.name);
}

async function tableColumns(db: Db, table: string): Promise<Set<string>> {
  const result = await db.run((pg) =>
    pg.query<{ attname: string }>(
      `select a.attname from pg_catalog.pg_attribute a
         join pg_catalog.pg_class c on c.oid = a.attrelid
         join pg_catalog.pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relname = $1 and c.relkind in ('r','v','m','p','f')
          and a.attnum > 0 and not a.attisdropped`,
      [table],
    ),
  );
  return new Set(result.rows.map((r) => r.attname));
}

async function tableExists(db: Db, table: string): Promise<boolean> {
  const r = await db.run((pg) =>
    pg.query(
      `select 1 from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relname = $1 and c.relkind in ('r','v','m','p','f')`,
      [table],
    ),
  );
  return r.rows.length > 0;
}

function preferences(req: IncomingMessage): Set<string> {
  const raw = req.headers.prefer;
  const joined = Array.isArray(raw) ? raw.join(',') : (raw ?? '');
  return new Set(
    joined
      .split(',')
      .map((p) => p.trim().toLowerCase())
      .filter(Boolean),
  );
}

export async function jsonBody(req: IncomingMessage): Promise<unknown> {
  try {
    return await readJson(req);
  } catch (e) {
    if (e instanceof BodyError && e.kind === 'too_large') throw new RestError(413, 'PGRST413', e.message);
    throw new RestError(400, 'PGRST102', 'Empty or invalid json', e instanceof Error ? e.message : null);
  }
}

function singleCheck(count: number): void {
  if (count !== 1) {
    throw new RestError(
      406,
      'PGRST116',
      'Cannot coerce the result to a single JSON object',
      `The result contains ${count} rows`,
    );
  }
}

export async function handleRest(
  ctx: RestContext,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  url: URL,
) {
  let role = 'anon';
  try {
    const method = req.method ?? 'GET';
    const who = caller(req, ctx.jwtSecret);
    role = who.role;
    const profile =
      method === 'GET' || method === 'HEAD' ? req.headers['accept-profile'] : req.headers['content-profile'];
    if (profile !== undefined && profile !== 'public') {
      throw new RestError(406, 'PGRST106', 'The schema must be one of the following: public', null, null);
    }
    const table = path.replace(/^\/+|\/+$/g, '');
    if (table === '' || table.includes('/')) {
      throw new RestError(404, 'PGRST125', `Invalid path specified in request URL`);
    }
    if (!/^[A-Za-z_][A-Za-z0-9_]{0,62}$/.test(table) || !(await tableExists(ctx.db, table))) {
      throw new RestError(404, 'PGRST205', `Could not find the table 'public.${table}' in the schema cache`);
    }
    const known = await tableColumns(ctx.db, table);
    const q = parseQuery(url.searchParams, table, known);
    const wantsObject = (req.headers.accept ?? '').includes(OBJECT_TYPE);
    const prefer = preferences(req);
    const representation = prefer.has('return=representation');
    const counted = wantsCount(prefer);
    const range = requestedRange(q.range, method, req.headers.range);
    const target = `"public".${quoteIdent(table)}`;
    // Like PostgREST, a write that returns nothing (return=minimal, supabase-js's default) returns
    // no rows from SQL either, so an insert-only table needs no select privilege or policy.
    const wrap = (inner: string) =>
      representation
        ? `with _w as (${inner}) select count(*)::int as n, coalesce(json_agg(_x), '[]')::text as body from (select ${q.columns.replaceAll('_t.', '_w.')} from _w) _x`
        : `with _w as (${inner.replace(/ returning (?:_t\.)?\*$/, ' returning 1')}) select count(*)::int as n, '[]'::text as body from _w`;

    let sql: string;
    let params: unknown[] = q.params;
    let status: number;
    if (method === 'GET' || method === 'HEAD') {
      // The count is of every row the filters match, the body of the requested range only.
      const total = counted ? `(select count(*) from ${target} _t${q.where})::int` : 'null::int';
      sql = `select count(*)::int as n, ${total} as total, coalesce(json_agg(_x), '[]')::text as body from (select ${q.columns} from ${target} _t${q.where}${q.orderBy}${rangeSql(range)}) _x`;
      status = 200;
    } else if (method === 'POST') {
      const b = await jsonBody(req);
      const rows = Array.isArray(b) ? b : [b];
      if (!rows.every(isRecord))
        throw new RestError(
          400,
          'PGRST102',
          'All object keys must match',
          'expected a JSON object or an array of objects',
        );
      const cols = insertColumns(url.searchParams, rows, table, known);
      const list = cols.map(quoteIdent).join(', ');
      params = [JSON.stringify(rows)];
      // Upsert, as supabase-js .upsert() sends it: Prefer resolution=merge-duplicates (or
      // ignore-duplicates) and ?on_conflict=<columns> (default: the primary key).
      const resolution = prefer.has('resolution=merge-duplicates')
        ? 'merge'
        : prefer.has('resolution=ignore-duplicates')
          ? 'ignore'
          : undefined;
      let conflict = '';
      if (resolution) {
        const conflictTarget = url.searchParams.get('on_conflict');
        const keys = conflictTarget
          ? conflictTarget.split(',').map((c) => c.trim())
          : await primaryKey(ctx.db, table);
        for (const key of keys) {
          if (!known.has(key)) {
            throw new RestError(400, '42703', `column "${key}" does not exist`);
          }
        }
        const updates = cols.filter((c) => !keys.includes(c));
        conflict =
          resolution === 'ignore' || updates.length === 0
            ? ` on conflict (${keys.map(quoteIdent).join(', ')}) do nothing`
            : ` on conflict (${keys.map(quoteIdent).join(', ')}) do update set ${updates
                .map((c) => `${quoteIdent(c)} = excluded.${quoteIdent(c)}`)
                .join(', ')}`;
      }
      const insert =
        cols.length === 0
          ? `insert into ${target} default values returning *`
          : `insert into ${target} (${list}) select ${list} from json_populate_recordset(null::${target}, $1::json)${conflict} returning *`;
      if (cols.length === 0) params = [];
      sql = wrap(insert);
      status = 201;
    } else if (method === 'PATCH') {
      const b = await jsonBody(req);
      if (!isRecord(b))
        throw new RestError(400, 'PGRST102', 'Empty or invalid json', 'expected a JSON object');
      if (!q.hasFilters) throw new RestError(400, '21000', 'UPDATE requires a WHERE clause');
      const cols = insertColumns(new URLSearchParams(), [b], table, known);
      params = [...q.params, JSON.stringify(b)];
      const assignments = cols.map((c) => `${quoteIdent(c)} = _b.${quoteIdent(c)}`).join(', ');
      const update =
        cols.length === 0
          ? `select _t.* from ${target} _t where false`
          : `update ${target} _t set ${assignments} from (select * from json_populate_record(null::${target}, $${params.length}::json)) _b${q.where} returning _t.*`;
      sql = wrap(update);
      status = representation ? 200 : 204;
    } else if (method === 'DELETE') {
      if (!q.hasFilters) throw new RestError(400, '21000', 'DELETE requires a WHERE clause');
      sql = wrap(`delete from ${target} _t${q.where} returning _t.*`);
      status = representation ? 200 : 204;
    } else {
      throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
    }

    const isRead = method === 'GET' || method === 'HEAD';
    const result = await ctx.db.tx(async (tx: Transaction) => {
      await tx.query(`set local role ${quoteIdent(role)}`);
      // What PostgREST puts in each transaction's settings: the claims, the method, the path
      // and the request's headers (with the gateway's forwarding headers).
      await tx.query(
        `select set_config('request.jwt.claims', $1, true), set_config('request.method', $2, true),
                set_config('request.path', $3, true), set_config('request.headers', $4, true)`,
        [
          JSON.stringify(who.claims),
          method,
          `/${table}`,
          JSON.stringify(requestHeaders(req, ctx.trustedProxies)),
        ],
      );
      const r = await tx.query<{ n: number; total?: number | null; body: string }>(sql, params);
      const row = r.rows[0] ?? { n: 0, body: '[]' };
      // PostgREST rolls a mutation back when the single-object check fails.
      if (wantsObject && (isRead || representation)) singleCheck(row.n);
      return row;
    });

    // A write's count is of the rows it wrote; an insert's range is never given (PostgREST's `*`).
    const total = isRead ? (result.total ?? undefined) : counted ? result.n : undefined;
    const rangeHeader = isRead
      ? contentRange(range.offset, result.n, total)
      : contentRange(0, method === 'POST' ? 0 : result.n, total);
    if (isRead) status = readStatus(range.offset, result.n, total);
    if (isRead || representation) {
      const bodyText = wantsObject ? JSON.stringify((JSON.parse(result.body) as unknown[])[0]) : result.body;
      const headers: Record<string, string> = {
        'Content-Type': `${wantsObject ? OBJECT_TYPE : 'application/json'}; charset=utf-8`,
        'Content-Range': rangeHeader,
      };
      res.writeHead(status, headers);
      res.end(method === 'HEAD' ? undefined : bodyText);
      return;
    }
    sendEmpty(res, status, { 'Content-Range': rangeHeader });
  } catch (e) {
    sendFailure(res, e, role, (line) => ctx.log(`rest error: ${line}`));
  }
}
