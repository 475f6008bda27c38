/** The public forms' sending code against the stand-in: what a visitor's browser sends and is told. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELIVERY_MESSAGES, insertRow, safeFileName } from '@/forms/deliver';
import { type StandIn, startStandIn } from '../../supabase/local/server';
import { ADMIN_EMAIL, RAISED_LIMITS, SITE_URL, STARTUP_TIMEOUT } from './helpers';

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
  let standIn: StandIn;
  let backend: { supabaseUrl: string; anonKey: string };
  beforeAll(async () => {
    standIn = await startStandIn({
      apiPort: 0,
      mailPort: 0,
      adminEmail: ADMIN_EMAIL,
      siteUrl: SITE_URL,
      quiet: true,
      rateLimits: RAISED_LIMITS,
    });
    backend = { supabaseUrl: standIn.apiUrl, anonKey: standIn.anonKey };
  }, STARTUP_TIMEOUT);
  afterAll(async () => {
    await standIn?.stop();
  });

  it('sends an inquiry; the sixth from one address within an hour gets the rate-limit message', async () => {
    for (let n = 0; n < 5; n++)
      expect(await insertRow(backend, 'inquiries', inquiry('five@example.com'))).toEqual({
        ok: true,
        duplicate: false,
      });
    expect(await insertRow(backend, 'inquiries', inquiry('five@example.com'))).toEqual({
      ok: false,
      failure: 'rate-limited',
      message: DELIVERY_MESSAGES['rate-limited'],
    });
  });

  it('a newsletter sign-up twice is a success the second time too, marked duplicate', async () => {
    const row = { email: 'reader@example.com' };
    expect(await insertRow(backend, 'newsletter_subscribers', row, { duplicateIsSuccess: true })).toEqual({
      ok: true,
      duplicate: false,
    });
    expect(await insertRow(backend, 'newsletter_subscribers', row, { duplicateIsSuccess: true })).toEqual({
      ok: true,
      duplicate: true,
    });
  });

  it('a row the database refuses, and an unreachable server, each get their message', async () => {
    const refused = await insertRow(backend, 'inquiries', inquiry('not an email'));
    expect(refused).toMatchObject({ ok: false, failure: 'refused' });
    const offline = await insertRow(
      { supabaseUrl: 'http://127.0.0.1:9', anonKey: 'x' },
      'inquiries',
      inquiry('a@b.co'),
    );
    expect(offline).toEqual({ ok: false, failure: 'offline', message: DELIVERY_MESSAGES.offline });
  });

  it('file names become safe path parts', () => {
    expect(safeFileName('My CV (final).pdf')).toBe('My-CV-final-.pdf');
    expect(safeFileName('../../etc/passwd')).toBe('etc-passwd');
    expect(safeFileName('')).toBe('resume');
  });
});
