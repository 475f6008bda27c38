/**
 * One image value, typed by the schema. Values stored the old ways (plain URLs, data: URLs,
 * idb: references) still load as image values; a stored value with broken parts keeps its address
 * and alt text; alt text is required where the schema says so.
 */
import branding from '@schemas/branding';
import hero from '@schemas/hero';
import leadership from '@schemas/leadership';
import fc from 'fast-check';
import * as v from 'valibot';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import * as f from '@/schema-kit/fields';
import { toImageValue } from '@/schema-kit/image-schema';
import { objectPositionOf, srcSetOf } from '@/schema-kit/image-value';
import { salvage } from '@/schema-kit/salvage';
import { createMemorySource } from '@/storage/settings-source';
import { SettingsStore } from '@/storage/settings-store';

beforeAll(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

const PROCESSED = {
  src: 'https://x.supabase.co/storage/v1/object/public/site-media/b.webp',
  alt: 'Our team at work',
  width: 2400,
  height: 1600,
  variants: [
    { src: 'https://x.supabase.co/storage/v1/object/public/site-media/a.webp', width: 480, height: 320 },
    { src: 'https://x.supabase.co/storage/v1/object/public/site-media/b.webp', width: 2400, height: 1600 },
  ],
  placeholder: 'data:image/webp;base64,UklGRhoAAABXRUJQ',
  focal: { x: 0.3, y: 0.7 },
};

const readStored = (key: string, json: unknown) =>
  new SettingsStore(createMemorySource({ [key]: JSON.stringify(json) }));

describe('image values', () => {
  it('old stored forms still load: plain URLs, data: URLs and idb: references', async () => {
    const store = readStored('hero', {
      home: { backgroundImage: '/images/office.jpg' },
      about: { backgroundImage: 'idb:0f9c2d' },
    });
    const value = await store.read(hero);
    // Hero backgrounds were CSS backgrounds: an old one is read as decorative, so it still shows.
    expect(value.home.backgroundImage).toEqual({ src: '/images/office.jpg', alt: '', decorative: true });
    expect(value.about.backgroundImage).toEqual({ src: 'idb:0f9c2d', alt: '', decorative: true });

    const team = await readStored('leadership', {
      members: [{ id: 'a', name: 'Nadia Karim', image: 'data:image/png;base64,iVBORw0KGgo=' }],
    }).read(leadership);
    expect(team.members[0]?.image).toEqual({ src: 'data:image/png;base64,iVBORw0KGgo=', alt: '' });

    const logo = await readStored('branding', { logo: { iconImage: 'https://cdn.example/logo.png' } }).read(
      branding,
    );
    expect(logo.logo.iconImage).toEqual({ src: 'https://cdn.example/logo.png', alt: '' });
  });

  it('a processed value round-trips unchanged, and a minimal { src, alt } is accepted', () => {
    expect(v.parse(hero.schema, { home: { backgroundImage: PROCESSED } }).home.backgroundImage).toEqual(
      PROCESSED,
    );
    expect(
      v.parse(hero.schema, { home: { backgroundImage: { src: '/images/blog/featured.svg', alt: 'A desk' } } })
        .home.backgroundImage,
    ).toEqual({ src: '/images/blog/featured.svg', alt: 'A desk' });
  });

  it('a stored value with broken parts keeps its address and alt text; an unsafe address is dropped', async () => {
    const broken = {
      ...PROCESSED,
      variants: [{ src: 'javascript:alert(1)', width: -3, height: 'tall' }],
      focal: { x: 7, y: null },
      placeholder: 'url(https://evil.example/track.gif)',
    };
    const { value, problems } = salvage(hero.schema, { home: { backgroundImage: broken } });
    expect(value.home.backgroundImage).toEqual({ src: PROCESSED.src, alt: PROCESSED.alt });
    expect(problems.join('\n')).toMatch(/home\.backgroundImage/);

    const unsafe = salvage(hero.schema, {
      home: { backgroundImage: { src: 'javascript:alert(1)', alt: 'x' } },
    });
    expect(unsafe.value.home.backgroundImage).toEqual({ src: '', alt: '' });
  });

  it('content images need alt text (or, where allowed, the decorative mark); logos and team photos do not', () => {
    const noAlt = { src: '/images/office.jpg', alt: '' };
    const heroResult = v.safeParse(hero.schema, { home: { backgroundImage: noAlt } });
    expect(heroResult.success).toBe(false);
    expect(heroResult.issues?.[0]?.message).toBe(
      'Background image: describe the image in its alt text, or mark it as decorative.',
    );
    expect(
      v.safeParse(hero.schema, { home: { backgroundImage: { ...noAlt, decorative: true } } }).success,
    ).toBe(true);
    const cover = f.image('Cover', '', { tooLargeMessage: 'x', wrongTypeMessage: 'y' });
    expect(v.safeParse(cover, { ...noAlt, decorative: true }).success).toBe(false);
    expect(v.safeParse(cover, { ...noAlt, alt: 'A desk by a window' }).success).toBe(true);
    expect(v.safeParse(leadership.schema, { members: [{ id: 'a', name: 'N', image: noAlt }] }).success).toBe(
      true,
    );
    expect(v.safeParse(branding.schema, { logo: { iconImage: noAlt } }).success).toBe(true);
  });

  it('srcset, object-position and tolerant reading', () => {
    expect(srcSetOf(PROCESSED)).toBe(
      `${PROCESSED.variants[0]?.src} 480w, ${PROCESSED.variants[1]?.src} 2400w`,
    );
    expect(objectPositionOf(PROCESSED)).toBe('30% 70%');
    expect(objectPositionOf({ src: '/a.png', alt: '' })).toBe('50% 50%');
    expect(toImageValue(42)).toEqual({ src: '', alt: '' });
    expect(toImageValue('/a.png')).toEqual({ src: '/a.png', alt: '' });
  });

  it('whatever is stored in an image field, reading yields a valid value (property)', () => {
    const field = hero.schema.entries.home;
    const anySrc = fc.oneof(
      fc.constantFrom(
        '',
        '/a.png',
        'idb:abc',
        'https://x.example/a.webp',
        'data:image/png;base64,AA',
        'javascript:x',
        '//evil',
      ),
      fc.string(),
    );
    const imageLike = fc.oneof(
      anySrc,
      fc.record(
        {
          src: anySrc,
          alt: fc.oneof(fc.string(), fc.integer()),
          decorative: fc.oneof(fc.boolean(), fc.string()),
          width: fc.oneof(fc.integer(), fc.double()),
          height: fc.integer(),
          variants: fc.array(fc.record({ src: anySrc, width: fc.integer(), height: fc.integer() }), {
            maxLength: 10,
          }),
          placeholder: fc.oneof(fc.string(), fc.constant('#ffffff')),
          focal: fc.record({ x: fc.double(), y: fc.double() }),
        },
        { requiredKeys: [] },
      ),
      fc.jsonValue(),
    );
    fc.assert(
      fc.property(imageLike, (stored) => {
        const { value } = salvage(field, { backgroundImage: stored });
        expect(v.safeParse(field, value).success).toBe(true);
      }),
      { numRuns: Number(process.env.PROPERTY_RUNS ?? 2000) },
    );
  });
});
