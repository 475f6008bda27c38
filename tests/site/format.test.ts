/** Dates and plural forms in the page's language: English as before, Arabic pinned so every render agrees. */
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { formatDate, pluralCategory } from '@/components/documents/format';

it('keeps the English date exactly as it was (en-US long date, in UTC)', () => {
  expect(formatDate('2024-03-12T23:30:00+02:00', 'en')).toBe('March 12, 2024');
  expect(formatDate('2024-03-12T23:30:00-02:00')).toBe('March 13, 2024');
});

it('writes Arabic dates with Latin digits, the Gregorian calendar and Dubai time', () => {
  const date = formatDate('2024-03-12T09:00:00Z', 'ar');
  expect(date).toBe('12 مارس 2024');
  // 22:00 UTC is already the next day in Dubai (UTC+4).
  expect(formatDate('2024-03-12T22:00:00Z', 'ar')).toBe('13 مارس 2024');
  fc.assert(
    fc.property(
      fc.date({ min: new Date('1970-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }),
      (value) => {
        const text = formatDate(value.toISOString(), 'ar');
        expect(text).not.toMatch(/[\u0660-\u0669\u06F0-\u06F9]/);
        expect(text).toMatch(/^\d{1,2} \p{Script=Arabic}+ \d{4}$/u);
      },
    ),
  );
  expect(formatDate('not a date', 'ar')).toBe('');
});

it('picks the plural form a count takes: two in English, six in Arabic', () => {
  expect([0, 1, 2, 5].map((count) => pluralCategory(count, 'en'))).toEqual([
    'other',
    'one',
    'other',
    'other',
  ]);
  expect([0, 1, 2, 3, 11, 100].map((count) => pluralCategory(count, 'ar'))).toEqual([
    'zero',
    'one',
    'two',
    'few',
    'many',
    'other',
  ]);
  fc.assert(
    fc.property(fc.nat(10_000), (count) => {
      expect(pluralCategory(count, 'en')).toBe(new Intl.PluralRules('en').select(count));
    }),
  );
});
