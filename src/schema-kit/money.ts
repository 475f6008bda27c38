/**
 * An amount of money as a value: the full figure, its currency, and whether it reads "or more"
 * ($50M+). Stored as numbers, not words, so each language writes it its own way (the loaders format
 * it with Intl.NumberFormat, ../app/format-money.ts). The admin draws it as a group of three
 * ordinary fields; nothing in the editor is special to money.
 */
import * as v from 'valibot';
import { type BaseOptions, boolean, hinted, number, select } from './fields';
import { isRecord } from './is-record';
import { englishOf } from './localize';
import { entriesOf, fromPipe } from './schema-walk';

/** The currencies an amount can be in: the site's market's and the investors' own. */
export const CURRENCIES = ['USD', 'AED'] as const;
export type Currency = (typeof CURRENCIES)[number];

export interface Money {
  amount: number;
  currency: Currency;
  orMore: boolean;
}

/** A money field: a group the loaders turn into text in the page's language. */
export function money(title: string, fallback: Money, options: BaseOptions = {}) {
  const schema = v.object({
    amount: number('Amount', fallback.amount, {
      min: 0,
      description: 'The whole figure, e.g. 150000000 for 150 million. Pages show it short ($150M).',
    }),
    currency: select('Currency', CURRENCIES, fallback.currency),
    orMore: boolean('Or more (shows a +)', fallback.orMore),
  });
  return v.optional(
    hinted(schema, title, { widget: 'group', layout: 'card', money: true }, options.description),
    () => ({ ...fallback }),
  );
}

/** Is this field a money field? */
export const isMoneyField = (schema: v.GenericSchema): boolean =>
  (fromPipe(schema, v.getMetadata) as { money?: boolean } | undefined)?.money === true;

export const isMoney = (value: unknown): value is Money =>
  isRecord(value) &&
  typeof value.amount === 'number' &&
  CURRENCIES.includes(value.currency as Currency) &&
  typeof value.orMore === 'boolean';

const SCALE: Record<string, number> = { '': 1, K: 1e3, M: 1e6, B: 1e9 };

/**
 * An amount an earlier version stored as words ('$150M', '$50M+', 'AED 2.5M', '$100,000'), as a
 * value; undefined for words that are not just an amount ('$85M by 2027').
 */
export function moneyFromText(text: string): Money | undefined {
  const found = /^\s*(\$|USD|US\$|AED)\s*([\d,]+(?:\.\d+)?)\s*([KMB]?)\s*(\+?)\s*$/i.exec(text);
  if (!found) return undefined;
  const [, sign = '', figure = '', scale = '', plus] = found;
  const amount = Math.round(Number(figure.replaceAll(',', '')) * (SCALE[scale.toUpperCase()] ?? 1));
  if (!Number.isSafeInteger(amount)) return undefined;
  return { amount, currency: sign.toUpperCase() === 'AED' ? 'AED' : 'USD', orMore: plus === '+' };
}

/**
 * `stored` with each money field that an earlier version kept as words ('$150M', in any language of
 * a translated value) as an amount, found by the schema; the same value when there is none.
 * Words that are not just an amount are left to salvage.
 */
export function moneyFromWords(schema: v.GenericSchema, stored: unknown): unknown {
  if (isMoneyField(schema)) {
    const words = isMoney(stored) ? undefined : englishOf(stored);
    return (typeof words === 'string' && moneyFromText(words)) || stored;
  }
  const entries = entriesOf(schema);
  if (!entries || !isRecord(stored)) return stored;
  let upgraded: Record<string, unknown> | undefined;
  for (const [key, entry] of Object.entries(entries)) {
    if (!(key in stored)) continue;
    const value = moneyFromWords(entry, stored[key]);
    if (value === stored[key]) continue;
    upgraded ??= { ...stored };
    upgraded[key] = value;
  }
  return upgraded ?? stored;
}
