/**
 * Over HTTP on the stand-in: a bot that posts straight to the REST endpoint, as bots do,
 * skips the forms' honeypot and fill time. The database still allows one client 20 messages an hour
 * across the three forms (private.settings, the migrations' defaults here) and refuses the rest
 * with 429 and a message that says when to try again; an office behind one address can still write.
 */
import { describe, expect, it } from 'vitest';
import type { StandIn } from '../../supabase/local/server';
import { appClient } from './helpers';
import { useStandIn } from './stand-in';

type Table = 'inquiries' | 'job_applications' | 'newsletter_subscribers';

const run = `${Date.now().toString(36)}`;
const address = (name: string) => `${name}.${run}@example.com`;

const inquiry = (email: string) => ({
  service: 'cloud',
  first_name: 'Flood',
  last_name: 'Bot',
  email,
  company: 'Botnet Ltd',
  message: 'Buy now',
});
const application = (email: string) => ({ first_name: 'Omar', email, position: 'DevOps Engineer' });
const signUp = (email: string) => ({ email });

interface Answer {
  status: number;
  message?: string;
}

/** One POST as the site's forms (and bots) send it, with the given extra headers. */
async function post(
  standIn: StandIn,
  table: Table,
  row: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const response = await fetch(`${standIn.apiUrl}/rest/v1/${table}`, {
    method: 'POST',
    headers: {
      apikey: standIn.anonKey,
      Authorization: `Bearer ${standIn.anonKey}`,
      'Content-Type': 'application/json',
      Prefer: 'return=minimal',
      ...headers,
    },
    body: JSON.stringify(row),
  });
  const text = await response.text();
  const message = text ? (JSON.parse(text) as { message?: string }).message : undefined;
  return { status: response.status, message };
}

/** Sends all rows, `parallel` at a time, as a bot would. */
async function flood(send: (n: number) => Promise<Answer>, count: number, parallel = 10): Promise<Answer[]> {
  const answers: Answer[] = [];
  for (let start = 0; start < count; start += parallel) {
    const batch = Array.from({ length: Math.min(parallel, count - start) }, (_, i) => send(start + i));
    answers.push(...(await Promise.all(batch)));
  }
  return answers;
}

/** How many rows whose address starts with `prefix` the table holds (read as service_role). */
async function stored(standIn: StandIn, table: Table, prefix: string): Promise<number> {
  const service = appClient(standIn, { key: standIn.serviceRoleKey });
  const { data, error } = await service.from(table).select('email').like('email', `${prefix}.${run}@%`);
  if (error) throw error;
  return data.length;
}

const NETWORK_LIMIT =
  /^Too many messages have been sent from your network in the last hour, so this one was not accepted\. Please try again in (an hour|\d+ minutes|a minute)\.$/;

describe('one client behind a trusted proxy (the stand-in believes its X-Forwarded-For)', () => {
  const standIn = useStandIn({ trustedProxies: ['127.0.0.1'] });
  const from = (client: string) => ({ 'X-Forwarded-For': client });

  it('100 inquiries from one client, each from another address, 10 at a time: 20 stored, 80 refused with 429 and when to try again', async () => {
    expect(standIn().inboxLimits).toMatchObject({ perAddressPerHour: 5, perClientPerHour: 20 });
    const answers = await flood(
      (n) => post(standIn(), 'inquiries', inquiry(address(`flood${n}`)), from('203.0.113.7')),
      100,
    );
    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
    expect(answers.filter((a) => a.status === 201)).toHaveLength(20);
    const refused = answers.filter((a) => a.status !== 201);
    expect(refused).toHaveLength(80);
    for (const answer of refused) {
      expect(answer.status).toBe(429);
      expect(answer.message).toMatch(NETWORK_LIMIT);
    }
    expect(await stored(standIn(), 'inquiries', 'flood%')).toBe(20);
    // Another client is not held back by the flood.
    expect(
      (await post(standIn(), 'inquiries', inquiry(address('bystander')), from('203.0.113.8'))).status,
    ).toBe(201);
  });

  it('an office of five people behind one address sends its handful of messages', async () => {
    const office = from('198.51.100.20');
    const people = ['amal', 'bilal', 'carla', 'dev', 'eitan'];
    const answers = [
      ...(await Promise.all(
        people.map((p) => post(standIn(), 'inquiries', inquiry(address(`office-${p}`)), office)),
      )),
      await post(standIn(), 'job_applications', application(address('office-amal')), office),
      await post(standIn(), 'job_applications', application(address('office-dev')), office),
      await post(standIn(), 'newsletter_subscribers', signUp(address('office-carla')), office),
      await post(standIn(), 'inquiries', inquiry(address('office-amal')), office),
    ];
    expect(answers.map((a) => a.status)).toEqual(Array(9).fill(201));
  });

  it('the limit counts the three forms together', async () => {
    const client = from('192.0.2.44');
    const sent = [
      ...(await flood((n) => post(standIn(), 'inquiries', inquiry(address(`mixed-i${n}`)), client), 10)),
      ...(await flood(
        (n) => post(standIn(), 'job_applications', application(address(`mixed-a${n}`)), client),
        6,
      )),
      ...(await flood(
        (n) => post(standIn(), 'newsletter_subscribers', signUp(address(`mixed-n${n}`)), client),
        4,
      )),
    ];
    expect(sent.map((a) => a.status)).toEqual(Array(20).fill(201));
    const next = await post(standIn(), 'newsletter_subscribers', signUp(address('mixed-n-last')), client);
    expect(next.status).toBe(429);
    expect(next.message).toMatch(NETWORK_LIMIT);
  });

  it('an IPv6 client counts by its /64, the block one connection is given', async () => {
    const sent = await flood(
      (n) =>
        post(
          standIn(),
          'inquiries',
          inquiry(address(`six${n}`)),
          from(`2001:db8:26:1::${(n + 1).toString(16)}`),
        ),
      20,
    );
    expect(sent.map((a) => a.status)).toEqual(Array(20).fill(201));
    const sameBlock = await post(
      standIn(),
      'inquiries',
      inquiry(address('six-more')),
      from('2001:db8:26:1:ffff::9'),
    );
    expect(sameBlock.status).toBe(429);
    const nextBlock = await post(
      standIn(),
      'inquiries',
      inquiry(address('six-other')),
      from('2001:db8:26:2::1'),
    );
    expect(nextBlock.status).toBe(201);
  });
});

describe('with no proxy configured', () => {
  const standIn = useStandIn();

  it('a client cannot pick its own identity with forwarding headers', async () => {
    const answers = await flood(
      (n) =>
        post(standIn(), 'inquiries', inquiry(address(`spoof${n}`)), {
          'X-Forwarded-For': `10.9.${n}.1`,
          'X-Real-IP': `10.8.${n}.1`,
          'CF-Connecting-IP': `10.7.${n}.1`,
        }),
      25,
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(20);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(5);
  });
});
