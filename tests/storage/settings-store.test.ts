import footer from '@schemas/footer';
import header from '@schemas/header';
import fc from 'fast-check';
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultsOf, defineEntity } from '@/schema-kit/entity';
import * as f from '@/schema-kit/fields';
import { entities } from '@/schema-kit/registry';
import { salvage } from '@/schema-kit/salvage';
import { ValidationError } from '@/schema-kit/validate';
import { createMemorySource } from '@/storage/settings-source';
import { SettingsStore } from '@/storage/settings-store';

afterEach(() => vi.restoreAllMocks());

const quiet = () => vi.spyOn(console, 'warn').mockImplementation(() => {});

describe('SettingsStore.read', () => {
  it('returns the defaults when nothing is stored', async () => {
    const store = new SettingsStore(createMemorySource());
    for (const entity of entities) expect(await store.read(entity)).toEqual(defaultsOf(entity));
  });

  it('merges a partial stored value over the defaults', async () => {
    const source = createMemorySource({ header: JSON.stringify({ colors: { background: '#000000' } }) });
    const value = await new SettingsStore(source).read(header);
    expect(value.colors).toEqual({ background: '#000000', text: '#374151', hover: '#4f008c' });
    expect(value.navigation).toEqual(defaultsOf(header).navigation);
  });

  it('keeps the valid part of wrong-typed data, reports the rest and never throws', async () => {
    const warn = quiet();
    const source = createMemorySource({
      header: JSON.stringify({
        colors: { background: 42, text: '#111111' },
        navigation: [{ label: 'Ok', href: '/ok' }, { label: 'Bad', href: 'javascript:alert(1)' }, 'junk'],
      }),
    });
    const value = await new SettingsStore(source).read(header);
    expect(value.colors).toEqual({ background: '#ffffff', text: '#111111', hover: '#4f008c' });
    expect(value.navigation).toContainEqual(expect.objectContaining({ label: 'Ok', href: '/ok' }));
    expect(value.navigation.some((n) => n.href.startsWith('javascript'))).toBe(false);
    expect(warn).toHaveBeenCalled();
  });

  it('keeps the valid social links when another stored one is broken', async () => {
    quiet();
    const mastodon = { platform: 'Mastodon', url: 'https://mastodon.social/@connectia' };
    const source = createMemorySource({
      footer: JSON.stringify({ social: [mastodon, { platform: 'Broken' }] }),
    });
    const value = await new SettingsStore(source).read(footer);
    expect(value.social[0]).toMatchObject(mastodon);
    expect(value.social).not.toEqual(defaultsOf(footer).social);
  });

  it('drops only the list items that cannot be repaired', () => {
    const schema = v.object({
      links: v.optional(v.array(v.object({ url: v.pipe(v.string(), v.url()) })), []),
    });
    const { value, problems } = salvage(schema, {
      links: [{ url: 'https://a.example' }, { label: 'no url' }, 'junk', { url: 'https://b.example' }],
    });
    expect(value.links).toEqual([{ url: 'https://a.example' }, { url: 'https://b.example' }]);
    expect(problems.join('\n')).toMatch(/links\[1\].*dropped[\s\S]*links\[2\].*dropped/);
  });

  it('puts the default item in place of a broken one in a fixed-length list', () => {
    const schema = v.object({
      pair: v.optional(v.pipe(v.array(v.object({ n: v.number() })), v.length(2)), [{ n: 1 }, { n: 2 }]),
    });
    expect(salvage(schema, { pair: [{ n: 5 }, { n: 'x' }] }).value.pair).toEqual([{ n: 5 }, { n: 2 }]);
  });

  it('uses the defaults for unparseable JSON and says so on the console', async () => {
    const warn = quiet();
    const source = createMemorySource();
    source.raw.set('footer', '{not json');
    expect(await new SettingsStore(source).read(footer)).toEqual(defaultsOf(footer));
    expect(warn.mock.calls[0]?.[0]).toContain('footer');
  });

  it('never throws and always yields schema-valid settings for arbitrary JSON in every key', async () => {
    quiet();
    for (const entity of entities) {
      await fc.assert(
        fc.asyncProperty(fc.jsonValue(), async (json) => {
          const source = createMemorySource({ [entity.key]: JSON.stringify(json) });
          const value = await new SettingsStore(source).read(entity);
          expect(v.safeParse(entity.schema, value).success).toBe(true);
        }),
        { numRuns: 60 },
      );
    }
  });

  it('survives arbitrary objects shaped like the defaults with random leaves', async () => {
    quiet();
    const leaf = fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null), fc.array(fc.string()));
    const mutate = (value: unknown): fc.Arbitrary<unknown> => {
      if (Array.isArray(value)) return fc.array(value.length > 0 ? mutate(value[0]) : leaf, { maxLength: 4 });
      if (value && typeof value === 'object') {
        const entries = Object.entries(value).map(
          ([k, inner]) => [k, fc.oneof(mutate(inner), leaf)] as const,
        );
        return fc.record(Object.fromEntries(entries), { requiredKeys: [] });
      }
      return fc.oneof(fc.constant(value), leaf);
    };
    for (const entity of entities) {
      await fc.assert(
        fc.asyncProperty(mutate(defaultsOf(entity)), async (json) => {
          const source = createMemorySource({ [entity.key]: JSON.stringify(json) });
          const value = await new SettingsStore(source).read(entity);
          expect(v.safeParse(entity.schema, value).success).toBe(true);
        }),
        { numRuns: 40 },
      );
    }
  });
});

describe('SettingsStore.write', () => {
  it('round-trips valid data for every entity', async () => {
    for (const entity of entities) {
      const store = new SettingsStore(createMemorySource());
      const value = defaultsOf(entity);
      await store.write(entity, value);
      expect(await store.read(entity)).toEqual(value);
    }
  });

  it('round-trips an edited header', async () => {
    const store = new SettingsStore(createMemorySource());
    const edited = {
      ...defaultsOf(header),
      colors: { background: '#101010', text: '#fafafa', hover: '#ff375e' },
    };
    await store.write(header, edited);
    expect((await store.read(header)).colors).toEqual(edited.colors);
  });

  it('refuses invalid data with a clear error and keeps the previous value', async () => {
    const source = createMemorySource();
    const store = new SettingsStore(source);
    await store.write(header, {
      ...defaultsOf(header),
      colors: { background: '#123456', text: '#000000', hover: '#000000' },
    });
    const bad = { ...defaultsOf(header), navigation: [{ label: 'Evil', href: 'javascript:alert(1)' }] };
    await expect(store.write(header, bad)).rejects.toBeInstanceOf(ValidationError);
    await expect(store.write(header, bad)).rejects.toThrow(/navigation\[0\]\.href/);
    expect((await store.read(header)).colors.background).toBe('#123456');
  });

  it('announces a write to subscribers in the same tab', async () => {
    const store = new SettingsStore(createMemorySource());
    const seen: string[] = [];
    store.subscribe((key) => seen.push(key));
    await store.write(header, defaultsOf(header));
    await store.reset(header);
    expect(seen).toEqual(['header', 'header']);
  });

  it('reset removes the stored value so the defaults apply again', async () => {
    const source = createMemorySource();
    const store = new SettingsStore(source);
    await store.write(header, {
      ...defaultsOf(header),
      colors: { background: '#000000', text: '#ffffff', hover: '#ffffff' },
    });
    await store.reset(header);
    expect(source.raw.has('header')).toBe(false);
    expect(await store.read(header)).toEqual(defaultsOf(header));
  });
});

describe('SettingsStore published layer', () => {
  const published = (value: unknown, version: number) => ({
    key: 'header',
    value,
    version,
    updatedAt: '2026-11-24T10:00:00Z',
  });

  it('shows the published value where this browser has no draft, and the draft over it', async () => {
    const source = createMemorySource();
    const store = new SettingsStore(source);
    const heard: string[] = [];
    store.subscribe((key) => heard.push(key));
    expect(store.setPublished([published({ colors: { background: '#222222' } }, 3)])).toEqual(['header']);
    expect(heard).toEqual(['header']);
    expect((await store.read(header)).colors.background).toBe('#222222');
    expect(await store.holdsLocalValue(header)).toBe(false);
    await store.write(header, {
      ...defaultsOf(header),
      colors: { ...defaultsOf(header).colors, background: '#333333' },
    });
    expect((await store.read(header)).colors.background).toBe('#333333');
    expect(await store.holdsLocalValue(header)).toBe(true);
    expect((await store.reset(header)).colors.background).toBe('#222222');
  });

  it('ignores a published version it already has or an older one', () => {
    const store = new SettingsStore(createMemorySource());
    store.setPublished([published({}, 3)]);
    expect(store.setPublished([published({}, 3), published({}, 2)])).toEqual([]);
    expect(store.setPublished([published({}, 4)])).toEqual(['header']);
    expect(store.published('header')?.version).toBe(4);
  });

  it('a published value that fails the schema is salvaged like a stored one', async () => {
    quiet();
    const store = new SettingsStore(createMemorySource());
    store.setPublished([published({ colors: { background: 'nonsense', text: '#101010' } }, 1)]);
    const value = await store.read(header);
    expect(value.colors.background).toBe(defaultsOf(header).colors.background);
    expect(value.colors.text).toBe('#101010');
  });
});

describe('images the owner removes are deleted with the save', () => {
  const photos = defineEntity({
    key: 'photos',
    title: 'Photos',
    tab: { key: 'photos', label: 'Photos', order: 99 },
    saveMessage: 'Saved.',
    schema: v.object({
      hero: f.image('Hero image', '', {
        decorative: true,
        maxBytes: 1000,
        tooLargeMessage: 'Too large.',
        wrongTypeMessage: 'Not an image.',
      }),
      gallery: f.tags('Gallery', []),
    }),
  });

  it('a save that drops or replaces an idb: image releases it, and keeps the ones still used', async () => {
    const store = new SettingsStore(createMemorySource());
    const released: string[] = [];
    store.releaseBinariesWith(async (ref) => void released.push(ref));
    await store.write(photos, { hero: 'idb:one', gallery: ['idb:two', 'idb:three'] });
    expect(released).toEqual([]);
    await store.write(photos, { hero: 'idb:four', gallery: ['idb:three'] });
    expect(released.sort()).toEqual(['idb:one', 'idb:two']);
  });

  it('discarding the draft releases its images; without a releaser nothing is deleted', async () => {
    const store = new SettingsStore(createMemorySource());
    await store.write(photos, { hero: 'idb:kept', gallery: [] });
    const released: string[] = [];
    store.releaseBinariesWith(async (ref) => void released.push(ref));
    await store.reset(photos);
    expect(released).toEqual(['idb:kept']);
  });

  it('a refused save releases nothing', async () => {
    const store = new SettingsStore(createMemorySource());
    await store.write(photos, { hero: 'idb:safe', gallery: [] });
    const released: string[] = [];
    store.releaseBinariesWith(async (ref) => void released.push(ref));
    await expect(store.write(photos, { hero: 'javascript:alert(1)', gallery: [] })).rejects.toThrow();
    expect(released).toEqual([]);
  });
});

describe('SettingsStore.switchSource', () => {
  it("re-runs only what reads an entity the new source holds: a visitor's page is not re-rendered", async () => {
    const store = new SettingsStore();
    const announced: string[] = [];
    store.subscribe((key) => announced.push(key));
    await store.switchSource(createMemorySource({ 'admin-return-to': '"/admin?tab=inbox"' }));
    expect(announced).toEqual([]);
    await store.switchSource(createMemorySource({ footer: JSON.stringify({ company: { name: 'Ours' } }) }));
    expect(announced).toEqual(['footer']);
    expect((await store.read(footer)).company.name).toBe('Ours');
  });
});
