/**
 * Amounts of money (../schema-kit/money.ts) as the page's language writes them, for the loaders:
 * English short and with its symbol ($150M, $50M+, AED 2.5M), Arabic in words a Gulf reader uses
 * (150 مليون دولار أمريكي, أكثر من 50 مليون دولار أمريكي), with Latin digits. A prerendered page
 * carries the text its loader made, so the browser never formats it again on hydration.
 */
import type * as v from 'valibot';
import { LOCALE_SETTINGS, type Locale } from '@/schema-kit/locales';
import { isMoney, isMoneyField, type Money } from '@/schema-kit/money';
import { type AnySchema, entriesOf, isRecord, itemOf } from '@/schema-kit/schema-walk';

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(locale: Locale, currency: string): Intl.NumberFormat {
  const key = `${locale}:${currency}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.NumberFormat(LOCALE_SETTINGS[locale].intl, {
      style: 'currency',
      currency,
      currencyDisplay: LOCALE_SETTINGS[locale].money.display,
      notation: 'compact',
      minimumFractionDigits: 0,
      maximumFractionDigits: 1,
    });
    formatters.set(key, found);
  }
  return found;
}

export function formatMoney(value: Money, locale: Locale): string {
  const figure = formatter(locale, value.currency).format(value.amount);
  if (!value.orMore) return figure;
  return LOCALE_SETTINGS[locale].money.orMore.replace('{amount}', figure);
}

/** A value with each amount of money in it written out as text. */
export type MoneyAsText<T> = T extends Money
  ? string
  : T extends readonly (infer I)[]
    ? MoneyAsText<I>[]
    : T extends object
      ? { [K in keyof T]: MoneyAsText<T[K]> }
      : T;

/**
 * `value`, read by `schema`, with each money field's amount written out in `locale`; one already
 * written out (the marker build's marker) stays as it is.
 */
export function moneyAsText<T>(schema: v.GenericSchema, value: T, locale: Locale): MoneyAsText<T> {
  if (isMoneyField(schema))
    return (
      isMoney(value) ? formatMoney(value, locale) : typeof value === 'string' ? value : ''
    ) as MoneyAsText<T>;
  const item = itemOf(schema);
  if (item && Array.isArray(value))
    return value.map((entry) => moneyAsText(item, entry, locale)) as MoneyAsText<T>;
  const entries = entriesOf(schema as AnySchema);
  if (!entries || !isRecord(value)) return value as MoneyAsText<T>;
  const out: Record<string, unknown> = { ...value };
  for (const [key, entry] of Object.entries(entries)) {
    if (key in value) out[key] = moneyAsText(entry, value[key], locale);
  }
  return out as MoneyAsText<T>;
}
