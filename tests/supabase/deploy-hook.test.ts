/**
 * The deploy hook on the stand-in (the real migration, pg_net and pg_cron as the stand-in runs
 * them): a burst of publishes makes one call, after the last of them, with the token when one is
 * set; the admin sees when the next call is due and how the last one went.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, appEnsureProfile, signIn } from './helpers';
import { useStandIn } from './stand-in';

interface Call {
  at: number;
  path: string;
  body: string;
  headers: IncomingMessage['headers'];
}

interface Status {
  due_at: string | null;
  last_call: { status: string; http_status: number | null; error: string | null; called_at: string } | null;
}

describe('the deploy hook', () => {
  const standIn = useStandIn();
  const calls: Call[] = [];
  let server: Server;
  let base = '';
  let admin: SupabaseClient;
  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      req.on('end', () => {
        calls.push({ at: Date.now(), path: req.url ?? '', body, headers: req.headers });
        res.writeHead(req.url === '/failing' ? 500 : 200).end(req.url === '/failing' ? 'build failed' : '');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const signed = await signIn(standIn(), ADMIN_EMAIL);
    await appEnsureProfile(signed.client, signed.session);
    admin = signed.client;
    // Seconds, not the default ten, keep the test short; the burst is shorter still.
    await standIn().query('update private.deploy_hook_state set debounce_seconds = 2');
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  afterEach(() => {
    calls.length = 0;
  });

  let version = 0;
  const publish = async () => {
    version += 1;
    const { error } =
      version === 1
        ? await admin.from('site_settings').insert({ key: 'hero', value: { n: version }, version })
        : await admin
            .from('site_settings')
            .update({ value: { n: version }, version })
            .eq('key', 'hero');
    expect(error).toBeNull();
    return Date.now();
  };
  const setHook = async (value: Record<string, unknown>) => {
    const { error } = await admin.from('admin_settings').upsert({ key: 'deploy-hook', value });
    expect(error).toBeNull();
  };
  const status = async () => (await admin.rpc('deploy_hook_status')).data as Status;

  it('a burst of publishes calls the hook once, after the last publish, and the admin sees the answer', async () => {
    await setHook({ url: `${base}/build`, token: 'gh-token' });
    await publish();
    const last = await publish();
    expect((await status()).due_at).not.toBeNull();
    await expect.poll(() => calls.length, { timeout: 20_000 }).toBe(1);
    const [call] = calls as [Call];
    expect(call.at).toBeGreaterThanOrEqual(last);
    expect(call.path).toBe('/build');
    expect(JSON.parse(call.body)).toMatchObject({ event_type: 'connectia-publish' });
    expect(call.headers.authorization).toBe('Bearer gh-token');
    expect(call.headers.accept).toBe('application/vnd.github+json');
    await expect
      .poll(async () => (await status()).last_call, { timeout: 20_000 })
      .toMatchObject({ status: 'ok', http_status: 200, error: null });
    expect((await status()).due_at).toBeNull();
    expect(calls).toHaveLength(1);
    // Nothing left to do: its pg_cron job is gone until the next publish.
    await expect
      .poll(() => standIn().query(`select jobname from cron.job where jobname = 'connectia-deploy-hook'`), {
        timeout: 20_000,
      })
      .toEqual([]);
  });

  it("a failing build hook's answer is shown; with no hook set nothing is called", async () => {
    await setHook({ url: `${base}/failing` });
    await publish();
    await expect
      .poll(async () => (await status()).last_call, { timeout: 20_000 })
      .toMatchObject({ status: 'failed', http_status: 500, error: 'build failed' });
    expect(calls.map((call) => call.headers.authorization)).toEqual([undefined]);

    await setHook({ url: '' });
    const before = (await status()).last_call;
    await publish();
    await expect.poll(async () => (await status()).due_at, { timeout: 20_000 }).toBeNull();
    expect((await status()).last_call).toEqual(before);
  });
});
