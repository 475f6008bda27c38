/** The public forms' sending code against the stand-in: what a visitor's browser sends and is told. */
import { describe, expect, it } from 'vitest';
import { insertRow, safeFileName } from '@/forms/deliver';
import { messages } from '../support/site-text';
import { backendOf, useStandIn } from './stand-in';

const inquiry = (email: string) => ({
  service: 'cloud',
  first_name: 'Layla',
  last_name: 'Hassan',
  email,
  company: 'Gulf Freight',
  answers: { provider: 'AWS' },
  message: 'Hello',
});

describe('deliver', () => {
  const standIn = useStandIn();

  it('sends an inquiry; the sixth from one address within an hour gets the rate-limit message', async () => {
    for (let n = 0; n < 5; n++)
      expect(
        await insertRow(backendOf(standIn()), 'inquiries', inquiry('five@example.com'), messages),
      ).toEqual({
        ok: true,
        duplicate: false,
      });
    const sixth = await insertRow(backendOf(standIn()), 'inquiries', inquiry('five@example.com'), messages);
    expect(sixth).toMatchObject({ ok: false, failure: 'rate-limited' });
    // The database's own words say when; the form adds what else the visitor can do.
    expect(sixth.ok ? '' : sixth.message).toBe(
      'Too many messages have been sent from this e-mail address in the last hour, so this one was not accepted. Please try again in an hour. Everything you typed is still here; if it cannot wait, email us at hello@connectia.ae.',
    );
  });

  it("a 429 without the database's words gets the general rate-limit message", async () => {
    const bare = async () => new Response('<html>Too Many Requests</html>', { status: 429 });
    expect(
      await insertRow(backendOf(standIn()), 'inquiries', inquiry('x@example.com'), messages, {
        fetch: bare,
      }),
    ).toEqual({
      ok: false,
      failure: 'rate-limited',
      message: messages['rate-limited'],
    });
  });

  it('a newsletter sign-up twice is a success the second time too, marked duplicate', async () => {
    const row = { email: 'reader@example.com' };
    expect(
      await insertRow(backendOf(standIn()), 'newsletter_subscribers', row, messages, {
        duplicateIsSuccess: true,
      }),
    ).toEqual({
      ok: true,
      duplicate: false,
    });
    expect(
      await insertRow(backendOf(standIn()), 'newsletter_subscribers', row, messages, {
        duplicateIsSuccess: true,
      }),
    ).toEqual({
      ok: true,
      duplicate: true,
    });
  });

  it('a row the database refuses, and an unreachable server, each get their message', async () => {
    const refused = await insertRow(backendOf(standIn()), 'inquiries', inquiry('not an email'), messages);
    expect(refused).toMatchObject({ ok: false, failure: 'refused' });
    const offline = await insertRow(
      { supabaseUrl: 'http://127.0.0.1:9', anonKey: 'x' },
      'inquiries',
      inquiry('a@b.co'),
      messages,
    );
    expect(offline).toEqual({ ok: false, failure: 'offline', message: messages.offline });
  });

  it('file names become safe path parts', () => {
    expect(safeFileName('My CV (final).pdf')).toBe('My-CV-final-.pdf');
    expect(safeFileName('../../etc/passwd')).toBe('etc-passwd');
    expect(safeFileName('')).toBe('resume');
  });
});
