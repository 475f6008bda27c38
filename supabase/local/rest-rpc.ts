import type { IncomingMessage, ServerResponse } from 'node:http';
import { requestHeaders } from './client-address';
import { isRecord, sendEmpty } from './http';
import { caller, jsonBody, type RestContext, sendFailure } from './rest';
import { isIdent, quoteIdent, RestError } from './rest-query';

/**
 * PostgREST's `POST /rest/v1/rpc/<function>` (the subset supabase-js `rpc()` uses): the JSON body's
 * keys are the function's named arguments; the call runs in a transaction as the caller's API
 * role, so EXECUTE grants and the function's own checks decide. A set-returning function answers a
 * JSON array, a composite one an object, a scalar one its value, a void one 204.
 */

interface FunctionInfo {
  args: { name: string; type: string; hasDefault: boolean }[];
  returnsSet: boolean;
  returnsVoid: boolean;
  returnsComposite: boolean;
}

async function lookup(ctx: RestContext, name: string): Promise<FunctionInfo[]> {
  const result = await ctx.db.run((pg) =>
    pg.query<{
      names: string[] | null;
      types: string[];
      defaults: number;
      retset: boolean;
      rettype: string;
      composite: boolean;
    }>(
      `select p.proargnames as names,
              array(select format_type(t, null) from unnest(p.proargtypes::oid[]) t) as types,
              p.pronargdefaults as defaults, p.proretset as retset,
              format_type(p.prorettype, null) as rettype,
              (select typtype = 'c' or p.prorettype = 'record'::regtype from pg_type where oid = p.prorettype) as composite
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public' and p.proname = $1 and p.prokind = 'f'`,
      [name],
    ),
  );
  return result.rows.map((row) => {
    const count = row.types.length;
    return {
      args: row.types.map((type, index) => ({
        name: row.names?.[index] ?? '',
        type,
        hasDefault: index >= count - row.defaults,
      })),
      returnsSet: row.retset,
      returnsVoid: row.rettype === 'void',
      returnsComposite: row.composite,
    };
  });
}

/** A JSON value as the text Postgres casts to the argument's type. */
function argText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

export async function handleRpc(
  ctx: RestContext,
  req: IncomingMessage,
  res: ServerResponse,
  name: string,
): Promise<void> {
  let role = 'anon';
  try {
    if ((req.method ?? 'GET') !== 'POST') {
      throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${req.method ?? ''}`);
    }
    const who = caller(req, ctx.jwtSecret);
    role = who.role;
    const body = (await jsonBody(req)) ?? {};
    if (!isRecord(body))
      throw new RestError(400, 'PGRST102', 'Empty or invalid json', 'expected a JSON object');
    const keys = Object.keys(body);
    const notFound = () =>
      new RestError(
        404,
        'PGRST202',
        `Could not find the function public.${name}(${keys.join(', ')}) in the schema cache`,
      );
    if (!isIdent(name) || !keys.every(isIdent)) throw notFound();
    const candidates = (await lookup(ctx, name)).filter(
      (fn) =>
        keys.every((key) => fn.args.some((arg) => arg.name === key)) &&
        fn.args.every((arg) => arg.hasDefault || keys.includes(arg.name)),
    );
    const fn = candidates[0];
    if (!fn || candidates.length > 1) throw notFound();
    const params = keys.map((key) => argText(body[key]));
    const args = keys
      .map((key, index) => {
        const type = fn.args.find((arg) => arg.name === key)?.type ?? 'text';
        return `${quoteIdent(key)} => $${index + 1}::${type}`;
      })
      .join(', ');
    const call = `"public".${quoteIdent(name)}(${args})`;
    const sql = fn.returnsVoid
      ? `select 'null' as body from ${call} _x`
      : fn.returnsSet
        ? `select coalesce(json_agg(_x), '[]')::text as body from ${call} _x`
        : fn.returnsComposite
          ? `select row_to_json(_x)::text as body from ${call} _x`
          : `select to_json(${call})::text as body`;
    const result = await ctx.db.tx(async (tx) => {
      await tx.query(`set local role ${quoteIdent(role)}`);
      await tx.query(
        `select set_config('request.jwt.claims', $1, true), set_config('request.method', 'POST', true),
                set_config('request.path', $2, true), set_config('request.headers', $3, true)`,
        [JSON.stringify(who.claims), `/rpc/${name}`, JSON.stringify(requestHeaders(req, ctx.trustedProxies))],
      );
      return (await tx.query<{ body: string | null }>(sql, params)).rows[0]?.body ?? 'null';
    });
    if (fn.returnsVoid) return sendEmpty(res, 204);
    res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' });
    res.end(result);
  } catch (e) {
    sendFailure(res, e, role, (line) => ctx.log(`rpc error: ${line}`));
  }
}
