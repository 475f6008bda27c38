/**
 * The per-client limit's parts in SQL (migration 20261125000400, docs/decisions/012-flood-limits.md):
 * which request header names the client, a window that starts over after an hour, and finished
 * windows cleared as new ones start. On PGlite, as the database owner and as PostgREST's anon.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openDb } from '../../supabase/local/db';
import { DEFAULT_MIGRATIONS_DIR } from '../../supabase/local/server';
import { ADMIN_EMAIL, STARTUP_TIMEOUT } from './helpers';

describe('flood counters', () => {
  let db: Db | undefined;
  const query = async <T>(sql: string, params?: unknown[]) => {
    if (!db) throw new Error('The database has not opened.');
    return (await db.run((pg) => pg.query<T>(sql, params))).rows;
  };
  beforeAll(async () => {
    db = await openDb({ migrationsDir: DEFAULT_MIGRATIONS_DIR, adminEmail: ADMIN_EMAIL });
  }, STARTUP_TIMEOUT);
  afterAll(async () => {
    await db?.close();
  });

  /** private.request_client() for a request with these headers (undefined: no request at all). */
  const clientFor = async (headers: Record<string, string> | undefined) => {
    await query('begin');
    try {
      if (headers) await query(`select set_config('request.headers', $1, true)`, [JSON.stringify(headers)]);
      const [row] = await query<{ client: string | null }>('select private.request_client() as client');
      return row?.client;
    } finally {
      await query('rollback');
    }
  };

  it('names the client by the first trusted header that holds an address', async () => {
    expect(
      await clientFor({
        'cf-connecting-ip': '203.0.113.5',
        'x-real-ip': '198.51.100.1',
        'x-forwarded-for': '10.0.0.1',
      }),
    ).toBe('203.0.113.5');
    // X-Forwarded-For counts by its last entry, the one the nearest proxy added, never the first.
    expect(await clientFor({ 'x-forwarded-for': '6.6.6.6, 198.51.100.23' })).toBe('198.51.100.23');
    expect(await clientFor({ 'cf-connecting-ip': 'not an address', 'x-real-ip': '198.51.100.2' })).toBe(
      '198.51.100.2',
    );
    expect(await clientFor({ 'cf-connecting-ip': '2001:db8:aa:bb:1:2:3:4' })).toBe('2001:db8:aa:bb::/64');
    expect(await clientFor({ 'user-agent': 'curl/8' })).toBe('unidentified');
    expect(await clientFor(undefined)).toBeNull();
  });

  it('the owner chooses the headers in private.settings', async () => {
    await query(`update private.settings set client_address_headers = array['x-real-ip']`);
    try {
      expect(await clientFor({ 'cf-connecting-ip': '203.0.113.5', 'x-real-ip': '198.51.100.1' })).toBe(
        '198.51.100.1',
      );
    } finally {
      await query(`update private.settings set client_address_headers = default`);
    }
  });

  /** One inquiry as PostgREST inserts it for a visitor at `ip`; the SQLSTATE when refused. */
  const inquiryFrom = async (ip: string, email: string) => {
    await query('begin');
    try {
      await query('set local role anon');
      await query(
        `select set_config('request.jwt.claims', '{"role":"anon"}', true), set_config('request.headers', $1, true)`,
        [JSON.stringify({ 'cf-connecting-ip': ip })],
      );
      await query(
        `insert into public.inquiries (first_name, last_name, email, company) values ('A', 'B', $1, 'C')`,
        [email],
      );
      await query('commit');
      return 'stored';
    } catch (error) {
      await query('rollback');
      return String((error as { code?: unknown }).code);
    }
  };

  it('a window starts over after an hour, and finished windows are cleared as new ones start', async () => {
    await query(
      `insert into private.inbox_clients (client, window_start, hits) values
         ('192.0.2.1', now() - interval '61 minutes', 20),
         ('192.0.2.2', now() - interval '3 hours', 20),
         ('192.0.2.3', now() - interval '10 minutes', 20)`,
    );
    // 192.0.2.3 is still in its window and at the limit.
    expect(await inquiryFrom('192.0.2.3', 'three@example.com')).toBe('PT429');
    // 192.0.2.1's window is over: it starts a new one, and finished windows go.
    expect(await inquiryFrom('192.0.2.1', 'one@example.com')).toBe('stored');
    const rows = await query<{ client: string; hits: number }>(
      'select client, hits from private.inbox_clients order by client',
    );
    expect(rows).toEqual([
      { client: '192.0.2.1', hits: 1 },
      { client: '192.0.2.3', hits: 20 },
    ]);
  });
});
