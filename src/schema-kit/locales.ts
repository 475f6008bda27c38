/**
 * The site's languages. English is the default: its pages live at `/`, Arabic's under `/ar/`. A
 * locale is a property of the page being read (the router's context), never of a value a component
 * receives: loaders resolve localized fields to the page's language (./localize.ts).
 */
export const LOCALES = ['en', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/** Writing direction of each locale's text. */
export const DIRECTION: Record<Locale, 'ltr' | 'rtl'> = { en: 'ltr', ar: 'rtl' };

/** Each locale's name in its own language: what the language switcher offers. */
export const LOCALE_NAME: Record<Locale, string> = { en: 'English', ar: 'العربية' };
