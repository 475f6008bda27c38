/**
 * Dates and counts as the page's language writes them, on the documents' pages (it travels in their
 * chunk: no file of its own). English keeps its hand-written date (no Intl
 * on English pages: Intl builds its first date formatter in one task of ~15 ms, its time-zone and
 * locale data, which a phone would spend in the middle of hydrating the page). Arabic uses Intl with
 * every option pinned (Latin digits, as UAE business sites use; the Gregorian calendar; Dubai's time
 * zone), so the prerendered text and the browser's first render are the same wherever they run.
 */

import { useLocale } from '@/app/use-locale';
import { DEFAULT_LOCALE, LOCALE_SETTINGS, type Locale } from '@/schema-kit/locales';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const dates = new Map<Locale, Intl.DateTimeFormat>();

/**
 * "March 12, 2024" in English (en-US's long date, in UTC, written out); "12 مارس 2024" in Arabic
 * (in Dubai's time); '' for a date that cannot be read.
 */
export function formatDate(iso: string, locale: Locale = DEFAULT_LOCALE): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  const date = new Date(time);
  if (locale !== DEFAULT_LOCALE) {
    let format = dates.get(locale);
    if (!format) {
      format = new Intl.DateTimeFormat(LOCALE_SETTINGS[locale].intl, {
        calendar: 'gregory',
        numberingSystem: 'latn',
        timeZone: 'Asia/Dubai',
        year: 'numeric',
        month: 'long',
        day: 'numeric',
      });
      dates.set(locale, format);
    }
    return format.format(date);
  }
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

const plurals = new Map<Locale, Intl.PluralRules>();

/**
 * The plural form a count takes with a noun: English's two ('one', 'other', exactly as
 * Intl.PluralRules('en') answers), Arabic's six ('zero', 'one', 'two', 'few', 'many', 'other').
 */
export function pluralCategory(count: number, locale: Locale = DEFAULT_LOCALE): Intl.LDMLPluralRule {
  if (locale === DEFAULT_LOCALE) return count === 1 ? 'one' : 'other';
  let rules = plurals.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(LOCALE_SETTINGS[locale].intl);
    plurals.set(locale, rules);
  }
  return rules.select(count);
}

/** The formatters bound to the page's language (the router's context). */
export function useFormat() {
  const locale = useLocale();
  return {
    locale,
    date: (iso: string) => formatDate(iso, locale),
    plural: (count: number) => pluralCategory(count, locale),
  };
}
