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
        await insertRow(backendOf(standIn()), 'inquiries', inquiry('five@example.com'), 'en', messages),
      ).toEqual({
        ok: true,
        duplicate: false,
      });
    const sixth = await insertRow(
      backendOf(standIn()),
      'inquiries',
      inquiry('five@example.com'),
      'en',
      messages,
    );
    expect(sixth).toMatchObject({ ok: false, failure: 'rate-limited' });
    // The database's own words say when; the form adds what else the visitor can do.
    expect(sixth.ok ? '' : sixth.message).toBe(
      'Too many messages have been sent from this e-mail address in the last hour, so this one was not accepted. Please try again in an hour. Everything you typed is still here; if it cannot wait, email us at hello@connectia.ae.',
    );
  });

  it("a 429 without the database's words gets the general rate-limit message", async () => {
    const bare = async () => new Response('<html>Too Many Requests</html>', { status: 429 });
    expect(
      await insertRow(backendOf(standIn()), 'inquiries', inquiry('x@example.com'), 'en', messages, {
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
      await insertRow(backendOf(standIn()), 'newsletter_subscribers', row, 'en', messages, {
        duplicateIsSuccess: true,
      }),
    ).toEqual({
      ok: true,
      duplicate: false,
    });
    expect(
      await insertRow(backendOf(standIn()), 'newsletter_subscribers', row, 'en', messages, {
        duplicateIsSuccess: true,
      }),
    ).toEqual({
      ok: true,
      duplicate: true,
    });
  });

  it('a row the database refuses, and an unreachable server, each get their message', async () => {
    const refused = await insertRow(
      backendOf(standIn()),
      'inquiries',
      inquiry('not an email'),
      'en',
      messages,
    );
    expect(refused).toMatchObject({ ok: false, failure: 'refused' });
    const offline = await insertRow(
      { supabaseUrl: 'http://127.0.0.1:9', anonKey: 'x' },
      'inquiries',
      inquiry('a@b.co'),
      'en',
      messages,
    );
    expect(offline).toEqual({ ok: false, failure: 'offline', message: messages.offline });
  });

  /** What the admin sees of the rows sent from `email`: their language. */
  const storedLocales = async (table: string, email: string) => {
    const { apiUrl, serviceRoleKey } = standIn();
    const response = await fetch(`${apiUrl}/rest/v1/${table}?select=locale&email=eq.${email}`, {
      headers: { apikey: serviceRoleKey, Authorization: `Bearer ${serviceRoleKey}` },
    });
    return response.json();
  };

  it("sends the page's language with each row; a row from a page that sends none is English", async () => {
    const arabic = { ...inquiry('arabic@example.com'), first_name: 'ليلى', last_name: 'حسن' };
    expect(await insertRow(backendOf(standIn()), 'inquiries', arabic, 'ar', messages)).toEqual({
      ok: true,
      duplicate: false,
    });
    expect(await storedLocales('inquiries', 'arabic@example.com')).toEqual([{ locale: 'ar' }]);
    for (const [table, row] of [
      ['job_applications', { first_name: 'عمر', email: 'omar@example.com' }],
      ['newsletter_subscribers', { email: 'qari@example.com' }],
    ] as const) {
      expect(await insertRow(backendOf(standIn()), table, row, 'ar', messages)).toMatchObject({ ok: true });
      expect(await storedLocales(table, row.email)).toEqual([{ locale: 'ar' }]);
    }

    // A page built before forms sent their language posts the row as it is.
    const { apiUrl, anonKey } = standIn();
    const older = await fetch(`${apiUrl}/rest/v1/inquiries`, {
      method: 'POST',
      headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(inquiry('older@example.com')),
    });
    expect(older.status).toBe(201);
    expect(await storedLocales('inquiries', 'older@example.com')).toEqual([{ locale: 'en' }]);
  });

  it("an Arabic page's rate limit says Site Text's message, not the database's English sentence", async () => {
    const limited = async () =>
      Response.json(
        {
          code: 'PT429',
          message: 'Too many messages have been sent from this e-mail address in the last hour.',
        },
        { status: 429 },
      );
    const arabicMessages = { ...messages, 'rate-limited': 'أُرسلت رسائل كثيرة من هذا العنوان.' };
    expect(
      await insertRow(backendOf(standIn()), 'inquiries', inquiry('x@example.com'), 'ar', arabicMessages, {
        fetch: limited,
      }),
    ).toEqual({ ok: false, failure: 'rate-limited', message: 'أُرسلت رسائل كثيرة من هذا العنوان.' });
  });

  it('file names become safe path parts', () => {
    expect(safeFileName('My CV (final).pdf')).toBe('My-CV-final-.pdf');
    expect(safeFileName('../../etc/passwd')).toBe('etc-passwd');
    expect(safeFileName('')).toBe('resume');
  });
});
