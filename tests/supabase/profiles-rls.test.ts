import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signJwt } from '../../supabase/local/jwt';
import { type StandIn, startStandIn } from '../../supabase/local/server';
import {
  ADMIN_EMAIL,
  appClient,
  appEnsureProfile,
  memoryStorage,
  RAISED_LIMITS,
  SITE_URL,
  STARTUP_TIMEOUT,
  signIn,
} from './helpers';

const start = () =>
  startStandIn({
    apiPort: 0,
    mailPort: 0,
    adminEmail: ADMIN_EMAIL,
    siteUrl: SITE_URL,
    quiet: true,
    rateLimits: RAISED_LIMITS,
  });

describe('profiles RLS through supabase-js', () => {
  let standIn: StandIn;
  beforeAll(async () => {
    standIn = await start();
  }, STARTUP_TIMEOUT);
  afterAll(async () => {
    await standIn?.stop();
  });

  it('the admin address selects nothing at first, then inserts its row as admin (app logic)', async () => {
    const { client, session } = await signIn(standIn, ADMIN_EMAIL);
    const before = await client.from('profiles').select('*').eq('id', session.user.id);
    expect(before.error).toBeNull();
    expect(before.data).toEqual([]);
    const ensured = await appEnsureProfile(client, session);
    expect(ensured).toEqual({ step: 'insert', error: null });
    const row = await client.from('profiles').select('*').eq('id', session.user.id).single();
    expect(row.error).toBeNull();
    expect(row.data).toEqual({ id: session.user.id, email: ADMIN_EMAIL, role: 'admin' });
    expect(await appEnsureProfile(client, session)).toEqual({ step: 'none', error: null });
  });

  it('a non-admin cannot insert role admin, can insert role user and reads only its own row', async () => {
    const eve = await signIn(standIn, 'eve@example.com');
    const asAdmin = await eve.client
      .from('profiles')
      .insert({ id: eve.session.user.id, email: 'eve@example.com', role: 'admin' });
    expect(asAdmin.error).not.toBeNull();
    expect(asAdmin.status).toBe(403);
    expect(asAdmin.error?.code).toBe('42501');

    // posing as the admin address in the row does not help either
    const posing = await eve.client
      .from('profiles')
      .insert({ id: eve.session.user.id, email: ADMIN_EMAIL, role: 'admin' });
    expect(posing.error).not.toBeNull();

    // the app's own logic gives eve role user
    expect(await appEnsureProfile(eve.client, eve.session)).toEqual({ step: 'insert', error: null });

    const bob = await signIn(standIn, 'bob@example.com');
    expect((await appEnsureProfile(bob.client, bob.session)).error).toBeNull();
    // a row for someone else is refused
    const other = await bob.client
      .from('profiles')
      .insert({ id: eve.session.user.id, email: 'bob@example.com', role: 'user' });
    expect(other.error).not.toBeNull();

    const all = await eve.client.from('profiles').select('*');
    expect(all.error).toBeNull();
    expect(all.data).toEqual([{ id: eve.session.user.id, email: 'eve@example.com', role: 'user' }]);
  });

  it('a non-admin updating its own row to admin fails and the row stays user', async () => {
    const eve = await signIn(standIn, 'eve2@example.com');
    expect((await appEnsureProfile(eve.client, eve.session)).error).toBeNull();
    const update = await eve.client.from('profiles').update({ role: 'admin' }).eq('id', eve.session.user.id);
    expect(update.error).not.toBeNull();
    const selected = await eve.client
      .from('profiles')
      .update({ role: 'admin' })
      .eq('id', eve.session.user.id)
      .select();
    expect(selected.error).not.toBeNull();
    const row = await eve.client.from('profiles').select('role').eq('id', eve.session.user.id).single();
    expect(row.data).toEqual({ role: 'user' });
    // updating someone else's row changes nothing
    const admin = await signIn(standIn, ADMIN_EMAIL);
    const hidden = await eve.client
      .from('profiles')
      .update({ role: 'user' })
      .eq('id', admin.session.user.id)
      .select();
    expect(hidden.data).toEqual([]);
    const adminRow = await admin.client
      .from('profiles')
      .select('role')
      .eq('id', admin.session.user.id)
      .single();
    expect(adminRow.data).toEqual({ role: 'admin' });
  });

  it('the database guard also stops service_role from making another address admin', async () => {
    const eve = await signIn(standIn, 'eve3@example.com');
    expect((await appEnsureProfile(eve.client, eve.session)).error).toBeNull();
    const service = createClient(standIn.apiUrl, standIn.serviceRoleKey, {
      auth: { persistSession: false, autoRefreshToken: false, storage: memoryStorage() },
      realtime: { transport: class {} as never },
    });
    const r = await service.from('profiles').update({ role: 'admin' }).eq('id', eve.session.user.id);
    expect(r.error?.code).toBe('42501');
  });

  it('anonymous callers read no rows; forged and expired JWTs get 401', async () => {
    const anon = appClient(standIn);
    const r = await anon.from('profiles').select('*');
    expect(r.data ?? []).toEqual([]);
    expect(r.error === null || r.status === 401).toBe(true);

    const forgedKey = signJwt(
      { role: 'authenticated', sub: '00000000-0000-0000-0000-000000000001', exp: 4102444800 },
      'not-the-secret-not-the-secret-123',
    );
    const forged = await appClient(standIn, { key: forgedKey }).from('profiles').select('*');
    expect(forged.status).toBe(401);
    expect(forged.error?.code).toBe('PGRST301');

    const expiredKey = signJwt({ role: 'anon', exp: 1000 }, standIn.jwtSecret);
    const expired = await appClient(standIn, { key: expiredKey }).from('profiles').select('*');
    expect(expired.status).toBe(401);
    expect(expired.error?.code).toBe('PGRST303');
    expect(expired.error?.message).toBe('JWT expired');
  });

  it('single-object requests follow PostgREST (406 PGRST116)', async () => {
    const nobody = await signIn(standIn, 'norow@example.com');
    const r = await nobody.client.from('profiles').select('*').eq('id', nobody.session.user.id).single();
    expect(r.status).toBe(406);
    expect(r.error?.code).toBe('PGRST116');
    expect(r.error?.details).toBe('The result contains 0 rows');
    const maybe = await nobody.client
      .from('profiles')
      .select('*')
      .eq('id', nobody.session.user.id)
      .maybeSingle();
    expect(maybe).toMatchObject({ data: null, error: null });
  });
});

describe('an admin row with role user is promoted by the app logic', () => {
  let standIn: StandIn;
  beforeAll(async () => {
    standIn = await start();
  }, STARTUP_TIMEOUT);
  afterAll(async () => {
    await standIn?.stop();
  });

  it('updates role to admin for the admin address', async () => {
    const { client, session } = await signIn(standIn, ADMIN_EMAIL);
    const inserted = await client
      .from('profiles')
      .insert({ id: session.user.id, email: ADMIN_EMAIL, role: 'user' });
    expect(inserted.error).toBeNull();
    expect(await appEnsureProfile(client, session)).toEqual({ step: 'update', error: null });
    const row = await client.from('profiles').select('*').eq('id', session.user.id).single();
    expect(row.data?.role).toBe('admin');
  });
});
