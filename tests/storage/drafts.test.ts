/**
 * What is a draft: the one answer (SettingsStore.isDraft / draftKeys) that the public pages' preview
 * bar and the admin's publish controls both give.
 */
import header from '@schemas/header';
import { describe, expect, it } from 'vitest';
import { defaultsOf } from '@/schema-kit/entity';
import { publicEntities } from '@/schema-kit/registry';
import { createMemorySource } from '@/storage/settings-source';
import { SettingsStore } from '@/storage/settings-store';

const published = (value: unknown) => ({
  key: 'header',
  value,
  version: 1,
  updatedAt: '2026-01-01T00:00:00Z',
});
const withBackground = (background: string) => ({
  ...defaultsOf(header),
  colors: { ...defaultsOf(header).colors, background },
});

describe('SettingsStore drafts', () => {
  it('counts only public entities, never the product’s other keys or admin-only settings', async () => {
    const store = new SettingsStore(
      createMemorySource({
        'admin-return-to': JSON.stringify({ path: '/admin?tab=inbox', at: 0 }),
        'draft-base:header': '3',
        'doc-draft:0b6f': JSON.stringify({ title: 'Unsent' }),
        notifications: JSON.stringify({ enabled: false }),
        'deploy-hook': JSON.stringify({ url: 'https://example.com/hook' }),
      }),
    );
    expect(await store.draftKeys()).toEqual([]);
    expect(await store.isDraft('admin-return-to')).toBe(false);
    expect(await store.isDraft('notifications')).toBe(false);
  });

  it('finds a draft of every public entity', async () => {
    const stored = Object.fromEntries(publicEntities.map((entity) => [entity.key, '{}']));
    const store = new SettingsStore(createMemorySource(stored));
    expect((await store.draftKeys()).sort()).toEqual(publicEntities.map((entity) => entity.key).sort());
  });

  it('a stored value is a draft until it equals the published one, in any key order', async () => {
    const store = new SettingsStore(createMemorySource());
    await store.write(header, withBackground('#123456'));
    expect(await store.isDraft('header')).toBe(true); // nothing published yet
    const reordered = Object.fromEntries(Object.entries(defaultsOf(header)).reverse());
    store.setPublished([published(reordered)]);
    expect(await store.isDraft('header')).toBe(true);
    await store.write(header, defaultsOf(header));
    expect(await store.isDraft('header')).toBe(false);
    expect(await store.holdsLocalValue(header)).toBe(true);
    await store.write(header, withBackground('#123456'));
    expect(await store.draftKeys()).toEqual(['header']);
  });

  it('unreadable stored data is a (broken) draft', async () => {
    const store = new SettingsStore(createMemorySource({ header: '{not json' }));
    expect(await store.isDraft('header')).toBe(true);
  });
});
