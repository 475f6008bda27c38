/**
 * On a real PostgreSQL, where requests overlap as they do behind PostgREST (PGlite has
 * one connection and serialises every write, so no stand-in test can show this). Each request is
 * a transaction through `authenticator` with `set local role anon`, its claims and its headers.
 */
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiRequest, beginRequest, connect, START_TIMEOUT, skipReason } from './realdb';

const skip = skipReason();
if (skip) it.skip(`real PostgreSQL: ${skip}`, () => undefined);

const run = Date.now().toString(36);

/** A visitor's browser, as the API gateway names it in the request headers. */
const visitorAt = (ip: string): ApiRequest => ({
  role: 'anon',
  claims: { role: 'anon' },
  headers: { 'x-forwarded-for': ip, 'x-real-ip': ip, 'cf-connecting-ip': ip, 'user-agent': 'flood/1.0' },
});

/**
 * One inquiry as PostgREST would insert it, with the transaction held open `holdMs` after the
 * insert (a slow request). Resolves 'stored' or the SQLSTATE it was refused with.
 */
async function sendInquiry(client: pg.ClientBase, request: ApiRequest, email: string, holdMs: number) {
  try {
    await beginRequest(client, request, '/inquiries');
    await client.query(
      `insert into public.inquiries (first_name, last_name, email, company, message)
       values ('Flood', 'Bot', $1, 'Botnet Ltd', 'Buy now')`,
      [email],
    );
    await client.query('select pg_sleep($1)', [holdMs / 1000]);
    await client.query('commit');
    return 'stored';
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    return String((error as { code?: unknown }).code ?? error);
  }
}

describe.skipIf(skip)('flood limits under simultaneous requests', () => {
  let api: pg.Pool;
  let owner: pg.Pool;
  beforeAll(async () => {
    api = await connect('authenticator', 30);
    owner = await connect('supabase_admin', 1);
  }, START_TIMEOUT);
  afterAll(async () => {
    await Promise.all([api?.end(), owner?.end()]);
  });

  const storedFor = async (pattern: string) =>
    (
      await owner.query<{ n: number }>(
        'select count(*)::int as n from public.inquiries where email like $1',
        [pattern],
      )
    ).rows[0]?.n;

  it('30 simultaneous inquiries from one address, each held open 300 ms after its insert, store at most 5', async () => {
    const { rows } = await owner.query<{ n: number }>(
      'select inbox_per_address_per_hour as n from private.settings where singleton',
    );
    const limit = rows[0]?.n ?? 0;
    expect(limit).toBe(5);
    const email = `overlap.${run}@example.com`;
    // Connected first, then all sent at once: every transaction is open while the others run.
    const clients = await Promise.all(Array.from({ length: 30 }, () => api.connect()));
    try {
      const outcomes = await Promise.all(
        clients.map((client, n) => sendInquiry(client, visitorAt(`198.51.100.${n + 1}`), email, 300)),
      );
      expect(outcomes.filter((o) => o === 'stored')).toHaveLength(limit);
      expect(outcomes.filter((o) => o !== 'stored')).toEqual(Array(30 - limit).fill('PT429'));
    } finally {
      for (const client of clients) client.release();
    }
    expect(await storedFor(email)).toBe(limit);
  });

  it('100 inquiries from 100 addresses and one client store at most the per-client limit', async () => {
    const { rows } = await owner.query<{ n: number }>(
      'select inbox_per_client_per_hour as n from private.settings where singleton',
    );
    const limit = rows[0]?.n ?? 0;
    expect(limit).toBe(20);
    const bot = visitorAt('203.0.113.99');
    let next = 0;
    const outcomes: string[] = [];
    // 25 connections send the 100, each transaction held open 100 ms after its insert.
    const clients = await Promise.all(Array.from({ length: 25 }, () => api.connect()));
    try {
      await Promise.all(
        clients.map(async (client) => {
          while (next < 100) {
            const n = next++;
            outcomes.push(await sendInquiry(client, bot, `client${n}.${run}@example.com`, 100));
          }
        }),
      );
    } finally {
      for (const client of clients) client.release();
    }
    expect(outcomes).toHaveLength(100);
    expect(outcomes.filter((o) => o === 'stored')).toHaveLength(limit);
    expect(outcomes.filter((o) => o !== 'stored')).toEqual(Array(100 - limit).fill('PT429'));
    expect(await storedFor(`client%.${run}@example.com`)).toBe(limit);
  });
});
