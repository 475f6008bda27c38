import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { defaultsOf } from '@/schema-kit/entity';
import { type Dictionary, translationStatus } from '@/schema-kit/localize';
import { collections, publicEntities } from '@/schema-kit/registry';
import { latinWordsOutsideNames } from '../../content/latin-names';

const dictionary = (key: string): Dictionary => {
  const read = (file: string) =>
    existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Dictionary) : {};
  const base = join(process.cwd(), 'content/ar', key);
  return { ...read(`${base}.json`), ...read(`${base}.body.json`) };
};

/**
 * Words the same in both languages: names kept in Latin letters (the explicit list of
 * content/latin-names.ts), addresses and figures. Any other English left on an Arabic page is a
 * missing translation, capitalised or not.
 */
const sameInArabic = (english: string) => latinWordsOutsideNames(english).length === 0;

const untranslated = (schema: v.GenericSchema, value: unknown, key: string) =>
  translationStatus(schema, value, 'ar', dictionary(key))
    .missing.filter(({ english }) => !(typeof english === 'string' && sameInArabic(english)))
    .map(({ path, english }) => `${path}: ${typeof english === 'string' ? english : '(rich text)'}`);

describe('names kept in Latin letters', () => {
  it('are names only: a phrase that describes is English to translate', () => {
    expect(sameInArabic('AWS')).toBe(true);
    expect(sameInArabic('SAP S/4HANA')).toBe(true);
    expect(sameInArabic('$150M')).toBe(true);
    expect(sameInArabic('hello@connectia.ae')).toBe(true);
    expect(sameInArabic('What our clients say')).toBe(false);
    expect(sameInArabic('Connecting People Solutions')).toBe(false);
    expect(sameInArabic('Gulf Business Awards')).toBe(false);
    expect(sameInArabic('<1min')).toBe(false);
  });
});

describe('a fresh install is complete in Arabic', () => {
  it.each(publicEntities.map((entity) => [entity.key, entity] as const))(
    'every default word of %s has its Arabic',
    (key, entity) => {
      expect(untranslated(entity.schema, defaultsOf(entity), key)).toEqual([]);
    },
  );

  it.each(
    collections.flatMap((collection) =>
      collection.feed ? [[collection.key, collection.feed] as const] : [],
    ),
  )('the feed of %s has an Arabic title and description', (key, feed) => {
    const words = dictionary(key);
    for (const english of [feed.title, feed.description]) {
      const arabic = words[english];
      expect(typeof arabic === 'string' && sameInArabic(arabic), english).toBe(true);
    }
  });

  it.each(collections.map((collection) => [collection.key, collection] as const))(
    'every seed document of %s has its Arabic',
    async (_key, collection) => {
      for (const seed of await collection.seeds()) {
        const document = v.parse(collection.schema, seed) as Record<string, unknown>;
        const slug = String(document[collection.fields.slug]);
        expect(untranslated(collection.schema, document, `${collection.key}/${slug}`), slug).toEqual([]);
      }
    },
  );
});
