/**
 * The picture fields: an icon is one of the names its field offers; an illustration is a bundled
 * illustration (`art:<name>`) or a photo, with alt text either way; reading a damaged stored value
 * keeps what can be kept; the list of bundled illustrations is the folder's.
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DETAIL_ART_NAMES } from '@content/art/detail-art-names';
import { DETAIL_ICON_NAMES } from '@content/detail-icon-names';
import { SOLUTION_SEEDS } from '@content/portfolio-detail';
import { SERVICE_SEEDS } from '@content/services-detail';
import * as v from 'valibot';
import { describe, expect, expectTypeOf, it } from 'vitest';
import * as f from '@/schema-kit/fields';
import { ART_VALUE_MESSAGE, IMAGE_VALUE_MESSAGE } from '@/schema-kit/image-value';
import { salvage } from '@/schema-kit/salvage';
import { ValidationError, validate } from '@/schema-kit/validate';
import { ART_ALT, picturesPage } from './pictures-fixture';

const { schema } = picturesPage;
const messages = (field: v.GenericSchema, input: unknown) =>
  v.safeParse(field, input).issues?.map((issue) => issue.message);

const PHOTO = {
  src: 'https://example.supabase.co/storage/v1/object/public/site-media/aa.webp',
  alt: 'Our team at work',
  width: 960,
  height: 640,
  variants: [
    {
      src: 'https://example.supabase.co/storage/v1/object/public/site-media/bb.webp',
      width: 480,
      height: 320,
    },
    {
      src: 'https://example.supabase.co/storage/v1/object/public/site-media/aa.webp',
      width: 960,
      height: 640,
    },
  ],
  placeholder: '#334455',
  focal: { x: 0.3, y: 0.6 },
};

describe('f.icon', () => {
  const icon = f.icon('Icon', DETAIL_ICON_NAMES, 'code', { catalogue: 'detail' });

  it('stores one of the names it offers, typed by them', () => {
    expectTypeOf(v.parse(icon, 'cloud')).toEqualTypeOf<(typeof DETAIL_ICON_NAMES)[number]>();
    expect(v.parse(icon, 'cloud')).toBe('cloud');
    expect(v.parse(icon, undefined)).toBe('code');
  });

  it('refuses any other name, and no icon, with a short message', () => {
    expect(messages(icon, 'unicorn')).toEqual(['Icon must be one of the icons offered.']);
    expect(messages(icon, '')).toEqual(['Icon must be one of the icons offered.']);
    expect(messages(icon, 3)).toEqual(['Icon must be one of the icons offered.']);
  });

  it('takes no icon where the field allows none', () => {
    const optional = f.icon('Icon', DETAIL_ICON_NAMES, '', { catalogue: 'detail', allowNone: true });
    expectTypeOf(v.parse(optional, '')).toEqualTypeOf<(typeof DETAIL_ICON_NAMES)[number] | ''>();
    expect(v.parse(optional, '')).toBe('');
    expect(v.parse(optional, 'leaf')).toBe('leaf');
    expect(messages(optional, 'unicorn')).toEqual(['Icon must be one of the icons offered.']);
    // @ts-expect-error without allowNone, no icon is not a default
    f.icon('Icon', DETAIL_ICON_NAMES, '', { catalogue: 'detail' });
    // @ts-expect-error the default is one of the names
    f.icon('Icon', DETAIL_ICON_NAMES, 'unicorn');
  });

  it('tells the admin its names and catalogue (the site sprite unless given)', () => {
    const hints = v.getMetadata(icon.wrapped);
    expect(hints).toMatchObject({ widget: 'icon', catalogue: 'detail', allowNone: false });
    expect(hints.options).toEqual(DETAIL_ICON_NAMES);
    expect(v.getMetadata(f.icon('Icon', ['a', 'b'], 'a').wrapped).catalogue).toBe('site');
  });
});

describe('f.illustration', () => {
  const picture = f.illustration('Illustration', '');

  it('takes a bundled illustration by name, with its alt text only', () => {
    expect(v.parse(picture, { src: 'art:cloud', alt: ` ${ART_ALT} ` })).toEqual({
      src: 'art:cloud',
      alt: ART_ALT,
    });
    // Sizes mean nothing for a bundled illustration: the page draws it at its own size.
    expect(
      v.parse(picture, { src: 'art:cloud', alt: 'A cloud', width: 10, height: 10, focal: { x: 0, y: 0 } }),
    ).toEqual({ src: 'art:cloud', alt: 'A cloud' });
  });

  it('takes an uploaded photo as every image field stores it', () => {
    expect(v.parse(picture, PHOTO)).toEqual(PHOTO);
    expect(v.parse(picture, { src: 'idb:abc', alt: 'Draft photo' })).toEqual({
      src: 'idb:abc',
      alt: 'Draft photo',
    });
  });

  it('refuses an illustration the site does not bundle, and an address no image has', () => {
    expect(messages(picture, { src: 'art:unicorn', alt: 'x' })).toEqual([ART_VALUE_MESSAGE]);
    expect(messages(picture, { src: 'javascript:alert(1)', alt: 'x' })).toEqual([ART_VALUE_MESSAGE]);
    expect(messages(picture, 'art:unicorn')).toEqual([ART_VALUE_MESSAGE]);
  });

  it('needs alt text, for a bundled illustration and a photo alike, and cannot be decorative', () => {
    const noAlt = ['Illustration: describe the image in its alt text.'];
    expect(messages(picture, { src: 'art:cloud', alt: '  ' })).toEqual(noAlt);
    expect(messages(picture, { ...PHOTO, alt: '' })).toEqual(noAlt);
    expect(messages(picture, { ...PHOTO, decorative: true })).toEqual(['Illustration cannot be decorative.']);
    expect(v.parse(picture, { src: '', alt: '' })).toEqual({ src: '', alt: '' });
  });

  it('a document with an illustration without alt text is refused, naming the field', () => {
    const value = { ...v.parse(schema, {}), picture: { src: 'art:cloud', alt: '' } };
    expect(() => validate(schema, value, 'pictures-page')).toThrow(ValidationError);
    expect(() => validate(schema, value, 'pictures-page')).toThrow(
      'picture: Illustration: describe the image in its alt text.',
    );
  });

  it('is an upload of the photo sizes, with the photo messages', () => {
    expect(v.getMetadata(picture.wrapped)).toMatchObject({
      widget: 'illustration',
      options: DETAIL_ART_NAMES,
      maxBytes: 40 * 1024 * 1024,
      tooLargeMessage: 'File {name} is too large. Maximum size is 40MB.',
      wrongTypeMessage: 'Please select an image file',
      image: { purpose: 'photo', widths: [480, 960, 1600, 2400], alt: 'required' },
    });
  });

  it('other image fields still refuse a bundled illustration', () => {
    const photo = f.image('Photo', '', { tooLargeMessage: 'x', wrongTypeMessage: 'y' });
    expect(messages(photo, { src: 'art:cloud', alt: 'A cloud' })).toEqual([IMAGE_VALUE_MESSAGE]);
  });
});

describe('reading stored pictures keeps what can be kept', () => {
  it('a bad icon falls back to its default; the fields beside it are kept', () => {
    const { value, problems } = salvage(schema, { heading: 'Kept', icon: 'unicorn', badge: 'mail' });
    expect(value).toMatchObject({ heading: 'Kept', icon: 'code', badge: 'mail', marker: '' });
    expect(problems).toEqual(['icon: Icon must be one of the icons offered. (default used)']);
  });

  it('a damaged illustration keeps its picture and alt text without the broken parts', () => {
    const stored = { ...PHOTO, variants: 'broken', focal: { x: 7 } };
    const { value, problems } = salvage(schema, { heading: 'Kept', picture: stored });
    expect(value.heading).toBe('Kept');
    expect(value.picture).toEqual({ src: PHOTO.src, alt: PHOTO.alt });
    expect(problems).toEqual([expect.stringMatching(/^picture: .*\(invalid parts dropped\)$/)]);

    const art = salvage(schema, { picture: { src: 'art:sustainability', alt: 'Leaves', variants: 3 } });
    expect(art.value.picture).toEqual({ src: 'art:sustainability', alt: 'Leaves' });
  });

  it('an illustration naming art the site no longer bundles falls back to the default', () => {
    const { value, problems } = salvage(schema, { picture: { src: 'art:unicorn', alt: 'x' } });
    expect(value.picture).toEqual({ src: 'art:cloud', alt: ART_ALT });
    expect(problems).toEqual([`picture: ${ART_VALUE_MESSAGE} (default used)`]);
  });

  it('inside a block, a bad icon or illustration is mended and the block is kept', () => {
    const { value } = salvage(schema, {
      sections: [
        { id: 'h', kind: 'hero', title: 'Hello', image: { src: 'art:cloud', alt: 'Cloud', placeholder: 42 } },
        { id: 'c', kind: 'card', title: 'Card', icon: 'unicorn' },
      ],
    });
    expect(value.sections).toEqual([
      { id: 'h', kind: 'hero', title: 'Hello', image: { src: 'art:cloud', alt: 'Cloud' } },
      { id: 'c', kind: 'card', title: 'Card', icon: 'cloud' },
    ]);
  });
});

describe('the bundled illustrations', () => {
  it('are listed as data exactly as the folder holds them', () => {
    const folder = fileURLToPath(new URL('../../content/art/detail/', import.meta.url));
    const files = readdirSync(folder)
      .filter((name) => name.endsWith('.svg'))
      .map((name) => name.slice(0, -'.svg'.length));
    expect([...DETAIL_ART_NAMES].sort()).toEqual(files.sort());
    expect(new Set(DETAIL_ART_NAMES).size).toBe(DETAIL_ART_NAMES.length);
  });
});

describe('the service and solution pages as they are stored', () => {
  /** Every value under a key named `key`, anywhere in `value`. */
  const valuesAt = (value: unknown, key: string): unknown[] =>
    Array.isArray(value)
      ? value.flatMap((item) => valuesAt(item, key))
      : value && typeof value === 'object'
        ? Object.entries(value).flatMap(([k, item]) => (k === key ? [item] : valuesAt(item, key)))
        : [];
  const pages = [...SERVICE_SEEDS, ...SOLUTION_SEEDS];

  it('hold icons an icon field of the detail catalogue reads as they are', () => {
    const icon = f.icon('Icon', DETAIL_ICON_NAMES, '', { catalogue: 'detail', allowNone: true });
    const icons = pages.flatMap((page) => valuesAt(page.sections, 'icon'));
    expect(icons.length).toBeGreaterThan(100);
    for (const name of icons) expect(v.parse(icon, name)).toBe(name);
  });

  it('hold hero pictures an illustration field reads as they are', () => {
    const picture = f.illustration('Illustration', '');
    const images = pages.flatMap((page) => valuesAt(page.sections, 'image'));
    expect(images).toHaveLength(21);
    for (const image of images) expect(v.parse(picture, image)).toEqual(image);
  });
});
