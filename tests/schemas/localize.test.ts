import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import * as d from '@/schema-kit/document-fields';
import { defineEntity } from '@/schema-kit/entity';
import * as f from '@/schema-kit/fields';
import {
  confirmTranslation,
  fingerprint,
  isStale,
  localize,
  mergeLocale,
  translationStatus,
} from '@/schema-kit/localize';
import { readStored } from '@/schema-kit/read-stored';
import { createMemorySource } from '@/storage/settings-source';
import { SettingsStore } from '@/storage/settings-store';

const entity = defineEntity({
  key: 'localize-fixture',
  title: 'Fixture',
  tab: { key: 'localize-fixture', label: 'Fixture', order: 99 },
  saveMessage: 'Saved',
  schema: v.object({
    title: f.text('Title', 'Welcome'),
    email: f.text('E-mail', 'info@example.com', { localized: false }),
    link: f.url('Link', '/contact'),
    photo: f.image('Photo', '', {
      purpose: 'photo',
      decorative: true,
      tooLargeMessage: 'Too large',
      wrongTypeMessage: 'Not an image',
    }),
    cards: f.list('Cards', { id: f.text('Id', '', { localized: false }), label: f.text('Label', '') }, [
      { id: 'a', label: 'First' },
      { id: 'b', label: 'Second' },
    ]),
  }),
});

const arabic = { Welcome: 'أهلا بكم', First: 'الأولى', Second: 'الثانية' };

describe('a localized value', () => {
  it('reads a value stored before languages existed as English, and in Arabic falls back to it', () => {
    const stored = { title: 'Our own title' };
    expect(readStored(entity, stored).value.title).toBe('Our own title');
    const ar = localize(entity.schema, stored, 'ar', arabic);
    expect((ar.value as { title: string }).title).toBe('Our own title');
    expect(ar.fallbacks).toEqual(['title']);
  });

  it("shows the default's Arabic only while the English is still the default's", () => {
    const read = readStored(entity, v.getDefaults(entity.schema), { locale: 'ar', dictionary: arabic }).value;
    expect(read.title).toBe('أهلا بكم');
    expect(read.cards.map((card) => card.label)).toEqual(['الأولى', 'الثانية']);
    expect(read.email).toBe('info@example.com');
    const changed = readStored(entity, { title: 'Hello there' }, { locale: 'ar', dictionary: arabic }).value;
    expect(changed.title).toBe('Hello there');
  });

  it('keeps each language when the other is edited, and list items by their id', () => {
    let stored: unknown = { title: 'Welcome', cards: [{ id: 'a', label: 'First' }] };
    stored = mergeLocale(entity.schema, stored, { title: 'مرحبا', cards: [{ id: 'a', label: 'أ' }] }, 'ar');
    expect(stored).toEqual({
      title: { en: 'Welcome', ar: 'مرحبا', from: { ar: fingerprint('Welcome') } },
      cards: [{ id: 'a', label: { en: 'First', ar: 'أ', from: { ar: fingerprint('First') } } }],
    });
    // The owner reorders and renames in English: the Arabic follows its item, not its place.
    stored = mergeLocale(
      entity.schema,
      stored,
      {
        title: 'Welcome home',
        cards: [
          { id: 'new', label: 'Zero' },
          { id: 'a', label: 'One' },
        ],
      },
      'en',
    );
    expect(stored).toEqual({
      title: { en: 'Welcome home', ar: 'مرحبا', from: { ar: fingerprint('Welcome') } },
      cards: [
        { id: 'new', label: 'Zero' },
        { id: 'a', label: { en: 'One', ar: 'أ', from: { ar: fingerprint('First') } } },
      ],
    });
    // Both translations were written for English that has changed since.
    expect(translationStatus(entity.schema, stored, 'ar').stale).toEqual(['title', 'cards[#a].label']);
    expect(localize(entity.schema, stored, 'en').value).toEqual({
      title: 'Welcome home',
      cards: [
        { id: 'new', label: 'Zero' },
        { id: 'a', label: 'One' },
      ],
    });
  });

  it('never saves the English shown in place of a missing Arabic as its translation', () => {
    const stored = { title: 'Welcome home' };
    const shown = localize(entity.schema, stored, 'ar').value;
    expect(mergeLocale(entity.schema, stored, shown, 'ar')).toEqual(stored);
  });

  it("keeps an image's alt text per language and its picture shared", () => {
    const photo = { src: 'https://x.test/a.webp', alt: 'A harbour', decorative: false };
    const stored = mergeLocale(entity.schema, { photo }, { photo: { ...photo, alt: 'ميناء' } }, 'ar');
    expect(stored).toEqual({
      photo: { ...photo, alt: { en: 'A harbour', ar: 'ميناء', from: { ar: fingerprint('A harbour') } } },
    });
    expect((localize(entity.schema, stored, 'en').value as { photo: unknown }).photo).toEqual(photo);
  });

  it('counts what has its Arabic', () => {
    const stored = { title: { en: 'Welcome home', ar: 'أهلا' }, cards: [{ id: 'a', label: 'Third' }] };
    expect(translationStatus(entity.schema, stored, 'ar', arabic)).toEqual({
      total: 2,
      translated: 1,
      missing: [{ path: 'cards[#a].label', english: 'Third' }],
      stale: [],
    });
  });

  it('flags a translation whose English changed, until it is edited or confirmed', () => {
    let title = mergeLocale(entity.schema, { title: 'Welcome' }, { title: 'أهلا' }, 'ar') as {
      title: unknown;
    };
    expect(isStale(title.title, 'ar')).toBe(false);
    title = mergeLocale(entity.schema, title, { title: 'Welcome aboard' }, 'en') as { title: unknown };
    expect(isStale(title.title, 'ar')).toBe(true);
    // Saving the Arabic form unchanged leaves it flagged; confirming it, or a new Arabic, does not.
    expect(
      isStale((mergeLocale(entity.schema, title, { title: 'أهلا' }, 'ar') as { title: unknown }).title, 'ar'),
    ).toBe(true);
    expect(isStale(confirmTranslation(title.title, 'ar'), 'ar')).toBe(false);
    expect(
      isStale(
        (mergeLocale(entity.schema, title, { title: 'أهلا بك' }, 'ar') as { title: unknown }).title,
        'ar',
      ),
    ).toBe(false);
  });

  it('reads a value stored with the Arabic’s `arOf` as it was, and writes `from` at the next edit', () => {
    const english = { title: 'Welcome' };
    const written = fingerprint('Welcome');
    // As the site stored a translated value before a language's fingerprint was kept per language.
    const stored = { title: { en: 'Welcome aboard', ar: 'أهلا', arOf: written } };
    expect(localize(entity.schema, stored, 'ar').value).toMatchObject({ title: 'أهلا' });
    expect(localize(entity.schema, stored, 'en').value).toMatchObject({ title: 'Welcome aboard' });
    expect(isStale(stored.title, 'ar')).toBe(true);
    expect(translationStatus(entity.schema, stored, 'ar')).toMatchObject({ translated: 1, stale: ['title'] });
    const confirmed = confirmTranslation(stored.title, 'ar');
    expect(confirmed).toEqual({
      en: 'Welcome aboard',
      ar: 'أهلا',
      from: { ar: fingerprint('Welcome aboard') },
    });
    expect(isStale(confirmed, 'ar')).toBe(false);
    const edited = mergeLocale(entity.schema, stored, english, 'en') as { title: unknown };
    expect(edited.title).toEqual({ en: 'Welcome', ar: 'أهلا', from: { ar: written } });
    expect(isStale(edited.title, 'ar')).toBe(false);
  });

  it('translates a rich-text body as a whole, by its words', () => {
    const schema = v.object({ body: d.richText('Body') });
    const en = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Hello' }] }] };
    const ar = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'مرحبا' }] }] };
    expect(localize(schema, { body: en }, 'ar', { Hello: ar }).value).toEqual({ body: ar });
    expect(localize(schema, { body: en }, 'ar', { Hello: 'مرحبا' }).fallbacks).toEqual(['body']);
  });
});

describe('the settings store in two languages', () => {
  it('an English save keeps the Arabic the owner wrote', async () => {
    const store = new SettingsStore(createMemorySource());
    await store.write(entity, { ...v.getDefaults(entity.schema), title: 'مرحبا' }, 'ar');
    await store.write(entity, { ...(await store.read(entity)), title: 'Hello' });
    expect((await store.read(entity)).title).toBe('Hello');
    expect((await store.read(entity, { locale: 'ar' })).title).toBe('مرحبا');
  });

  it('with nothing stored, an Arabic page reads the defaults in Arabic', async () => {
    const store = new SettingsStore(createMemorySource());
    const read = await store.read(entity, { locale: 'ar', dictionary: arabic });
    expect(read.title).toBe('أهلا بكم');
  });
});
