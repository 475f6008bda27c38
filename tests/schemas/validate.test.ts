/**
 * One validation before keeping or publishing (src/schema-kit/validate.ts): settings and documents
 * are refused with the same error, naming each invalid field by its path, with the messages the
 * owner has always read.
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import * as f from '@/schema-kit/fields';
import { BODY_ALT_MESSAGE, validateForPublish } from '@/schema-kit/publish-rules';
import { ValidationError, validate, validateEachLanguage } from '@/schema-kit/validate';
import { FIXTURE_SEEDS, notes } from '../storage/fixture-collection';

const refused = (run: () => unknown): ValidationError => {
  try {
    run();
  } catch (error) {
    if (error instanceof ValidationError) return error;
    throw error;
  }
  throw new Error('not refused');
};

describe('validate', () => {
  it('returns the value as the schema outputs it, or refuses it naming every invalid field', () => {
    const schema = v.object({
      company: f.group('Company', { name: f.text('Name', 'Connectia', { required: true }) }),
    });
    expect(validate(schema, {}, 'footer')).toEqual({ company: { name: 'Connectia' } });
    const error = refused(() => validate(schema, { company: { name: '' } }, 'footer'));
    expect(error.key).toBe('footer');
    expect(error.issues).toEqual([{ path: 'company.name', message: 'Name is required.' }]);
    expect(error.message).toBe('These settings were not saved: company.name: Name is required.');
  });

  it('refuses a document by its schema, then by the publishing rules, with the same error', () => {
    const note = FIXTURE_SEEDS[0] as (typeof FIXTURE_SEEDS)[number];
    expect(validateForPublish(notes, note).slug).toBe('first-note');

    const noAlt = refused(() => validateForPublish(notes, { ...note, cover: { src: '/x.png', alt: ' ' } }));
    expect(noAlt.message).toBe(
      'This note cannot be published yet: cover: Cover image: describe the image in its alt text.',
    );

    const image = { type: 'image', attrs: { src: '/images/blog/cloud.svg', alt: '' } };
    const body = { type: 'doc', content: [image] };
    const bodyAlt = refused(() => validateForPublish(notes, { ...note, body }));
    expect(bodyAlt.message).toBe(BODY_ALT_MESSAGE);
  });

  it('checks a value written in both languages in each of them, and keeps the Arabic in what it returns', () => {
    const schema = v.object({
      company: f.group('Company', { name: f.text('Name', 'Connectia', { required: true }) }),
    });
    const one = (value: unknown) => validate(schema, value, 'footer');
    const both = { company: { name: { en: 'Connectia', ar: 'كونكتيا' } } };
    expect(validateEachLanguage(schema, both, one)).toEqual(both);

    const tooLong = refused(() =>
      validateEachLanguage(schema, { company: { name: { en: 'Connectia', ar: 'ك'.repeat(201) } } }, one),
    );
    expect(tooLong.issues).toEqual([
      { path: 'company.name', message: 'Name must be at most 200 characters.', locale: 'ar' },
    ]);
    expect(tooLong.message).toContain('company.name (Arabic): Name must be at most 200 characters.');
    // Both languages' problems are named at once, so the owner fixes them in one go.
    const neither = refused(() =>
      validateEachLanguage(schema, { company: { name: { en: '', ar: '' } } }, one),
    );
    expect(neither.issues.map((issue) => issue.locale ?? 'en')).toEqual(['en', 'ar']);
    expect(neither.message).toMatch(
      /^These settings were not saved: company\.name: .+ company\.name \(Arabic\): /,
    );
    // A value stored before there was Arabic is checked, and kept, as English.
    expect(validateEachLanguage(schema, { company: { name: 'Connectia' } }, one)).toEqual({
      company: { name: 'Connectia' },
    });
  });
});
