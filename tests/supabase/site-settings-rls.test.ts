/**
 * Published settings through supabase-js: everyone reads, only the admin publishes, a
 * publish based on an older version is refused with 409, and every publish lands in the
 * append-only history that only the admin reads.
 */
import header from '@schemas/header';
import { describe, expect, it } from 'vitest';
import {
  fetchHistory,
  fetchPublished,
  publishValue,
  StalePublishError,
} from '@/admin/publish/publish-client';
import { fetchPublishedSettings } from '@/app/published-settings';
import { defaultsOf } from '@/schema-kit/entity';
import { ADMIN_EMAIL, appClient, appEnsureProfile, signIn } from './helpers';
import { useStandIn } from './stand-in';

describe('site_settings', () => {
  const standIn = useStandIn();

  const admin = async () => {
    const signed = await signIn(standIn(), ADMIN_EMAIL);
    await appEnsureProfile(signed.client, signed.session);
    return signed;
  };

  it('the admin publishes version 1 then 2; anyone reads the newest; history keeps both', async () => {
    const { client, session } = await admin();
    expect(
      (await client.from('site_settings').insert({ key: 'hero', value: { title: 'One' }, version: 1 })).error,
    ).toBeNull();
    const second = await client
      .from('site_settings')
      .update({ value: { title: 'Two' }, version: 2 })
      .eq('key', 'hero');
    expect(second.error).toBeNull();
    const visitor = appClient(standIn());
    const read = await visitor
      .from('site_settings')
      .select('key, value, version, updated_by')
      .eq('key', 'hero');
    expect(read.data).toEqual([
      { key: 'hero', value: { title: 'Two' }, version: 2, updated_by: session.user.id },
    ]);
    const history = await client
      .from('site_settings_versions')
      .select('version, value')
      .eq('key', 'hero')
      .order('version');
    expect(history.data).toEqual([
      { version: 1, value: { title: 'One' } },
      { version: 2, value: { title: 'Two' } },
    ]);
    expect((await visitor.from('site_settings_versions').select('*')).error?.code).toBe('42501');
  });

  it('a publish based on an older version is refused with 409 and changes nothing', async () => {
    const { client } = await admin();
    await client.from('site_settings').insert({ key: 'footer', value: { n: 1 }, version: 1 });
    expect(
      (
        await client
          .from('site_settings')
          .update({ value: { n: 2 }, version: 2 })
          .eq('key', 'footer')
      ).error,
    ).toBeNull();
    const stale = await client
      .from('site_settings')
      .update({ value: { n: 'stale' }, version: 2 })
      .eq('key', 'footer');
    expect(stale.status).toBe(409);
    expect(stale.error?.code).toBe('PT409');
    const firstAgain = await client.from('site_settings').insert({ key: 'fresh', value: {}, version: 3 });
    expect(firstAgain.status).toBe(409);
    const row = await client.from('site_settings').select('value, version').eq('key', 'footer').single();
    expect(row.data).toEqual({ value: { n: 2 }, version: 2 });
  });

  it('visitors and other users cannot publish; nobody rewrites history; values are capped at 256 KB', async () => {
    const visitor = appClient(standIn());
    expect(
      (await visitor.from('site_settings').insert({ key: 'branding', value: {}, version: 1 })).error,
    ).not.toBeNull();
    const eve = await signIn(standIn(), 'eve@example.com');
    await appEnsureProfile(eve.client, eve.session);
    expect(
      (await eve.client.from('site_settings').insert({ key: 'branding', value: {}, version: 1 })).error,
    ).not.toBeNull();
    const { client } = await admin();
    await client.from('site_settings').insert({ key: 'content', value: { a: 1 }, version: 1 });
    const rewrite = await client
      .from('site_settings_versions')
      .update({ value: { a: 'forged' } })
      .eq('key', 'content');
    expect(rewrite.error).not.toBeNull();
    const erase = await client.from('site_settings_versions').delete().eq('key', 'content');
    expect(erase.error).not.toBeNull();
    const huge = await client
      .from('site_settings')
      .insert({ key: 'huge', value: { s: 'x'.repeat(270_000) }, version: 1 });
    expect(huge.error).not.toBeNull();
  });
});

describe('publishing through supabase-js upsert, as the admin panel does', () => {
  const standIn = useStandIn();

  it('publishes version 1 then 2; a publish from a stale draft is refused and changes nothing', async () => {
    const admin = await signIn(standIn(), ADMIN_EMAIL);
    await appEnsureProfile(admin.client, admin.session);
    const value = {
      ...defaultsOf(header),
      colors: { background: '#101010', text: '#fafafa', hover: '#ff375e' },
    };
    const upload = async () => 'unused';
    const first = await publishValue(admin.client, header, value, 0, upload);
    expect(first.published.version).toBe(1);
    const second = await publishValue(
      admin.client,
      header,
      { ...value, colors: { ...value.colors, background: '#202020' } },
      1,
      upload,
    );
    expect(second.published.version).toBe(2);
    await expect(publishValue(admin.client, header, value, 1, upload)).rejects.toBeInstanceOf(
      StalePublishError,
    );
    const rows = await fetchPublished(admin.client);
    expect(rows.find((row) => row.key === 'header')).toMatchObject({
      version: 2,
      value: { colors: { background: '#202020' } },
    });
    const history = await fetchHistory(admin.client, 'header');
    expect(history.map((entry) => entry.version)).toEqual([2, 1]);
  });

  it('a signed-in non-admin upsert is refused by the database', async () => {
    const eve = await signIn(standIn(), 'eve@example.com');
    await appEnsureProfile(eve.client, eve.session);
    const attempt = await eve.client
      .from('site_settings')
      .upsert({ key: 'footer', value: {}, version: 1 }, { onConflict: 'key' });
    expect(attempt.error).not.toBeNull();
    expect(
      await fetchPublishedSettings({ supabaseUrl: standIn().apiUrl, anonKey: standIn().anonKey }),
    ).not.toContainEqual(expect.objectContaining({ key: 'footer' }));
  });

  it('refuses to publish a value that fails the schema, naming the field', async () => {
    const admin = await signIn(standIn(), ADMIN_EMAIL);
    const bad = {
      ...defaultsOf(header),
      colors: { background: 'not a colour', text: '#fafafa', hover: '#ff375e' },
    };
    await expect(publishValue(admin.client, header, bad, 5, async () => '')).rejects.toThrow(
      /colors\.background/,
    );
  });
});
