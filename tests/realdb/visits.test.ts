/**
 * Visits on a real PostgreSQL, where requests overlap as they do behind PostgREST: the per-client
 * limit counts exactly under simultaneous views, the daily job rotates the salt and rolls old days
 * into totals, and the report is the admin's alone (the RLS cases in tests/db/rls-cases.ts run here
 * too, through tests/realdb/rls.test.ts).
 */
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiRequest, beginRequest, connect, START_TIMEOUT, skipReason } from './realdb';

const skip = skipReason();
if (skip) it.skip(`real PostgreSQL: ${skip}`, () => undefined);

const run = Date.now().toString(36);
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

const browserAt = (ip: string): ApiRequest => ({
  role: 'anon',
  claims: { role: 'anon' },
  headers: { 'x-forwarded-for': ip, 'x-real-ip': ip, 'cf-connecting-ip': ip, 'user-agent': BROWSER },
});

/** One view as PostgREST would call record_visit; 'stored' or the SQLSTATE it was refused with. */
async function sendView(client: pg.ClientBase, request: ApiRequest, path: string, holdMs: number) {
  try {
    await beginRequest(client, request, '/rpc/record_visit');
    await client.query(`select public.record_visit($1, 'en', 'desktop')`, [path]);
    await client.query('select pg_sleep($1)', [holdMs / 1000]);
    await client.query('commit');
    return 'stored';
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    return String((error as { code?: unknown }).code ?? error);
  }
}

describe.skipIf(skip)('visits under simultaneous requests', () => {
  let api: pg.Pool;
  let owner: pg.Pool;
  beforeAll(async () => {
    api = await connect('authenticator', 20);
    owner = await connect('supabase_admin', 1);
  }, START_TIMEOUT);
  afterAll(async () => {
    await owner?.query('update private.settings set visits_per_client_per_hour = 1000');
    await Promise.all([api?.end(), owner?.end()]);
  });

  it('60 simultaneous views from one client, each held open 50 ms, store exactly the limit (40)', async () => {
    await owner.query('update private.settings set visits_per_client_per_hour = 40');
    const bot = browserAt('203.0.113.140');
    let next = 0;
    const outcomes: string[] = [];
    const clients = await Promise.all(Array.from({ length: 20 }, () => api.connect()));
    try {
      await Promise.all(
        clients.map(async (client) => {
          while (next < 60) {
            const n = next++;
            outcomes.push(await sendView(client, bot, `/load-${run}-${n}`, 50));
          }
        }),
      );
    } finally {
      for (const client of clients) client.release();
    }
    expect(outcomes.filter((o) => o === 'stored')).toHaveLength(40);
    expect(outcomes.filter((o) => o !== 'stored')).toEqual(Array(20).fill('PT429'));
    const { rows } = await owner.query<{ n: number }>(
      `select count(*)::int as n from public.visits where path like $1`,
      [`/load-${run}-%`],
    );
    expect(rows[0]?.n).toBe(40);
  });

  it('the daily job replaces the salt, keeps 30 days raw and rolls older days into totals', async () => {
    await owner.query(`insert into private.visit_salts values ((now() at time zone 'utc')::date - 1, '\\x02'::bytea)
                       on conflict do nothing`);
    await owner.query(
      `insert into public.visits (day, created_at, visitor, path, locale, device)
       select (now() at time zone 'utc')::date - d, now() - make_interval(days => d), repeat(v, 64), $1, 'en', 'tablet'
         from (values (45, 'a'), (45, 'b'), (45, 'b'), (29, 'c')) x(d, v)`,
      [`/old-${run}`],
    );
    await owner.query('select private.visits_daily()');
    const salts = await owner.query<{ age: number }>(
      `select (now() at time zone 'utc')::date - day as age from private.visit_salts`,
    );
    expect(salts.rows).toEqual([{ age: 0 }]);
    const raw = await owner.query<{ age: number }>(
      `select (now() at time zone 'utc')::date - day as age from public.visits where path = $1`,
      [`/old-${run}`],
    );
    expect(raw.rows).toEqual([{ age: 29 }]);
    const totals = await owner.query<{ visitors: number; views: number }>(
      'select visitors, views from public.visit_totals where path = $1',
      [`/old-${run}`],
    );
    expect(totals.rows).toEqual([{ visitors: 2, views: 3 }]);
  });
});
