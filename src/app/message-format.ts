/**
 * Interface texts with a number or a choice in them, written in ICU MessageFormat:
 * '{minutes, plural, one {دقيقة واحدة} two {دقيقتان} few {# دقائق} other {# دقيقة}}'. Arabic has
 * six plural forms (zero, one, two, few, many, other), chosen by Intl.PluralRules. A plain
 * '{minutes} min read' is a message too, so texts stored before keep working unchanged.
 *
 * Only loaders and the code that loads more items import this (it carries the formatter): they hand
 * components the finished words, so a visitor's first load never parses a message.
 */
import { IntlMessageFormat } from 'intl-messageformat';
import { LOCALE_SETTINGS, type Locale } from '@/schema-kit/locales';
import { fill } from '@/schema-kit/template';

/** The message with its values in place; a message that cannot be read is filled as plain text. */
export function formatMessage(
  text: string,
  values: Readonly<Record<string, string | number>>,
  locale: Locale,
): string {
  try {
    return String(new IntlMessageFormat(text, LOCALE_SETTINGS[locale].intl).format(values));
  } catch {
    return fill(text, values);
  }
}

/**
 * The message formatted for each count a page shows ('{minutes} min read' for 3 and 5 minutes),
 * keyed by the count: the page's words, ready for its components.
 */
export function messagesByCount(
  text: string,
  name: string,
  counts: Iterable<number>,
  locale: Locale,
): Record<number, string> {
  return Object.fromEntries(
    [...new Set(counts)].map((count) => [count, formatMessage(text, { [name]: count }, locale)]),
  );
}
