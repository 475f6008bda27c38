import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StandIn, startStandIn } from '../../supabase/local/server';
import { appClient, follow, latestLink, RAISED_LIMITS, SITE_URL, STARTUP_TIMEOUT, signIn } from './helpers';

let standIn: StandIn;

beforeAll(async () => {
  standIn = await startStandIn({
    apiPort: 0,
    mailPort: 0,
    adminEmail: 'admin@example.com',
    siteUrl: SITE_URL,
    quiet: true,
    rateLimits: RAISED_LIMITS,
  });
}, STARTUP_TIMEOUT);
afterAll(async () => {
  await standIn?.stop();
});

describe('magic link sign-in with PKCE (as the app does it)', () => {
  it('signs in, reads the user, rotates the refresh token and signs out', async () => {
    const email = 'admin@example.com';
    const client = appClient(standIn);
    const sent = await client.auth.signInWithOtp({
      email,
      options: { shouldCreateUser: true, emailRedirectTo: `${SITE_URL}/admin` },
    });
    expect(sent.error).toBeNull();

    const link = await latestLink(standIn, email);
    expect(link.startsWith(`${standIn.apiUrl}/auth/v1/verify?token=pkce_`)).toBe(true);
    const { status, location } = await follow(link);
    expect(status).toBe(303);
    expect(location.origin + location.pathname).toBe(`${SITE_URL}/admin`);
    const code = location.searchParams.get('code');
    expect(code).toMatch(/^[0-9a-f-]{36}$/);

    const exchanged = await client.auth.exchangeCodeForSession(code ?? '');
    expect(exchanged.error).toBeNull();
    const session = exchanged.data.session;
    expect(session?.user.email).toBe(email);
    expect(session?.token_type).toBe('bearer');

    const got = await client.auth.getUser();
    expect(got.error).toBeNull();
    expect(got.data.user?.id).toBe(session?.user.id);

    const oldRefresh = session?.refresh_token ?? '';
    const refreshed = await client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.session?.refresh_token).not.toBe(oldRefresh);
    const newRefresh = refreshed.data.session?.refresh_token ?? '';

    // the code is single use
    const replay = await appClient(standIn).auth.exchangeCodeForSession(code ?? '');
    expect(replay.error).not.toBeNull();

    expect((await client.auth.signOut()).error).toBeNull();
    const after = await fetch(`${standIn.apiUrl}/auth/v1/token?grant_type=refresh_token`, {
      method: 'POST',
      headers: { apikey: standIn.anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ refresh_token: newRefresh }),
    });
    expect(after.status).toBe(400);
    expect(((await after.json()) as { code: string }).code).toBe('refresh_token_not_found');
    // and the old access token's session is gone
    const user = await fetch(`${standIn.apiUrl}/auth/v1/user`, {
      headers: { apikey: standIn.anonKey, Authorization: `Bearer ${session?.access_token}` },
    });
    expect(user.status).toBe(403);
    expect(((await user.json()) as { code: string }).code).toBe('session_not_found');
  });

  it('rejects a reused link with otp_expired (query and fragment for PKCE)', async () => {
    const email = 'reuse@example.com';
    await appClient(standIn).auth.signInWithOtp({ email, options: { emailRedirectTo: `${SITE_URL}/admin` } });
    const link = await latestLink(standIn, email);
    expect((await follow(link)).location.searchParams.get('code')).toBeTruthy();
    const second = await follow(link);
    expect(second.status).toBe(303);
    expect(second.location.searchParams.get('error')).toBe('access_denied');
    expect(second.location.searchParams.get('error_code')).toBe('otp_expired');
    expect(second.location.search).toContain('error_description=Email+link+is+invalid+or+has+expired');
    const fragment = new URLSearchParams(second.location.hash.slice(1));
    expect(fragment.get('error_code')).toBe('otp_expired');
    expect(fragment.has('sb')).toBe(true);
  });

  it('a newer link invalidates the older one', async () => {
    const email = 'twice@example.com';
    const client = appClient(standIn);
    await client.auth.signInWithOtp({ email, options: { emailRedirectTo: `${SITE_URL}/admin` } });
    const first = await latestLink(standIn, email);
    await client.auth.signInWithOtp({ email, options: { emailRedirectTo: `${SITE_URL}/admin` } });
    const second = await latestLink(standIn, email);
    expect(second).not.toBe(first);
    expect((await follow(first)).location.searchParams.get('error_code')).toBe('otp_expired');
    const ok = await follow(second);
    const exchanged = await client.auth.exchangeCodeForSession(ok.location.searchParams.get('code') ?? '');
    expect(exchanged.data.session?.user.email).toBe(email);
  });

  it('falls back to the site URL for a foreign redirect_to and keeps an allowed query', async () => {
    const email = 'redirect@example.com';
    const client = appClient(standIn);
    await client.auth.signInWithOtp({ email, options: { emailRedirectTo: 'https://evil.example/steal' } });
    const link = await latestLink(standIn, email);
    const landed = await follow(link);
    expect(landed.location.origin).toBe(SITE_URL);
    expect(landed.location.searchParams.get('code')).toBeTruthy();

    // tampering with redirect_to in the link is ignored too
    for (const evil of [
      'https://evil.example/',
      '//evil.example',
      'http://127.0.0.1.evil.example/',
      'https://evil@127.0.0.1:5173/',
    ]) {
      await client.auth.signInWithOtp({ email, options: { emailRedirectTo: `${SITE_URL}/admin` } });
      const u = new URL(await latestLink(standIn, email));
      u.searchParams.set('redirect_to', evil);
      const r = await follow(u.toString());
      expect(r.location.origin).toBe(SITE_URL);
      expect(r.location.searchParams.get('code')).toBeTruthy();
    }
    // an allowed loopback redirect on another port keeps its query
    await client.auth.signInWithOtp({
      email,
      options: { emailRedirectTo: 'http://127.0.0.1:4173/admin?tab=branding' },
    });
    const kept = await follow(await latestLink(standIn, email));
    expect(kept.location.origin).toBe('http://127.0.0.1:4173');
    expect(kept.location.searchParams.get('tab')).toBe('branding');
    expect(kept.location.searchParams.get('code')).toBeTruthy();
  });

  it('signs in with the implicit flow too (token in the fragment)', async () => {
    const email = 'implicit@example.com';
    const client = appClient(standIn, { flowType: 'implicit' });
    await client.auth.signInWithOtp({ email, options: { emailRedirectTo: `${SITE_URL}/admin` } });
    const { location } = await follow(await latestLink(standIn, email));
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('token_type')).toBe('bearer');
    expect(fragment.get('type')).toBe('magiclink');
    const set = await client.auth.setSession({
      access_token: fragment.get('access_token') ?? '',
      refresh_token: fragment.get('refresh_token') ?? '',
    });
    expect(set.error).toBeNull();
    expect(set.data.user?.email).toBe(email);
  });

  it('honours the refresh-token reuse window', async () => {
    const { session } = await signIn(standIn, 'tabs@example.com');
    const refresh = (token: string) =>
      fetch(`${standIn.apiUrl}/auth/v1/token?grant_type=refresh_token`, {
        method: 'POST',
        headers: { apikey: standIn.anonKey, 'Content-Type': 'application/json' },
        body: JSON.stringify({ refresh_token: token }),
      });
    const a = (await (await refresh(session.refresh_token)).json()) as { refresh_token: string };
    const b = (await (await refresh(session.refresh_token)).json()) as { refresh_token: string };
    expect(b.refresh_token).toBe(a.refresh_token);
  });

  it('refuses an unknown address when shouldCreateUser is false', async () => {
    const r = await appClient(standIn).auth.signInWithOtp({
      email: 'nobody@example.com',
      options: { shouldCreateUser: false },
    });
    expect(r.error?.status).toBe(422);
    expect(r.error?.code).toBe('otp_disabled');
    expect(r.error?.message).toBe('Signups not allowed for otp');
  });
});

describe('expiry', () => {
  let short: StandIn;
  beforeAll(async () => {
    short = await startStandIn({
      apiPort: 0,
      mailPort: 0,
      adminEmail: 'admin@example.com',
      siteUrl: SITE_URL,
      otpExpirySeconds: 1,
      flowStateExpirySeconds: 1,
      refreshReuseSeconds: 0,
      quiet: true,
      rateLimits: RAISED_LIMITS,
    });
  }, STARTUP_TIMEOUT);
  afterAll(async () => {
    await short?.stop();
  });

  it('an expired link redirects with otp_expired', async () => {
    const email = 'late@example.com';
    await appClient(short).auth.signInWithOtp({ email, options: { emailRedirectTo: `${SITE_URL}/admin` } });
    const link = await latestLink(short, email);
    await new Promise((r) => setTimeout(r, 1500));
    const { location } = await follow(link);
    expect(location.origin + location.pathname).toBe(`${SITE_URL}/admin`);
    expect(location.searchParams.get('error_code')).toBe('otp_expired');
    expect(location.searchParams.get('code')).toBeNull();
  });

  it('an expired auth code gives 422 flow_state_expired', async () => {
    const email = 'slow@example.com';
    const client = appClient(short);
    await client.auth.signInWithOtp({ email, options: { emailRedirectTo: `${SITE_URL}/admin` } });
    const { location } = await follow(await latestLink(short, email));
    await new Promise((r) => setTimeout(r, 1500));
    const r = await client.auth.exchangeCodeForSession(location.searchParams.get('code') ?? '');
    expect(r.error?.status).toBe(422);
    expect(r.error?.code).toBe('flow_state_expired');
  });

  it('a reused refresh token outside the window revokes the family', async () => {
    const { session } = await signIn(short, 'family@example.com');
    const refresh = (token: string) =>
      fetch(`${short.apiUrl}/auth/v1/token?grant_type=refresh_token`, {
        method: 'POST',
        headers: { apikey: short.anonKey, 'Content-Type': 'application/json' },
        body: JSON.stringify({ refresh_token: token }),
      });
    const first = await refresh(session.refresh_token);
    expect(first.status).toBe(200);
    const child = ((await first.json()) as { refresh_token: string }).refresh_token;
    await new Promise((r) => setTimeout(r, 50));
    const reused = await refresh(session.refresh_token);
    expect(reused.status).toBe(400);
    expect(((await reused.json()) as { code: string }).code).toBe('refresh_token_already_used');
    const childAfter = await refresh(child);
    expect(childAfter.status).toBe(400);
  });
});
