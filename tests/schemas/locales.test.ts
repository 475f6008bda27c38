/**
 * The site's languages are one list: each entry is all the code knows of a language, and the
 * database takes its code as it is (a two- or three-letter code, as its checks require).
 */
import { describe, expect, it } from 'vitest';
import { localeOfPath, withLocale, withoutLocale } from '@/app/locale-path';
import { DEFAULT_LOCALE, LOCALE_SETTINGS, LOCALES, TRANSLATIONS } from '@/schema-kit/locales';

describe('the configured languages', () => {
  it('have codes the database accepts, English first and at the site’s own paths', () => {
    for (const locale of LOCALES) expect(locale).toMatch(/^[a-z]{2,3}$/);
    expect(DEFAULT_LOCALE).toBe('en');
    expect(LOCALE_SETTINGS[DEFAULT_LOCALE].prefix).toBe('');
    expect(TRANSLATIONS).not.toContain(DEFAULT_LOCALE);
  });

  it('each other language lives under its own prefix, and its pages map to the same routes', () => {
    for (const locale of TRANSLATIONS) {
      const { prefix, intl } = LOCALE_SETTINGS[locale];
      expect(prefix).toMatch(/^\/[a-z-]+$/);
      expect(() => new Intl.PluralRules(intl)).not.toThrow();
      expect(withLocale('/blog', locale)).toBe(`${prefix}/blog`);
      expect(withLocale('/', locale)).toBe(`${prefix}/`);
      expect(localeOfPath(`${prefix}/blog`)).toBe(locale);
      expect(localeOfPath(prefix)).toBe(locale);
      expect(withoutLocale(`${prefix}/blog`)).toBe('/blog');
      expect(withoutLocale(`${prefix}/`)).toBe('/');
      expect(withLocale(`${prefix}/blog`, DEFAULT_LOCALE)).toBe('/blog');
      // A path that only starts with the same letters is not that language's.
      expect(localeOfPath(`${prefix}chive`)).toBe(DEFAULT_LOCALE);
    }
    expect(withLocale('/admin', TRANSLATIONS[0] ?? DEFAULT_LOCALE)).toBe('/admin');
  });
});
