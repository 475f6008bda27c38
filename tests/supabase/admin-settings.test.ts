/**
 * Admin-only settings through the admin's own code path (a settings store over the database's
 * admin_settings table): the admin saves and reads them back, a visitor can neither read nor write
 * them, and the schema and the database apply the same rule to a deploy hook URL.
 */
import deployHook from '@schemas/deploy-hook';
import notifications from '@schemas/notifications';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createDatabaseSource } from '@/admin/admin-only/database-source';
import { defaultsOf } from '@/schema-kit/entity';
import { SettingsStore } from '@/storage/settings-store';
import { SettingsUnavailableError } from '@/storage/storage-errors';
import { ADMIN_EMAIL, appClient, appEnsureProfile, signIn } from './helpers';
import { useStandIn } from './stand-in';

describe('admin-only settings in the database', () => {
  const standIn = useStandIn();
  const adminStore = async () => {
    const { client, session } = await signIn(standIn(), ADMIN_EMAIL);
    await appEnsureProfile(client, session);
    return { client, store: new SettingsStore(createDatabaseSource(client)) };
  };

  it('the admin saves them to the database and reads them back; defaults until then', async () => {
    const { client, store } = await adminStore();
    expect(await store.read(notifications)).toEqual(defaultsOf(notifications));
    await store.write(notifications, { ...defaultsOf(notifications), recipients: ['Sales@Example.com'] });
    const row = await client.from('admin_settings').select('value').eq('key', 'notifications').single();
    expect(row.data?.value).toMatchObject({ recipients: ['sales@example.com'], enabled: true });
    expect((await store.read(notifications)).recipients).toEqual(['sales@example.com']);
    await store.reset(notifications);
    expect((await client.from('admin_settings').select('key')).data).toEqual([]);
  });

  it('a visitor can neither read nor write them: the store says so instead of showing defaults', async () => {
    const { store } = await adminStore();
    await store.write(deployHook, { url: 'https://api.netlify.com/build_hooks/abc', token: '' });
    const visitorStore = new SettingsStore(createDatabaseSource(appClient(standIn())));
    await expect(visitorStore.read(deployHook)).rejects.toBeInstanceOf(SettingsUnavailableError);
    await expect(
      visitorStore.write(deployHook, { url: 'https://evil.example/x', token: '' }),
    ).rejects.toThrow(/not saved/);
    expect((await store.read(deployHook)).url).toBe('https://api.netlify.com/build_hooks/abc');
  });

  it('the schema and the database agree on which hook URLs are allowed', async () => {
    const { client } = await adminStore();
    const cases = [
      'https://api.netlify.com/build_hooks/abc',
      'https://api.github.com/repos/owner/site/dispatches',
      'http://127.0.0.1:4321/hook',
      'http://localhost/hook',
      'http://[::1]:8080/',
      '',
      'http://hooks.example/build',
      'http://127.0.0.1.evil.example/x',
      'https://user@host.example/x',
      'ftp://files.example/x',
      'javascript:alert(1)',
      'https://host.example/a b',
    ];
    for (const url of cases) {
      const bySchema = v.safeParse(deployHook.schema, { url, token: '' }).success;
      const byDatabase =
        (await client.from('admin_settings').upsert({ key: 'deploy-hook', value: { url } })).error === null;
      expect(byDatabase, url).toBe(bySchema);
    }
  });
});
