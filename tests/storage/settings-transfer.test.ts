import branding from '@schemas/branding';
import footer from '@schemas/footer';
import header from '@schemas/header';
import hero from '@schemas/hero';
import { describe, expect, it, vi } from 'vitest';
import { defaultsOf } from '@/schema-kit/entity';
import { entities as allEntities, publicEntities as entities } from '@/schema-kit/registry';
import { createMemorySource } from '@/storage/settings-source';
import { SettingsStore } from '@/storage/settings-store';
import { checkImport, exportSettings, type ImageBridge, importSettings } from '@/storage/settings-transfer';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';
const images: ImageBridge = {
  toDataUrl: async (ref) => (ref === 'idb:logo-1' ? PNG : undefined),
  fromDataUrl: async () => 'idb:imported-1',
};

describe('export and import of settings', () => {
  it('exports every entity, with uploaded images inlined, and imports the file into another browser', async () => {
    const here = new SettingsStore(createMemorySource());
    await here.write(header, {
      ...defaultsOf(header),
      colors: { background: '#111111', text: '#eeeeee', hover: '#ff375e' },
    });
    const logo = defaultsOf(branding);
    await here.write(branding, {
      ...logo,
      logo: { ...logo.logo, iconType: 'image', iconImage: 'idb:logo-1' },
    });
    const file = await exportSettings(here, entities, images);
    expect(Object.keys(file.entities).sort()).toEqual(entities.map((e) => e.key).sort());
    // Admin-only entities (a deploy hook's token, say) never travel in a file.
    for (const adminOnly of allEntities.filter((e) => e.access === 'admin')) {
      expect(Object.keys(file.entities)).not.toContain(adminOnly.key);
    }
    expect(allEntities.some((e) => e.access === 'admin')).toBe(true);
    expect(JSON.stringify(file)).toContain(PNG);
    expect(JSON.stringify(file)).not.toContain('idb:logo-1');

    const there = new SettingsStore(createMemorySource());
    const checked = checkImport(JSON.stringify(file), entities);
    if (!checked.ok) throw new Error(JSON.stringify(checked.problems));
    await importSettings(there, checked, images);
    expect((await there.read(header)).colors.background).toBe('#111111');
    expect(JSON.stringify(await there.read(branding))).toContain('idb:imported-1');
  });

  it('carries processed images: every size travels inline and comes back as stored images, once each', async () => {
    const webp = (n: number) => `data:image/webp;base64,UklGR${n}AAA=`;
    const placeholder = 'data:image/webp;base64,UklGRhoAAABXRUJQ';
    const local: ImageBridge = {
      toDataUrl: async (ref) => webp(Number(ref.replace('idb:v', ''))),
      fromDataUrl: async (dataUrl) => `idb:new-${dataUrl.slice(28, 29)}`,
    };
    const here = new SettingsStore(createMemorySource());
    const photo = {
      src: 'idb:v2',
      alt: 'The Dubai office',
      width: 960,
      height: 640,
      variants: [
        { src: 'idb:v1', width: 480, height: 320 },
        { src: 'idb:v2', width: 960, height: 640 },
      ],
      placeholder,
      focal: { x: 0.25, y: 0.6 },
    };
    const defaults = defaultsOf(hero);
    await here.write(hero, { ...defaults, home: { ...defaults.home, backgroundImage: photo } });
    const file = await exportSettings(here, entities, local);
    const exported = (file.entities.hero as { home: { backgroundImage: typeof photo } }).home.backgroundImage;
    expect(exported).toEqual({
      ...photo,
      src: webp(2),
      variants: [
        { src: webp(1), width: 480, height: 320 },
        { src: webp(2), width: 960, height: 640 },
      ],
    });

    const there = new SettingsStore(createMemorySource());
    const fromDataUrl = vi.fn(local.fromDataUrl);
    const checked = checkImport(JSON.stringify(file), entities);
    if (!checked.ok) throw new Error(JSON.stringify(checked.problems));
    await importSettings(there, checked, { ...local, fromDataUrl });
    expect((await there.read(hero)).home.backgroundImage).toEqual({
      ...photo,
      src: 'idb:new-2',
      variants: [
        { src: 'idb:new-1', width: 480, height: 320 },
        { src: 'idb:new-2', width: 960, height: 640 },
      ],
    });
    // The placeholder stays inline; the largest size is stored once although src names it too.
    expect(fromDataUrl).toHaveBeenCalledTimes(2);
  });

  it('reports each invalid part by entity and field and imports nothing', async () => {
    const store = new SettingsStore(createMemorySource());
    const file = await exportSettings(store, entities, images);
    const broken = structuredClone(file) as typeof file & {
      entities: Record<string, Record<string, unknown>>;
    };
    (broken.entities.header as { colors: { background: string } }).colors.background = 'purple-ish';
    (broken.entities.footer as { social: { url: string }[] }).social[0] = {
      url: 'javascript:alert(1)',
    } as never;
    broken.entities.unknown = {};
    const checked = checkImport(JSON.stringify(broken), entities);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ entity: header.title, field: 'colors.background' }),
        expect.objectContaining({ entity: footer.title, field: 'social[0].url' }),
        expect.objectContaining({ entity: 'unknown' }),
      ]),
    );
    expect(await store.read(header)).toEqual(defaultsOf(header));
  });

  it('refuses a file that is not JSON or not an export, with a clear message', () => {
    expect(checkImport('{nope', entities)).toEqual({
      ok: false,
      problems: [{ entity: '', field: '', message: 'This file is not valid JSON.' }],
    });
    const other = checkImport(JSON.stringify({ hello: 'world' }), entities);
    expect(other.ok || other.problems[0]?.message).toBe('This file is not a settings export of this site.');
  });
});
