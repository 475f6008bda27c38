import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StandIn, startStandIn } from '../../supabase/local/server';
import { appClient, follow, latestLink, RAISED_LIMITS, SITE_URL, STARTUP_TIMEOUT, signIn } from './helpers';

let standIn: StandIn;
let userToken = '';

beforeAll(async () => {
  standIn = await startStandIn({
    apiPort: 0,
    mailPort: 0,
    adminEmail: 'admin@example.com',
    siteUrl: SITE_URL,
    quiet: true,
    rateLimits: RAISED_LIMITS,
  });
  userToken = (await signIn(standIn, 'mallory@example.com')).session.access_token;
}, STARTUP_TIMEOUT);
afterAll(async () => {
  await standIn?.stop();
});

async function call(path: string, init: RequestInit = {}) {
  const res = await fetch(`${standIn.apiUrl}${path}`, {
    ...init,
    headers: {
      apikey: standIn.anonKey,
      'Content-Type': 'application/json',
      ...(init.headers as Record<string, string>),
    },
  });
  const text = await res.text();
  let body: Record<string, unknown> = {};
  try {
    body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    body = { text };
  }
  return { status: res.status, body, headers: res.headers };
}

const asUser = () => ({ Authorization: `Bearer ${userToken}` });

describe('auth bad input', () => {
  it('malformed JSON → 400 bad_json in both error shapes', async () => {
    const r = await call('/auth/v1/otp', { method: 'POST', body: '{"email": ' });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('bad_json');
    expect(r.body.error_code).toBe('bad_json');
    expect(String(r.body.msg)).toMatch(/^Could not parse request body as JSON: /);
    expect(r.body.message).toBe(r.body.msg);
    expect(r.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(r.headers.get('x-sb-error-code')).toBe('bad_json');
  });

  it('missing or invalid fields → 400 validation_failed', async () => {
    for (const body of [
      '{}',
      '[]',
      '{"email": 42}',
      '{"email": "not-an-email"}',
      '{"email":"a@b.c","create_user":"yes"}',
    ]) {
      const r = await call('/auth/v1/otp', { method: 'POST', body });
      expect(r.status, body).toBe(400);
      expect(['validation_failed', 'bad_json']).toContain(r.body.code);
    }
    const pkce = await call('/auth/v1/token?grant_type=pkce', { method: 'POST', body: '{"auth_code":""}' });
    expect(pkce).toMatchObject({ status: 400, body: { code: 'validation_failed' } });
    const refresh = await call('/auth/v1/token?grant_type=refresh_token', { method: 'POST', body: '{}' });
    expect(refresh).toMatchObject({ status: 400, body: { code: 'validation_failed' } });
  });

  it('unknown grant types, codes and tokens are refused', async () => {
    for (const grant of ['password', 'id_token', '', 'pkce%27;--']) {
      const r = await call(`/auth/v1/token?grant_type=${grant}`, { method: 'POST', body: '{}' });
      expect(r.status).toBe(400);
      expect(r.body.message).toBe('unsupported_grant_type');
    }
    const code = await call('/auth/v1/token?grant_type=pkce', {
      method: 'POST',
      body: JSON.stringify({
        auth_code: '7e5f2f0e-0000-4000-8000-000000000000',
        code_verifier: 'x'.repeat(50),
      }),
    });
    expect(code).toMatchObject({ status: 404, body: { code: 'flow_state_not_found' } });
    const garbage = await call('/auth/v1/token?grant_type=pkce', {
      method: 'POST',
      body: JSON.stringify({ auth_code: "'; drop table auth.users; --", code_verifier: 'x' }),
    });
    expect(garbage.status).toBe(404);
    const token = await call('/auth/v1/token?grant_type=refresh_token', {
      method: 'POST',
      body: '{"refresh_token":"nope"}',
    });
    expect(token).toMatchObject({ status: 400, body: { code: 'refresh_token_not_found' } });
  });

  it('a wrong code verifier → 400 bad_code_verifier', async () => {
    const email = 'verifier@example.com';
    await appClient(standIn).auth.signInWithOtp({ email, options: { emailRedirectTo: `${SITE_URL}/admin` } });
    const { location } = await follow(await latestLink(standIn, email));
    const r = await call('/auth/v1/token?grant_type=pkce', {
      method: 'POST',
      body: JSON.stringify({
        auth_code: location.searchParams.get('code'),
        code_verifier: 'wrong'.repeat(10),
      }),
    });
    expect(r).toMatchObject({ status: 400, body: { code: 'bad_code_verifier' } });
  });

  it('GET /user: 401 without a token, 403 bad_jwt for a forged one', async () => {
    const none = await fetch(`${standIn.apiUrl}/auth/v1/user`);
    expect(none.status).toBe(401);
    expect(((await none.json()) as { code: string }).code).toBe('no_authorization');
    const [h, p] = userToken.split('.');
    const forged = await call('/auth/v1/user', { headers: { Authorization: `Bearer ${h}.${p}.AAAA` } });
    expect(forged).toMatchObject({ status: 403, body: { code: 'bad_jwt' } });
    const junk = await call('/auth/v1/user', { headers: { Authorization: 'Bearer ..' } });
    expect(junk.status).toBe(403);
  });

  it('verify with a junk token redirects with otp_expired to the site URL', async () => {
    const { status, location } = await follow(
      `${standIn.apiUrl}/auth/v1/verify?token=%3Cscript%3E&type=magiclink&redirect_to=https://evil.example`,
    );
    expect(status).toBe(303);
    expect(location.origin).toBe(SITE_URL);
    expect(new URLSearchParams(location.hash.slice(1)).get('error_code')).toBe('otp_expired');
  });

  it('answers CORS preflights and unknown routes with JSON 404', async () => {
    const pre = await fetch(`${standIn.apiUrl}/rest/v1/profiles`, { method: 'OPTIONS' });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-headers')).toContain('x-supabase-api-version');
    expect(pre.headers.get('access-control-expose-headers')).toContain('Content-Range');
    const unknown = await call('/auth/v1/nope');
    expect(unknown.status).toBe(404);
    const other = await call('/whatever');
    expect(other.status).toBe(404);
  });
});

describe('REST bad input', () => {
  it('odd filters and select strings → 400, never SQL', async () => {
    const cases: [string, number, string][] = [
      ['id=zz.1', 400, 'PGRST100'],
      ['id=eq.', 400, '22P02'],
      ['select=;drop', 400, 'PGRST100'],
      ['select=id,email;drop%20table%20profiles', 400, 'PGRST100'],
      ['id', 400, 'PGRST100'],
      ['id=eq', 400, 'PGRST100'],
      ['id=is.maybe', 400, 'PGRST100'],
      ['id=in.(1,2', 400, 'PGRST100'],
      ['%22id%22=eq.1', 400, 'PGRST100'],
      ['nosuch=eq.1', 400, '42703'],
      ['order=id;drop', 400, 'PGRST100'],
      ['limit=-1', 400, 'PGRST100'],
      ['or=(id.eq.1)', 400, 'PGRST100'],
    ];
    for (const [query, status, code] of cases) {
      const r = await call(`/rest/v1/profiles?${query}`, { headers: asUser() });
      expect([query, r.status, r.body.code]).toEqual([query, status, code]);
      expect(r.body).toHaveProperty('message');
    }
  });

  it('unknown or odd tables → 404 PGRST205', async () => {
    for (const table of ['nosuch', 'profiles;drop', 'pg_user', '..%2Fauth.users']) {
      const r = await call(`/rest/v1/${table}`, { headers: asUser() });
      expect(r.status, table).toBe(404);
    }
    const r = await call('/rest/v1/nosuch', { headers: asUser() });
    expect(r.body).toEqual({
      code: 'PGRST205',
      details: null,
      hint: null,
      message: "Could not find the table 'public.nosuch' in the schema cache",
    });
  });

  it('malformed JSON bodies, unknown columns and unfiltered writes are refused', async () => {
    const bad = await call('/rest/v1/profiles', { method: 'POST', headers: asUser(), body: '{"id":' });
    expect(bad).toMatchObject({ status: 400, body: { code: 'PGRST102' } });
    const scalar = await call('/rest/v1/profiles', { method: 'POST', headers: asUser(), body: '42' });
    expect(scalar.status).toBe(400);
    const column = await call('/rest/v1/profiles', {
      method: 'POST',
      headers: asUser(),
      body: '{"id; drop":1}',
    });
    expect(column).toMatchObject({ status: 400, body: { code: 'PGRST204' } });
    const all = await call('/rest/v1/profiles', {
      method: 'PATCH',
      headers: asUser(),
      body: '{"role":"user"}',
    });
    expect(all).toMatchObject({ status: 400, body: { code: '21000' } });
    const del = await call('/rest/v1/profiles', { method: 'DELETE', headers: asUser() });
    expect(del.status).toBe(400);
    const wrongSchema = await call('/rest/v1/settings', {
      headers: { ...asUser(), 'Accept-Profile': 'private' },
    });
    expect(wrongSchema).toMatchObject({ status: 406, body: { code: 'PGRST106' } });
  });

  it('maps SQLSTATEs (bad uuid 400, anon write 401, duplicate 409)', async () => {
    const anonInsert = await call('/rest/v1/profiles', {
      method: 'POST',
      body: '{"id":"7e5f2f0e-0000-4000-8000-000000000000","email":"x@y.z"}',
    });
    expect(anonInsert).toMatchObject({ status: 401, body: { code: '42501' } });
    const badUuid = await call('/rest/v1/profiles', {
      method: 'POST',
      headers: asUser(),
      body: '{"id":"nope","email":"mallory@example.com"}',
    });
    expect(badUuid).toMatchObject({ status: 400, body: { code: '22P02' } });
    const sub = JSON.parse(Buffer.from(userToken.split('.')[1] ?? '', 'base64url').toString()) as {
      sub: string;
    };
    const row = JSON.stringify({ id: sub.sub, email: 'mallory@example.com' });
    const first = await call('/rest/v1/profiles', {
      method: 'POST',
      headers: { ...asUser(), Prefer: 'count=exact, return=representation' },
      body: row,
    });
    expect(first.status).toBe(201);
    expect(first.body).toEqual([{ id: sub.sub, email: 'mallory@example.com', role: 'user' }]);
    const dup = await call('/rest/v1/profiles', { method: 'POST', headers: asUser(), body: row });
    expect(dup).toMatchObject({ status: 409, body: { code: '23505' } });
    const check = await call(`/rest/v1/profiles?id=eq.${sub.sub}`, {
      method: 'PATCH',
      headers: asUser(),
      body: '{"role":"root"}',
    });
    expect([400, 403]).toContain(check.status);
    const after = await call(`/rest/v1/profiles?id=eq.${sub.sub}&select=role`, {
      headers: { ...asUser(), Accept: 'application/vnd.pgrst.object+json' },
    });
    expect(after).toMatchObject({ status: 200, body: { role: 'user' } });
  });

  it('still answers after all of that', async () => {
    const health = await call('/auth/v1/health');
    expect(health.status).toBe(200);
    const rows = await call('/rest/v1/profiles?select=id,email,role', { headers: asUser() });
    expect(rows.status).toBe(200);
    expect(Array.isArray(rows.body)).toBe(true);
  });
});
