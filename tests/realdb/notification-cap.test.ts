/**
 * The notification cap on a real PostgreSQL, where leads arrive in overlapping
 * transactions: however many arrive at once, no more lead e-mails are queued in an hour than the
 * cap, and the rest are counted in one waiting summary. Other files send inquiries to the same
 * database meanwhile, so the checks are ones their rows cannot break.
 */
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beginRequest, connect, START_TIMEOUT, skipReason } from './realdb';

const skip = skipReason();
if (skip) it.skip(`real PostgreSQL: ${skip}`, () => undefined);

const run = Date.now().toString(36);

describe.skipIf(skip)('the notification cap under simultaneous leads', () => {
  let api: pg.Pool;
  let owner: pg.Pool;
  beforeAll(async () => {
    api = await connect('authenticator', 30);
    owner = await connect('supabase_admin', 1);
  }, START_TIMEOUT);
  afterAll(async () => {
    await Promise.all([api?.end(), owner?.end()]);
  });

  it('30 simultaneous inquiries from 30 clients queue at most the cap of e-mails, and one summary', async () => {
    const cap = (await owner.query<{ n: number }>('select notifications_per_hour as n from private.settings'))
      .rows[0]?.n;
    expect(cap).toBe(10);
    // Earlier files' leads are an hour old as far as the cap is concerned, so this burst starts below it.
    await owner.query(
      `update public.notification_outbox set created_at = created_at - interval '2 hours'
        where kind in ('inquiry', 'application')`,
    );
    const clients = await Promise.all(Array.from({ length: 30 }, () => api.connect()));
    try {
      const outcomes = await Promise.all(
        clients.map(async (client, n) => {
          const ip = `192.0.2.${n + 1}`;
          try {
            await beginRequest(
              client,
              {
                role: 'anon',
                claims: { role: 'anon' },
                headers: { 'cf-connecting-ip': ip, 'x-real-ip': ip },
              },
              '/inquiries',
            );
            await client.query(
              `insert into public.inquiries (first_name, last_name, email, company)
               values ('Lead', 'Flood', $1, 'Many Clients Ltd')`,
              [`lead${n}.${run}@example.com`],
            );
            await client.query('select pg_sleep(0.1)'); // a slow request: the others overlap it
            await client.query('commit');
            return 'stored';
          } catch (error) {
            await client.query('rollback').catch(() => undefined);
            return String((error as { code?: unknown }).code ?? error);
          }
        }),
      );
      expect(outcomes).toEqual(Array(30).fill('stored'));
    } finally {
      for (const client of clients) client.release();
    }
    const { rows } = await owner.query<{ leads: number; summaries: number; mine: number; counted: number }>(
      `select
         (select count(*)::int from public.notification_outbox
           where kind in ('inquiry', 'application') and created_at > now() - interval '1 hour') as leads,
         (select count(*)::int from public.notification_outbox
           where kind = 'leads-summary' and status = 'pending' and attempts = 0) as summaries,
         (select count(*)::int from public.notification_outbox o join public.inquiries i on o.ref_id = i.id::text
           where i.email like $1) as mine,
         (select coalesce(sum((payload->>'count')::int), 0)::int from public.notification_outbox
           where kind = 'leads-summary') as counted`,
      [`lead%.${run}@example.com`],
    );
    const result = rows[0];
    expect(result?.leads).toBeLessThanOrEqual(10);
    expect(result?.summaries).toBe(1);
    expect(result?.mine).toBeGreaterThan(0);
    expect(result?.mine).toBeLessThanOrEqual(10);
    expect(result?.counted).toBeGreaterThanOrEqual(30 - (result?.mine ?? 0));
  });
});
