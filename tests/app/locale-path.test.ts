/** Where each language's pages live: English at the routes' paths, Arabic under /ar/. */
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { hasPageIn, localeOfPath, withLocale, withoutLocale } from '@/app/locale-path';
import { alternatesOf } from '@/components/seo/Seo';

it('reads the language from the path: /ar and /ar/… are Arabic, everything else English', () => {
  expect(localeOfPath('/ar')).toBe('ar');
  expect(localeOfPath('/ar/')).toBe('ar');
  expect(localeOfPath('/ar/blog/ai-for-business')).toBe('ar');
  expect(localeOfPath('/')).toBe('en');
  expect(localeOfPath('/about')).toBe('en');
  expect(localeOfPath('/arabic-news')).toBe('en');
  expect(localeOfPath('/blog/ar')).toBe('en');
});

it("gives a route's path in each language, and the route's path back", () => {
  expect(withLocale('/', 'ar')).toBe('/ar/');
  expect(withLocale('/blog', 'ar')).toBe('/ar/blog');
  expect(withLocale('/services/cloud', 'en')).toBe('/services/cloud');
  expect(withLocale('/ar/blog', 'en')).toBe('/blog');
  expect(withLocale('/ar/', 'ar')).toBe('/ar/');
  expect(withoutLocale('/ar')).toBe('/');
  expect(withoutLocale('/ar/')).toBe('/');
  expect(withoutLocale('/ar/contact')).toBe('/contact');
  expect(withoutLocale('/arabic-news')).toBe('/arabic-news');
  const routePath = fc
    .array(fc.stringMatching(/^[a-z0-9-]{1,12}$/), { maxLength: 3 })
    .map((parts) => `/${parts.join('/')}`);
  fc.assert(
    fc.property(routePath, fc.constantFrom('en' as const, 'ar' as const), (path, locale) => {
      const localized = withLocale(path, locale);
      expect(localeOfPath(localized)).toBe(path === '/ar' || path.startsWith('/ar/') ? 'ar' : locale);
      if (!(path === '/ar' || path.startsWith('/ar/'))) expect(withoutLocale(localized)).toBe(path);
    }),
  );
});

it('keeps the admin out of the languages: one English interface, no Arabic page or switcher there', () => {
  expect(withLocale('/admin', 'ar')).toBe('/admin');
  expect(withLocale('/admin/login', 'ar')).toBe('/admin/login');
  expect(hasPageIn('/admin/login', 'ar')).toBe(false);
  expect(hasPageIn('/about', 'ar')).toBe(true);
  expect(hasPageIn('/about', 'en')).toBe(true);
});

it('a page published in English only has no Arabic alternate for search engines, and none points to it', () => {
  expect(hasPageIn('/blog/english-only', 'ar', ['en'])).toBe(false);
  expect(hasPageIn('/blog/english-only', 'en', ['en'])).toBe(true);
  expect(alternatesOf('/blog/english-only', ['en'])).toEqual([]);
  expect(alternatesOf('/blog/both', ['en', 'ar']).map((link) => link.hreflang)).toEqual([
    'en',
    'ar',
    'x-default',
  ]);
});
