import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Chaos, handleChaos } from './chaos';
import { escapeHtml, sendEmpty, sendJson } from './http';
import { handleResend } from './resend';

/**
 * In-memory mailbox with a Mailpit-like JSON API (the subset tests and humans need) and a page.
 * Two senders fill it: Auth's magic links, and anything posted to the Resend-compatible
 * `POST /emails` (resend.ts), which the notification function uses. `PUT /api/v1/chaos` makes
 * those sends fail, as Mailpit's chaos triggers make SMTP fail (chaos.ts).
 */

export interface Address {
  Name: string;
  Address: string;
}

export interface MailMessage {
  ID: string;
  MessageID: string;
  From: Address;
  To: Address[];
  Cc: Address[];
  ReplyTo: Address[];
  Subject: string;
  Created: string;
  Text: string;
  HTML: string;
  /** The sign-in link a magic-link message carries (stand-in extra, also inside Text and HTML); '' otherwise. */
  Link: string;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  link: string;
}

/** A message as an e-mail API hands it over (resend.ts). */
export interface Delivery {
  from: Address;
  to: Address[];
  cc: Address[];
  replyTo: Address[];
  subject: string;
  text: string;
  html: string;
}

const FROM: Address = { Name: 'Supabase Auth (local)', Address: 'noreply@localhost' };
const MAX_MESSAGES = 500;

export class Mailbox {
  private messages: MailMessage[] = [];
  readonly chaos = new Chaos();
  /** The e-mail API's answers by Idempotency-Key (resend.ts). */
  readonly idempotency = new Map<string, { at: number; fingerprint: string; id: string }>();

  /** A magic-link message from Auth. */
  send(mail: OutgoingMail): MailMessage {
    const text = `Magic Link\n\nFollow this link to sign in:\n${mail.link}\n\nIf you did not request this, ignore this message.\n`;
    const html =
      `<h2>Magic Link</h2><p>Follow this link to sign in:</p>` +
      `<p><a href="${escapeHtml(mail.link)}">Log In</a></p><p>${escapeHtml(mail.link)}</p>`;
    return this.store({
      from: FROM,
      to: [{ Name: '', Address: mail.to }],
      cc: [],
      replyTo: [],
      subject: mail.subject,
      text,
      html,
      link: mail.link,
    });
  }

  /** A message handed over through the e-mail API. */
  deliver(mail: Delivery): MailMessage {
    return this.store({ ...mail, link: '' });
  }

  private store(mail: Delivery & { link: string }): MailMessage {
    const id = randomUUID();
    const message: MailMessage = {
      ID: id,
      MessageID: `${id}@localhost`,
      From: mail.from,
      To: mail.to,
      Cc: mail.cc,
      ReplyTo: mail.replyTo,
      Subject: mail.subject,
      Created: new Date().toISOString(),
      Text: mail.text,
      HTML: mail.html,
      Link: mail.link,
    };
    this.messages.unshift(message);
    this.messages.length = Math.min(this.messages.length, MAX_MESSAGES);
    return message;
  }

  list(): readonly MailMessage[] {
    return this.messages;
  }

  get(id: string): MailMessage | undefined {
    return this.messages.find((m) => m.ID === id);
  }

  clear(): void {
    this.messages = [];
  }
}

function summary(m: MailMessage) {
  return {
    ID: m.ID,
    MessageID: m.MessageID,
    Read: false,
    From: m.From,
    To: m.To,
    Cc: m.Cc,
    Bcc: [],
    ReplyTo: m.ReplyTo,
    Subject: m.Subject,
    Created: m.Created,
    Tags: [],
    Size: Buffer.byteLength(m.Text) + Buffer.byteLength(m.HTML),
    Attachments: 0,
    Snippet: m.Text.replace(/\s+/g, ' ').trim().slice(0, 250),
  };
}

function page(messages: readonly MailMessage[]): string {
  const rows = messages
    .map((m) => {
      const head =
        `<strong>${escapeHtml(m.To.map((t) => t.Address).join(', '))}</strong> — ${escapeHtml(m.Subject)} ` +
        `<small>${escapeHtml(m.Created)}</small>`;
      const body = m.Link
        ? `<a href="${escapeHtml(m.Link)}">${escapeHtml(m.Link)}</a>`
        : `<details><summary>Text</summary><pre>${escapeHtml(m.Text)}</pre></details>`;
      return `<li>${head}<br>${body}</li>`;
    })
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Local mailbox</title>
<meta http-equiv="refresh" content="5"><style>body{font:15px system-ui,sans-serif;margin:2rem;max-width:60rem}
li{margin:0 0 1rem;word-break:break-all}pre{white-space:pre-wrap}</style></head><body><h1>Local mailbox (Supabase stand-in)</h1>
<p>${messages.length} message(s), newest first. This page refreshes every 5 seconds.</p>
<ul>${rows || '<li>No messages yet.</li>'}</ul></body></html>`;
}

/**
 * The mailbox holds every magic link, so only pages on this machine may read it from a browser:
 * loopback origins (the app, the tests) get CORS headers, any other web page gets none.
 */
const LOOPBACK_ORIGIN = /^https?:\/\/(?:127\.0\.0\.1|localhost|\[::1\])(?::\d{1,5})?$/i;

function corsFor(req: IncomingMessage): Record<string, string> {
  const origin = req.headers.origin;
  if (!origin || !LOOPBACK_ORIGIN.test(origin)) return { Vary: 'Origin' };
  return { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' };
}

export async function handleMail(mailbox: Mailbox, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const MAIL_CORS = corsFor(req);
  const url = new URL(req.url ?? '/', 'http://mail.local');
  const path = url.pathname.replace(/\/+$/, '') || '/';
  const method = req.method ?? 'GET';
  if (method === 'OPTIONS') {
    sendEmpty(res, 204, {
      ...MAIL_CORS,
      'Access-Control-Allow-Methods': 'GET, PUT, DELETE, OPTIONS',
      'Access-Control-Allow-Headers': 'content-type',
    });
    return;
  }
  if (path === '/emails') {
    // Server to server (the notification function): no browser page may post mail here.
    if (req.headers.origin) {
      sendJson(res, 403, { statusCode: 403, name: 'forbidden', message: 'Not from a browser.' });
      return;
    }
    await handleResend(mailbox, req, res, method);
    return;
  }
  if (path === '/api/v1/chaos') {
    await handleChaos(mailbox.chaos, req, res, method, MAIL_CORS);
    return;
  }
  if (path === '/' && method === 'GET') {
    const html = page(mailbox.list());
    res.writeHead(200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    });
    res.end(html);
    return;
  }
  if (path === '/api/v1/messages' && method === 'GET') {
    const all = mailbox.list();
    const start = Math.max(0, Number.parseInt(url.searchParams.get('start') ?? '0', 10) || 0);
    const limit = Math.max(1, Number.parseInt(url.searchParams.get('limit') ?? '50', 10) || 50);
    const slice = all.slice(start, start + limit);
    sendJson(
      res,
      200,
      {
        total: all.length,
        unread: all.length,
        count: slice.length,
        messages_count: all.length,
        start,
        tags: [],
        messages: slice.map(summary),
      },
      MAIL_CORS,
    );
    return;
  }
  if (path === '/api/v1/messages' && method === 'DELETE') {
    mailbox.clear();
    sendJson(res, 200, 'ok', MAIL_CORS);
    return;
  }
  const match = /^\/api\/v1\/message\/([^/]+)$/.exec(path);
  if (match && method === 'GET') {
    let id: string;
    try {
      id = decodeURIComponent(match[1] ?? '');
    } catch {
      sendJson(res, 400, { error: 'malformed message id' }, MAIL_CORS);
      return;
    }
    const m = id === 'latest' ? mailbox.list()[0] : mailbox.get(id);
    if (!m) {
      sendJson(res, 404, { error: 'message not found' }, MAIL_CORS);
      return;
    }
    sendJson(
      res,
      200,
      { ...summary(m), Date: m.Created, Text: m.Text, HTML: m.HTML, Link: m.Link },
      MAIL_CORS,
    );
    return;
  }
  sendJson(res, 404, { error: 'not found' }, MAIL_CORS);
}
