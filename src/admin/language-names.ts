/** The site's languages as the owner's admin (which is English) names them: 'Arabic', 'English and Arabic'. */
import { DEFAULT_LOCALE, isLocale, LOCALE_SETTINGS, type Locale } from '@/schema-kit/locales';

/**
 * A language by its English name; a code the site is not configured with, as it is. Rows from before
 * languages were kept (none) were all in the default language.
 */
export function languageName(locale: unknown): string {
  if (locale === null || locale === undefined) return LOCALE_SETTINGS[DEFAULT_LOCALE].englishName;
  return isLocale(locale) ? LOCALE_SETTINGS[locale].englishName : String(locale);
}

const list = new Intl.ListFormat('en', { type: 'conjunction' });

/** Languages by their English names, as the admin's sentences name them: 'English and Arabic'. */
export const languageList = (locales: readonly Locale[]): string => list.format(locales.map(languageName));
