/**
 * The site's languages, as one list: everything the code needs to know of a language is its entry
 * here. English is the default: its pages live at the site's own paths, every other language's under
 * its prefix (`/ar/`). A locale is a property of the page being read (the router's context), never
 * of a value a component receives: loaders resolve localized fields to the page's language
 * (./localize.ts).
 */
export interface LocaleSettings {
  /** The code stored values, page data and the database use. */
  readonly code: string;
  /** The language's name in its own language: what the language switcher offers. */
  readonly name: string;
  /** Its name in English: what the admin's messages call it. */
  readonly englishName: string;
  /** Writing direction of its text. */
  readonly direction: 'ltr' | 'rtl';
  /** The Intl locale its dates, numbers and plural forms are written with. */
  readonly intl: string;
  /** Where its pages live: '' for the site's own paths, else `/<prefix>` before them. */
  readonly prefix: string;
}

const SETTINGS = [
  { code: 'en', name: 'English', englishName: 'English', direction: 'ltr', intl: 'en-US', prefix: '' },
  // Arabic (UAE) with Latin digits, as UAE business sites write them.
  {
    code: 'ar',
    name: 'العربية',
    englishName: 'Arabic',
    direction: 'rtl',
    intl: 'ar-AE-u-nu-latn',
    prefix: '/ar',
  },
] as const satisfies readonly LocaleSettings[];

export type Locale = (typeof SETTINGS)[number]['code'];

export const LOCALES: readonly Locale[] = SETTINGS.map((entry) => entry.code);

export const DEFAULT_LOCALE: Locale = 'en';

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/** A language's settings. */
export const LOCALE_SETTINGS = Object.fromEntries(SETTINGS.map((entry) => [entry.code, entry])) as Record<
  Locale,
  LocaleSettings
>;

/** The languages other than English: those a value can be translated into. */
export const TRANSLATIONS: readonly Locale[] = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);
