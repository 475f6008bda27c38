/**
 * The language of the page being rendered (the router's context says it: ./router-context.ts), and
 * the languages the page exists in.
 */
import { useMatches, useRouter } from '@tanstack/react-router';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/schema-kit/locales';

export const useLocale = (): Locale =>
  (useRouter().options.context as { locale?: Locale } | undefined)?.locale ?? DEFAULT_LOCALE;

/** A loader's data that names the languages its page is in (a document's page). */
const languagesIn = (data: unknown): readonly Locale[] | undefined => {
  const languages = (data as { languages?: unknown } | undefined)?.languages;
  return Array.isArray(languages) ? LOCALES.filter((locale) => languages.includes(locale)) : undefined;
};

/**
 * The languages the current page exists in: a document's page says so in its loader's data
 * (`languages`: a document may be published in English only); every other page is in every language.
 */
export const usePageLanguages = (): readonly Locale[] =>
  useMatches({
    select: (matches) => {
      for (let index = matches.length - 1; index >= 0; index--) {
        const languages = languagesIn(matches[index]?.loaderData);
        if (languages) return languages.join(',');
      }
      return LOCALES.join(',');
    },
  })
    .split(',')
    .filter((locale): locale is Locale => (LOCALES as readonly string[]).includes(locale));
