/**
 * What a public page (and the build) does to read published settings: one plain GET of
 * /rest/v1/site_settings with the anon key, no supabase-js.
 */
import { describe, expect, it } from 'vitest';
import { fetchPublishedSettings } from '@/app/published-settings';
import { ADMIN_EMAIL, appEnsureProfile, signIn } from './helpers';
import { backendOf, useStandIn } from './stand-in';

describe('reading published settings without supabase-js', () => {
  const standIn = useStandIn();

  it('gets nothing before the first publish, then the published row', async () => {
    expect(await fetchPublishedSettings(backendOf(standIn()))).toEqual([]);
    const admin = await signIn(standIn(), ADMIN_EMAIL);
    await appEnsureProfile(admin.client, admin.session);
    await admin.client
      .from('site_settings')
      .insert({ key: 'header', value: { colors: { background: '#123456' } }, version: 1 });
    expect(await fetchPublishedSettings(backendOf(standIn()))).toEqual([
      {
        key: 'header',
        value: { colors: { background: '#123456' } },
        version: 1,
        updatedAt: expect.any(String),
      },
    ]);
  });

  it('throws when the backendOf(standIn()) does not answer, so the caller can keep what it has', async () => {
    await expect(
      fetchPublishedSettings(
        { supabaseUrl: 'http://127.0.0.1:9', anonKey: 'x' },
        { signal: AbortSignal.timeout(5000) },
      ),
    ).rejects.toThrow();
  });
});
