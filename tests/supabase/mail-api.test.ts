/**
 * The stand-in's sending side of the mailbox: a Resend-compatible `POST /emails` that delivers
 * into the Mailpit-like mailbox, and Mailpit's chaos API that makes sends fail on purpose.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { useStandIn } from './stand-in';

interface Message {
  ID: string;
  Subject: string;
  From: { Name: string; Address: string };
  To: { Address: string }[];
  ReplyTo: { Address: string }[];
  Text: string;
  HTML: string;
  Link: string;
}

describe('the local e-mail API', () => {
  const standIn = useStandIn();
  const send = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${standIn().mailUrl}/emails`, {
      method: 'POST',
      headers: { Authorization: 'Bearer re_test', 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  const message = async (id: string) =>
    (await (await fetch(`${standIn().mailUrl}/api/v1/message/${id}`)).json()) as Message;
  const chaos = (body: unknown) =>
    fetch(`${standIn().mailUrl}/api/v1/chaos`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  afterEach(async () => {
    await chaos({});
  });

  const mail = {
    from: 'Connectia Website <notifications@example.com>',
    to: ['owner@example.com'],
    subject: 'New inquiry',
    text: 'Hello',
    html: '<p>Hello</p>',
    reply_to: 'visitor@example.com',
  };

  it('delivers what Resend would send into the mailbox, and answers its id', async () => {
    const response = await send(mail);
    expect(response.status).toBe(200);
    const { id } = (await response.json()) as { id: string };
    const stored = await message(id);
    expect(stored).toMatchObject({
      Subject: 'New inquiry',
      From: { Name: 'Connectia Website', Address: 'notifications@example.com' },
      To: [{ Address: 'owner@example.com' }],
      ReplyTo: [{ Address: 'visitor@example.com' }],
      Text: 'Hello',
      HTML: '<p>Hello</p>',
      Link: '',
    });
  });

  it('needs an API key and a well-formed message; a line break in a header field is refused', async () => {
    const noKey = await fetch(`${standIn().mailUrl}/emails`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(mail),
    });
    expect(noKey.status).toBe(401);
    for (const bad of [
      { ...mail, to: undefined },
      { ...mail, subject: '' },
      { ...mail, subject: 'Hi\r\nBcc: someone@example.com' },
      { ...mail, reply_to: 'a@example.com\nBcc: someone@example.com' },
      { ...mail, from: 'Evil <a@example.com>\r\nBcc: b@example.com' },
      { ...mail, to: ['not an address'] },
      { ...mail, text: undefined, html: undefined },
    ]) {
      const response = await send(bad);
      expect(response.status, JSON.stringify(bad).slice(0, 120)).toBe(422);
      expect(((await response.json()) as { name: string }).name).toBe('validation_error');
    }
  });

  it('answers a repeated Idempotency-Key with the first answer and delivers once', async () => {
    const first = (await (await send(mail, { 'Idempotency-Key': 'once/1' })).json()) as { id: string };
    const again = (await (await send(mail, { 'Idempotency-Key': 'once/1' })).json()) as { id: string };
    expect(again.id).toBe(first.id);
    const list = (await (await fetch(`${standIn().mailUrl}/api/v1/messages?limit=500`)).json()) as {
      messages: { ID: string }[];
    };
    expect(list.messages.filter((m) => m.ID === first.id)).toHaveLength(1);
    const changed = await send({ ...mail, subject: 'Other' }, { 'Idempotency-Key': 'once/1' });
    expect(changed.status).toBe(409);
  });

  it('chaos makes every send fail until it is switched off, as Mailpit does for SMTP', async () => {
    const set = await chaos({ Sender: { ErrorCode: 451, Probability: 100 } });
    expect(await set.json()).toMatchObject({ Sender: { ErrorCode: 451, Probability: 100 } });
    const failed = await send(mail);
    expect(failed.status).toBe(503);
    expect(((await failed.json()) as { message: string }).message).toMatch(/451/);
    expect((await chaos({ Recipient: { ErrorCode: 99 } })).status).toBe(400);
    await chaos({});
    expect(await (await fetch(`${standIn().mailUrl}/api/v1/chaos`)).json()).toMatchObject({
      Sender: { Probability: 0 },
    });
    expect((await send(mail)).status).toBe(200);
  });

  it('takes no mail from a web page', async () => {
    const response = await send(mail, { Origin: 'http://127.0.0.1:5173' });
    expect(response.status).toBe(403);
  });
});
