/**
 * Editing on the page previews the form's value through the settings store: every reader in the
 * tab sees it at once, in the language edited, nothing is stored (no draft), an invalid edit reads
 * salvaged like bad stored data, and ending the preview brings the stored value back.
 */
import hero from '@schemas/hero';
import { describe, expect, it, vi } from 'vitest';
import { defaultsOf } from '@/schema-kit/entity';
import { createMemorySource } from '@/storage/settings-source';
import { SettingsStore } from '@/storage/settings-store';

describe('SettingsStore.preview', () => {
  it('is read at once and announced, stores nothing, and ends with the stored value back', async () => {
    const source = createMemorySource();
    const store = new SettingsStore(source);
    const heard: string[] = [];
    store.subscribe((key) => heard.push(key));
    const value = defaultsOf(hero);
    await store.preview(hero, { ...value, home: { ...value.home, title: 'Typed on the page' } });

    expect((await store.read(hero)).home.title).toBe('Typed on the page');
    expect(heard).toEqual(['hero']);
    expect(await source.read('hero')).toBeUndefined();
    expect(await store.draftKeys()).toEqual([]);

    store.endPreview('hero');
    expect(heard).toEqual(['hero', 'hero']);
    expect((await store.read(hero)).home.title).toBe(value.home.title);
  });

  it('previews one language over the stored value, keeping the other', async () => {
    const store = new SettingsStore(createMemorySource());
    const value = defaultsOf(hero);
    await store.write(hero, { ...value, home: { ...value.home, title: 'Stored English' } });
    const arabic = await store.read(hero, { locale: 'ar' });
    await store.preview(hero, { ...arabic, home: { ...arabic.home, title: 'عنوان معاينة' } }, 'ar');

    expect((await store.read(hero, { locale: 'ar' })).home.title).toBe('عنوان معاينة');
    expect((await store.read(hero)).home.title).toBe('Stored English');
  });

  it('an invalid edit reads salvaged, as bad stored data does', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const store = new SettingsStore(createMemorySource());
    const value = defaultsOf(hero);
    await store.preview(hero, { ...value, home: { ...value.home, title: 'x'.repeat(500) } });
    expect((await store.read(hero)).home.title).toBe(value.home.title);
    vi.restoreAllMocks();
  });
});
