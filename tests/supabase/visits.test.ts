/**
 * Visits over HTTP on the stand-in, as the reporter (and a bot) sends them: one database function,
 * a per-client limit that refuses a flood with 429 at once, input cut to size or refused with 400,
 * robots not counted, a visitor hash of the day's salt (rotated by the daily job), the rollup of
 * days older than 30 into totals, and only the admin reads any of it.
 */
import { describe, expect, it } from 'vitest';
import type { StandIn } from '../../supabase/local/server';
import { appClient } from './helpers';
import { useStandIn } from './stand-in';

const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

interface Answer {
  status: number;
  message?: string;
}

async function visit(
  standIn: StandIn,
  body: Record<string, unknown> | string,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const response = await fetch(`${standIn.apiUrl}/rest/v1/rpc/record_visit`, {
    method: 'POST',
    headers: {
      apikey: standIn.anonKey,
      Authorization: `Bearer ${standIn.anonKey}`,
      'Content-Type': 'application/json',
      'User-Agent': BROWSER,
      Origin: 'http://127.0.0.1:5173',
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  const message = text ? (JSON.parse(text) as { message?: string }).message : undefined;
  return { status: response.status, message };
}

const view = (path: string, extra: Record<string, unknown> = {}) => ({
  path,
  locale: 'en',
  device: 'desktop',
  ...extra,
});

const rows = (standIn: StandIn, where = 'true') =>
  standIn.query<{
    path: string;
    visitor: string;
    utm_campaign: string;
    referrer_host: string;
    utm_source: string;
  }>(
    `select path, visitor, utm_campaign, referrer_host, utm_source from public.visits where ${where} order by id`,
  );

describe('visits through record_visit', () => {
  const standIn = useStandIn({ trustedProxies: ['127.0.0.1'], inboxLimits: { visitsPerClientPerHour: 30 } });
  const from = (client: string) => ({ 'X-Forwarded-For': client });

  it('stores a view with a hashed visitor, the same for one browser and other for another', async () => {
    expect((await visit(standIn(), view('/a-hash'), from('203.0.113.1'))).status).toBe(204);
    expect((await visit(standIn(), view('/a-hash'), from('203.0.113.1'))).status).toBe(204);
    expect((await visit(standIn(), view('/a-hash'), from('203.0.113.2'))).status).toBe(204);
    const stored = await rows(standIn(), `path = '/a-hash'`);
    expect(stored).toHaveLength(3);
    expect(stored[0]?.visitor).toMatch(/^[0-9a-f]{64}$/);
    expect(stored[1]?.visitor).toBe(stored[0]?.visitor);
    expect(stored[2]?.visitor).not.toBe(stored[0]?.visitor);
    // Nothing in the row is the address or the user agent.
    const raw = JSON.stringify(stored);
    expect(raw).not.toContain('203.0.113');
    expect(raw).not.toContain('Chrome');
  });

  it('a flood from one client: 30 counted, the rest refused with 429 and a clear message, others unaffected', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, n) => visit(standIn(), view(`/flood-${n}`), from('198.51.100.9'))),
    );
    expect(answers.filter((a) => a.status === 204)).toHaveLength(30);
    const refused = answers.filter((a) => a.status !== 204);
    expect(refused).toHaveLength(20);
    for (const answer of refused) {
      expect(answer.status).toBe(429);
      expect(answer.message).toMatch(
        /^Too many page views have been reported from your network in the last hour/,
      );
    }
    expect(await rows(standIn(), `path like '/flood-%'`)).toHaveLength(30);
    expect((await visit(standIn(), view('/bystander'), from('198.51.100.10'))).status).toBe(204);
  });

  it('cuts a 10,000-character path and control characters to size, and refuses what is not a visit with 400', async () => {
    const client = from('192.0.2.50');
    expect((await visit(standIn(), view(`/long${'x'.repeat(10_000)}?q=1`), client)).status).toBe(204);
    expect(
      (
        await visit(
          standIn(),
          view('/utm-clean', {
            utm_source: 'news\u0001let\u0007ter\u202e',
            utm_campaign: `${'c'.repeat(500)}`,
            referrer_host: 'Evil Host\n.com',
          }),
          client,
        )
      ).status,
    ).toBe(204);
    const [long] = await rows(standIn(), `path like '/longx%'`);
    expect(long?.path).toHaveLength(300);
    const [clean] = await rows(standIn(), `path = '/utm-clean'`);
    expect(clean).toMatchObject({ utm_source: 'newsletter', referrer_host: '' });
    expect(clean?.utm_campaign).toHaveLength(100);

    for (const bad of [
      view('no-slash'),
      view('/x', { locale: 'French' }),
      view('/x', { device: 'fridge' }),
    ]) {
      const answer = await visit(standIn(), bad, client);
      expect(answer.status).toBe(400);
      expect(answer.message).toMatch(/^A visit's (path|language|device) must/);
    }
    // Text cannot hold a NUL: the database refuses it with 400 and says why.
    const nul = await visit(standIn(), view('/nul', { utm_source: 'a\u0000b' }), client);
    expect(nul.status).toBe(400);
    expect(nul.message).toMatch(/null character|\\u0000|unicode|invalid byte sequence/i);
    // Invalid UTF-8 never reaches the table as such, and never answers 5xx.
    const invalid = await fetch(`${standIn().apiUrl}/rest/v1/rpc/record_visit`, {
      method: 'POST',
      headers: {
        apikey: standIn().anonKey,
        'Content-Type': 'application/json',
        'User-Agent': BROWSER,
        ...client,
      },
      body: Buffer.concat([
        Buffer.from('{"path":"/utf8-'),
        Buffer.from([0xff, 0xfe, 0xc3]),
        Buffer.from('","locale":"en","device":"phone","utm_source":"a'),
        Buffer.from([0xed, 0xa0, 0x80]),
        Buffer.from('"}'),
      ]),
    });
    expect(invalid.status).toBeLessThan(500);
    for (const row of await rows(standIn(), `path like '/utf8-%'`)) {
      expect(row.path).toBe('/utf8-');
      expect(row.utm_source).toBe('a');
    }
  });

  it('does not count robots, headless browsers or scripts, and tells them nothing', async () => {
    for (const agent of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0 Safari/537.36',
      'curl/8.5.0',
      '',
    ]) {
      expect(
        (await visit(standIn(), view('/robot'), { ...from('192.0.2.60'), 'User-Agent': agent })).status,
      ).toBe(204);
    }
    expect(await rows(standIn(), `path = '/robot'`)).toHaveLength(0);
  });

  it('only the admin reads visits and totals; visitors cannot read them or the report', async () => {
    const anon = appClient(standIn());
    for (const table of ['visits', 'visit_days', 'visit_totals']) {
      const { data, error } = await anon.from(table).select('*');
      expect(data ?? []).toEqual([]);
      expect(error?.code ?? 'empty').toMatch(/42501|empty/);
    }
    const { error } = await anon.rpc('visit_report', { days: 7 });
    expect(error?.code).toBe('42501');
  });

  it('the daily job makes a new salt, deletes the old one, and rolls days older than 30 into totals', async () => {
    // Yesterday's salt and visits from 40 and 31 days ago, as if stored then.
    await standIn().query(`delete from private.visit_salts`);
    await standIn().query(
      `insert into private.visit_salts values ((now() at time zone 'utc')::date - 1, '\\x01'::bytea)`,
    );
    await standIn().query(
      `insert into public.visits (day, created_at, visitor, path, locale, device, utm_source, utm_campaign)
       select (now() at time zone 'utc')::date - d, now() - make_interval(days => d), repeat(v, 64), '/old', 'ar', 'phone', 'newsletter', 'launch'
         from (values (40, 'a'), (40, 'a'), (40, 'b'), (31, 'c')) x(d, v)`,
    );
    await standIn().query('select private.visits_daily()');
    const salts = await standIn().query<{ day: string }>(
      `select day::text from private.visit_salts where day = (now() at time zone 'utc')::date`,
    );
    expect(salts).toHaveLength(1);
    expect(await standIn().query('select 1 from private.visit_salts')).toHaveLength(1);
    expect(await rows(standIn(), `path = '/old'`)).toEqual([]);
    const days = await standIn().query<{ age: number; visitors: number; views: number }>(
      `select (now() at time zone 'utc')::date - day as age, visitors, views from public.visit_days order by day`,
    );
    expect(days).toEqual([
      { age: 40, visitors: 2, views: 3 },
      { age: 31, visitors: 1, views: 1 },
    ]);
    const totals = await standIn().query<{ views: number }>(
      `select sum(views)::int as views from public.visit_totals where path = '/old' and utm_campaign = 'launch'`,
    );
    expect(totals[0]?.views).toBe(4);
    const job = await standIn().query<{ schedule: string }>(
      `select schedule from cron.job where jobname = 'connectia-visits-daily'`,
    );
    expect(job).toEqual([{ schedule: '0 0 * * *' }]);
  });
});
