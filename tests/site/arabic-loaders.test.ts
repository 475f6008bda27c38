import hero from '@schemas/hero';
import services from '@schemas/services';
import { describe, expect, it } from 'vitest';
import { createRouterContext } from '@/app/router-context';
import { loadSettings } from '@/app/settings-loader';
import { DocumentsStore, memorySource } from '@/storage/documents-store';
import { SettingsStore } from '@/storage/settings-store';

describe('loaders read the page’s language', () => {
  it('an Arabic page reads the default hero in Arabic; an English page as before', async () => {
    const store = new SettingsStore();
    const ar = await loadSettings(createRouterContext(store, undefined, 'ar'), '/ar', { hero });
    expect(ar.hero.home.title).toBe('نربط الناس بالحلول');
    expect(ar.hero.home.ctaLink).toBe('/contact');
    const en = await loadSettings(createRouterContext(store), '/', { hero });
    expect(en.hero.home.title).toBe('Connecting People & Solutions');
  });

  it('an Arabic page reads a seed service page in Arabic, its sections in their order', async () => {
    const en = await new DocumentsStore({ source: memorySource({}, []) }).get(services, 'cloud');
    const ar = await new DocumentsStore({ source: memorySource({}, []), locale: 'ar' }).get(
      services,
      'cloud',
    );
    expect(ar?.data.title).not.toBe(en?.data.title);
    expect(ar?.data.title).toMatch(/[\u0600-\u06FF]/);
    expect(ar?.data.sections.map((section) => section.id)).toEqual(
      en?.data.sections.map((section) => section.id),
    );
  });
});
