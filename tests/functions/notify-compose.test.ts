/**
 * The notify function's e-mails, built from outbox rows without any server: headers get one safe
 * line, bodies show the visitor's text as text, Reply-To only ever holds one plain address, and a
 * missing setting is named.
 */
import { describe, expect, it } from 'vitest';
import {
  compose,
  multiLine,
  type OutboxRow,
  oneLine,
  replyAddress,
} from '../../supabase/functions/notify/compose';
import { ConfigError, readConfig } from '../../supabase/functions/notify/config';

const row = (kind: string, payload: Record<string, unknown>): OutboxRow => ({
  id: 7,
  kind,
  ref_id: '6f1c1d2e-3a4b-4c5d-8e9f-0a1b2c3d4e5f',
  payload,
  attempts: 1,
  recipients: ['owner@example.com'],
  created_at: '2026-11-25T10:00:00Z',
});

describe('notification e-mails', () => {
  it('one-line text loses line breaks and control characters, shows direction characters as marks, and is bounded', () => {
    expect(oneLine('Ann\r\nBcc: x@example.com\u0000\u202e', 100)).toBe(
      'Ann Bcc: x@example.com\u27e8U+202E\u27e9',
    );
    expect(oneLine('x'.repeat(300), 60)).toHaveLength(60);
    expect(multiLine('a\r\nb\rc\u0007')).toBe('a\nb\nc');
  });

  it('Reply-To takes a plain address only', () => {
    expect(replyAddress('layla@gulf.example')).toBe('layla@gulf.example');
    for (const bad of [
      'Layla <layla@gulf.example>',
      'a@example.com\r\nBcc: b@example.com',
      'a"b@example.com',
      'a@b',
      'a,b@example.com',
      `${'x'.repeat(250)}@example.com`,
      42,
    ]) {
      expect(replyAddress(bad), String(bad)).toBeUndefined();
    }
  });

  it('an inquiry: the subject is one bounded line, the body escapes markup, the link opens the item', () => {
    const email = compose(
      row('inquiry', {
        first_name: 'Layla\n',
        last_name: 'x'.repeat(200),
        company: '<b>ACME</b>',
        email: 'layla@gulf.example',
        message: 'Line one\nLine two <script>',
        answers: { 'Budget <i>': '10k' },
        created_at: '2026-11-25T09:30:00Z',
      }),
      'https://www.connectia.ae',
    );
    expect(email.subject).not.toMatch(/[\r\n]/);
    expect(email.subject.length).toBeLessThanOrEqual(140);
    expect(email.to).toEqual(['owner@example.com']);
    expect(email.replyTo).toBe('layla@gulf.example');
    expect(email.html).not.toContain('<script>');
    expect(email.html).toContain('Line one\nLine two &lt;script&gt;');
    expect(email.html).toContain('Budget &lt;i&gt;');
    expect(email.text).toContain('Message:\n  Line one\n  Line two <script>');
    expect(email.text).toContain('Received: 2026-11-25 09:30 UTC');
    expect(email.text).toContain(
      'https://www.connectia.ae/admin?tab=inbox&list=inquiries&item=6f1c1d2e-3a4b-4c5d-8e9f-0a1b2c3d4e5f',
    );
  });

  it('a leads summary says how many more arrived and since when, and links to the Inbox', () => {
    const email = compose(
      row('leads-summary', { count: 90, inquiries: 88, applications: 2, since: '2026-11-25T10:15:00Z' }),
      'https://www.connectia.ae',
    );
    expect(email.subject).toBe('90 more inquiries and applications arrived since 10:15 UTC');
    expect(email.text).toContain('Inquiries: 88');
    expect(email.text).toContain('Job applications: 2');
    expect(email.text).toContain('https://www.connectia.ae/admin?tab=inbox&list=inquiries');
  });

  it('a kind this version does not know still makes a readable e-mail', () => {
    const email = compose(
      row('flood-summary', { subject: 'More\r\nmessages', count: 12 }),
      'https://x.example',
    );
    expect(email.subject).toBe('More messages');
    expect(email.text).toContain('count: 12');
  });

  it('the settings: every missing one is named; SITE_URL must be an origin', () => {
    expect(() => readConfig({})).toThrow(ConfigError);
    expect(() => readConfig({})).toThrow(
      /SUPABASE_URL.*RESEND_API_KEY.*NOTIFY_FROM.*NOTIFY_SECRET.*SITE_URL/,
    );
    const env = {
      SUPABASE_URL: 'https://abc.supabase.co/',
      SUPABASE_ANON_KEY: 'anon',
      SUPABASE_SERVICE_ROLE_KEY: 'service',
      RESEND_API_KEY: 're_x',
      NOTIFY_FROM: 'Site <n@example.com>',
      NOTIFY_SECRET: 's'.repeat(64),
      SITE_URL: 'https://www.connectia.ae/',
    };
    expect(readConfig(env)).toMatchObject({
      supabaseUrl: 'https://abc.supabase.co',
      resendUrl: 'https://api.resend.com',
      siteUrl: 'https://www.connectia.ae',
    });
    expect(() => readConfig({ ...env, SITE_URL: 'javascript:alert(1)' })).toThrow(/origin/);
  });
});
