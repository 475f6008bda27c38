/**
 * The stand-in's pg_net and pg_cron (PGlite has neither extension): a request queued with
 * net.http_post is made once its transaction commits, never when it rolls back, and its answer
 * lands in net._http_response; a cron.schedule job runs on its schedule until it is unscheduled.
 * Also its PostgREST rpc endpoint, which the notify function and the admin use.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cronMatcher } from '../../supabase/local/pg-cron';
import { useStandIn } from './stand-in';

interface Seen {
  path: string;
  body: string;
  headers: IncomingMessage['headers'];
}

describe('pg_net and pg_cron in the stand-in', () => {
  const standIn = useStandIn();
  const seen: Seen[] = [];
  let server: Server;
  let base = '';
  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      req.on('end', () => {
        seen.push({ path: req.url ?? '', body, headers: req.headers });
        res.writeHead(req.url === '/broken' ? 502 : 200, { 'Content-Type': 'text/plain' });
        res.end(req.url === '/broken' ? 'bad gateway' : 'thanks');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('net.http_post is made after commit with its body and headers, and its answer is stored', async () => {
    const [{ id }] = (await standIn().query<{ id: string }>(
      `select net.http_post(url := $1, body := '{"hello": "world"}', headers := '{"Content-Type": "application/json", "X-Probe": "1"}')::text as id`,
      [`${base}/committed`],
    )) as [{ id: string }];
    await expect.poll(() => seen.some((s) => s.path === '/committed')).toBe(true);
    const request = seen.find((s) => s.path === '/committed');
    expect(JSON.parse(request?.body ?? '')).toEqual({ hello: 'world' });
    expect(request?.headers['x-probe']).toBe('1');
    await expect
      .poll(async () =>
        standIn().query<{ status_code: number; content: string }>(
          'select status_code, content from net._http_response where id = $1',
          [id],
        ),
      )
      .toEqual([{ status_code: 200, content: 'thanks' }]);
  });

  it('a request whose transaction rolls back is never made; a refused one stores its status', async () => {
    await expect(
      standIn().query(
        `do $$ begin perform net.http_post('${base}/rolled-back'); raise exception 'changed my mind'; end $$`,
      ),
    ).rejects.toThrow(/changed my mind/);
    const [{ id }] = (await standIn().query<{ id: string }>(`select net.http_post($1)::text as id`, [
      `${base}/broken`,
    ])) as [{ id: string }];
    await expect
      .poll(async () => standIn().query('select status_code from net._http_response where id = $1', [id]))
      .toEqual([{ status_code: 502 }]);
    expect(seen.map((s) => s.path)).not.toContain('/rolled-back');
  });

  it('a cron job runs on its schedule until unscheduled; a bad schedule is refused', async () => {
    await standIn().query('create table public.cron_probe (at timestamptz default now())');
    await standIn().query(
      `select cron.schedule('probe', '1 seconds', 'insert into public.cron_probe default values')`,
    );
    await expect
      .poll(
        async () =>
          Number((await standIn().query<{ n: string }>('select count(*) n from public.cron_probe'))[0]?.n),
        {
          timeout: 15_000,
        },
      )
      .toBeGreaterThanOrEqual(2);
    await standIn().query(`select cron.unschedule('probe')`);
    expect(await standIn().query(`select jobname from cron.job where jobname = 'probe'`)).toEqual([]);
    await expect(
      standIn().query(`select cron.schedule('bad', 'every now and then', 'select 1')`),
    ).rejects.toThrow(/invalid schedule/);
  });

  it('cron fields: numbers, ranges, lists and steps', () => {
    const at = (iso: string) => new Date(iso);
    expect(cronMatcher('* * * * *')?.(at('2026-01-05T10:07:00'))).toBe(true);
    expect(cronMatcher('*/5 * * * *')?.(at('2026-01-05T10:10:00'))).toBe(true);
    expect(cronMatcher('*/5 * * * *')?.(at('2026-01-05T10:11:00'))).toBe(false);
    expect(cronMatcher('0 9-17 * * 1-5')?.(at('2026-01-05T09:00:00'))).toBe(true); // a Monday
    expect(cronMatcher('0 9-17 * * 1-5')?.(at('2026-01-04T09:00:00'))).toBe(false); // a Sunday
    expect(cronMatcher('0 0 * * 7')?.(at('2026-01-04T00:00:00'))).toBe(true);
    expect(cronMatcher('1,2 * * * *')?.(at('2026-01-05T10:02:00'))).toBe(true);
    expect(cronMatcher('61 * * * *')).toBeUndefined();
    expect(cronMatcher('* * *')).toBeUndefined();
  });

  it('rpc calls a public function with named arguments as the caller, and refuses what it may not run', async () => {
    await standIn().query(`create function public.add_them(a integer, b integer default 10) returns integer
      language sql as $$ select a + b $$`);
    await standIn().query(`create function public.owner_only() returns void language sql as $$ select $$`);
    await standIn().query('revoke all on function public.owner_only() from public, anon, authenticated');
    const call = (name: string, body: unknown) =>
      fetch(`${standIn().apiUrl}/rest/v1/rpc/${name}`, {
        method: 'POST',
        headers: { apikey: standIn().anonKey, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect(await (await call('add_them', { a: 1, b: 2 })).json()).toBe(3);
    expect(await (await call('add_them', { a: 1 })).json()).toBe(11);
    expect((await call('add_them', { c: 1 })).status).toBe(404);
    expect((await call('owner_only', {})).status).toBe(401);
  });
});
