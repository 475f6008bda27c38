/**
 * The stand-in resists abuse as GoTrue does: redirect globs cannot be tricked, sign-in endpoints
 * are rate limited with GoTrue's codes, metadata is capped, the mailbox answers only local pages,
 * only JSON is accepted, and hostile bytes get 4xx, never 500.
 */
import { describe, expect, it } from 'vitest';
import { isRedirectAllowed } from '../../supabase/local/redirects';
import { latestLink, SITE_URL } from './helpers';
import { useStandIn } from './stand-in';

describe('redirect allow-list', () => {
  const list = ['https://*.example.com/**', 'https://exact.example.org/app'];
  it.each([
    'https://3627734734#.example.com/',
    'https://evil.test?.example.com/',
    'https://evil.test\\.example.com/',
    'https://evil.test@app.example.com/',
    'https://user:pw@app.example.com/',
    'https://a.b.example.com.evil.test/',
    'http://app.example.com/',
    'javascript:alert(1)//.example.com/',
    'https://exact.example.org/application-not-under-app/../../x',
  ])('refuses %s', (url) => {
    expect(isRedirectAllowed(url, SITE_URL, list)).toBe(false);
  });
  it.each([
    'https://app.example.com/',
    'https://app.example.com/admin/login?next=1#top',
    'https://exact.example.org/app/admin',
    'http://127.0.0.1:4173/admin',
  ])('accepts %s', (url) => {
    expect(isRedirectAllowed(url, SITE_URL, list)).toBe(true);
  });
});

describe('hostile requests against default limits', () => {
  const standIn = useStandIn({
    additionalRedirectUrls: ['https://*.example.com/**'],
    rateLimits: { signInsSignUps: 12, tokenVerifications: 5 },
  });

  const post = (path: string, body: string, type = 'application/json') =>
    fetch(`${standIn().apiUrl}${path}`, {
      method: 'POST',
      headers: { apikey: standIn().anonKey, 'Content-Type': type },
      body,
    });
  const json = async (res: Response) => ({
    status: res.status,
    body: (await res.json()) as Record<string, unknown>,
  });

  it('a link asked for with a #-trick redirect goes to the site instead', async () => {
    const target = encodeURIComponent('https://3627734734#.example.com/');
    expect(
      (await post(`/auth/v1/otp?redirect_to=${target}`, JSON.stringify({ email: 'victim@example.com' })))
        .status,
    ).toBe(200);
    const link = new URL(await latestLink(standIn(), 'victim@example.com'));
    expect(link.searchParams.get('redirect_to')).toBe(SITE_URL);
  });

  it('a second link for one address within the cooldown: 429 over_email_send_rate_limit', async () => {
    const body = JSON.stringify({ email: 'twice@example.com' });
    expect((await post('/auth/v1/otp', body)).status).toBe(200);
    const again = await json(await post('/auth/v1/otp', body));
    expect(again.status).toBe(429);
    expect(again.body.error_code).toBe('over_email_send_rate_limit');
    expect(again.body.msg).toMatch(/^For security purposes, you can only request this after \d+ seconds\.$/);
  });

  it('20 KB of user metadata is refused with 400 and the address stays free', async () => {
    const r = await json(
      await post(
        '/auth/v1/otp',
        JSON.stringify({ email: 'owner@example.com', data: { pad: 'x'.repeat(20_000) } }),
      ),
    );
    expect(r).toMatchObject({ status: 400, body: { error_code: 'validation_failed' } });
    expect((await post('/auth/v1/otp', JSON.stringify({ email: 'owner@example.com' }))).status).toBe(200);
  });

  it('a text/plain POST (a cross-site simple request) is refused', async () => {
    const r = await json(
      await post('/auth/v1/otp', JSON.stringify({ email: 'plain@example.com' }), 'text/plain'),
    );
    expect(r.status).toBe(400);
    expect(r.body.error_code).toBe('bad_json');
  });

  it('NUL bytes in e-mail, metadata and refresh token get 400, in a verify token an error redirect', async () => {
    for (const body of [
      { email: 'nul\u0000@example.com' },
      { email: 'meta@example.com', data: { name: 'a\u0000b' } },
    ]) {
      const r = await json(await post('/auth/v1/otp', JSON.stringify(body)));
      expect(r.status, JSON.stringify(body)).toBe(400);
    }
    const refresh = await json(
      await post('/auth/v1/token?grant_type=refresh_token', JSON.stringify({ refresh_token: 'x\u0000y' })),
    );
    expect(refresh.status).toBe(400);
    const verify = await fetch(
      `${standIn().apiUrl}/auth/v1/verify?token=pkce_%00abc&type=magiclink&redirect_to=${encodeURIComponent(SITE_URL)}`,
      { redirect: 'manual' },
    );
    expect(verify.status).toBe(303);
    expect(verify.headers.get('location')).toMatch(/error_code=validation_failed/);
  });

  it('the mailbox answers loopback pages only, and a malformed message id with 400', async () => {
    const evil = await fetch(`${standIn().mailUrl}/api/v1/messages`, {
      headers: { Origin: 'https://evil.example' },
    });
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
    const local = await fetch(`${standIn().mailUrl}/api/v1/messages`, {
      headers: { Origin: 'http://127.0.0.1:5173' },
    });
    expect(local.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173');
    expect((await fetch(`${standIn().mailUrl}/api/v1/message/%E0`)).status).toBe(400);
  });

  it('verifications and sign-ins per client are limited: 429 over_request_rate_limit', async () => {
    let verify: Response | undefined;
    for (let n = 0; n < 6; n++) {
      verify = await fetch(`${standIn().apiUrl}/auth/v1/verify?token=nope&type=magiclink`, {
        redirect: 'manual',
      });
    }
    expect(verify?.status).toBe(429);
    let last = { status: 0, body: {} as Record<string, unknown> };
    for (let n = 0; n < 12 && last.status !== 429; n++) {
      last = await json(await post('/auth/v1/otp', JSON.stringify({ email: `signup${n}@example.com` })));
    }
    expect(last.status).toBe(429);
    expect(last.body.error_code).toBe('over_request_rate_limit');
  });
});
