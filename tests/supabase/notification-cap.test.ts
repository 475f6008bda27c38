/**
 * On the stand-in, with the notify function and the local mailbox: a flood of 100
 * inquiries (from 100 addresses, the per-client limit raised as if they came from 100 clients)
 * brings the owner at most ten lead e-mails and one summary that says how many more arrived.
 */
import { describe, expect, it } from 'vitest';
import { mail, mails, subjects } from './mailbox';
import { useStandIn } from './stand-in';

describe('the notification cap', () => {
  const standIn = useStandIn({ inboxLimits: { perClientPerHour: 1000 } });

  const send = (n: number) =>
    fetch(`${standIn().apiUrl}/rest/v1/inquiries`, {
      method: 'POST',
      headers: { apikey: standIn().anonKey, 'Content-Type': 'application/json', Prefer: 'return=minimal' },
      body: JSON.stringify({
        first_name: 'Flood',
        last_name: `Bot ${n}`,
        email: `bot${n}@flood.example`,
        company: 'Botnet Ltd',
        message: 'Buy now',
      }),
    });

  it('a flood of 100 inquiries: all stored, ten e-mails, then one summary of the other ninety', async () => {
    const statuses: number[] = [];
    for (let batch = 0; batch < 10; batch++) {
      const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => send(batch * 10 + i)));
      statuses.push(...answers.map((answer) => answer.status));
    }
    expect(statuses).toEqual(Array(100).fill(201));
    const stored = await standIn().query<{ n: number }>(
      `select count(*)::int as n from public.inquiries where email like '%@flood.example'`,
    );
    expect(stored).toEqual([{ n: 100 }]);

    await expect
      .poll(() => subjects(standIn(), /^New inquiry from Flood Bot/), { timeout: 20_000 })
      .toHaveLength(10);
    // Nothing else is on its way: the rest wait in one summary, due when the hour is over.
    // The tenth e-mail can arrive before its row is marked sent: wait for the outbox, not the time.
    const waiting = () =>
      standIn().query<{ kind: string; status: string; count: number; minutes: number }>(
        `select kind, status, (payload->>'count')::int as count,
                round(extract(epoch from next_attempt_at - now()) / 60)::int as minutes
           from public.notification_outbox where status <> 'sent'`,
      );
    await expect
      .poll(waiting, { timeout: 20_000 })
      .toEqual([{ kind: 'leads-summary', status: 'pending', count: 90, minutes: 60 }]);

    // An hour later.
    await standIn().query(
      `update public.notification_outbox set next_attempt_at = now() where kind = 'leads-summary'`,
    );
    await standIn().query('select private.notifications_tick()');
    await expect
      .poll(() => subjects(standIn(), /^90 more inquiries and applications arrived since/))
      .toHaveLength(1);
    const summary = (await mails(standIn())).find((m) => m.Subject.startsWith('90 more'));
    const message = await mail(standIn(), summary?.ID ?? '');
    expect(message.Text).toContain('Inquiries: 90');
    expect(message.Text).toMatch(/admin\?tab=inbox&list=inquiries/);
    expect(await mails(standIn())).toHaveLength(11);
  });
});
