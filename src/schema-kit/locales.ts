/**
 * The site's languages, read from their configuration (content/locales.ts): everything the code
 * needs to know of a language is its entry there. English is the default: its pages live at the
 * site's own paths, every other language's under its prefix (`/ar/`). A locale is a property of the
 * page being read (the router's context), never of a value a component receives: loaders resolve
 * localized fields to the page's language (./localize.ts).
 */
import { LOCALE_LIST } from '@content/locales';

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
  /** Its Open Graph locale (`og:locale`). */
  readonly openGraph: string;
  /** Its script: an Arabic-script language's pages add the Arabic typeface to the site's Latin one. */
  readonly script: 'latin' | 'arabic';
  /**
   * How amounts of money read: the currency as a symbol ($150M) or by name, and an amount with
   * "or more" (`{amount}` is the formatted amount).
   */
  readonly money: { readonly display: 'symbol' | 'name'; readonly orMore: string };
  /**
   * The one message not read from the settings, because they are what failed: a page that cannot
   * be shown even with the defaults (src/components/site/PageErrorFallback.tsx).
   */
  readonly pageError: {
    readonly sorry: string;
    readonly reload: string;
    readonly or: string;
    readonly home: string;
  };
}

export type Locale = (typeof LOCALE_LIST)[number]['code'];

export const LOCALES: readonly Locale[] = LOCALE_LIST.map((entry) => entry.code);

export const DEFAULT_LOCALE: Locale = 'en';

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/** A language's settings. */
export const LOCALE_SETTINGS = Object.fromEntries(LOCALE_LIST.map((entry) => [entry.code, entry])) as Record<
  Locale,
  LocaleSettings
>;

/** The languages other than English: those a value can be translated into. */
export const TRANSLATIONS: readonly Locale[] = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);
