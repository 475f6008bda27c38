/**
 * Localized fields. A field marked `localized` (text, text areas, lists of short texts, rich text and
 * image alt text by default) stores one value per language, `{ en, ar }`; a plain value is English (every value stored
 * before languages existed, and every value that has no translation yet).
 *
 * Two walks over a schema and a stored value, beside salvage:
 * - `localize` gives the value in one language, shaped as the schema reads it, so components never
 *   see a locale object. A missing Arabic value is the default's Arabic while its English is still the
 *   default's (a translation of exactly that text, from a dictionary), else the English (a fallback).
 * - `mergeLocale` writes a value edited in one language into the stored one, keeping the other
 *   language's values; a fallback is never saved as a translation.
 */
import * as v from 'valibot';
import { childAddress, rowStep } from './field-paths';
import type { FieldHints } from './fields';
import { DEFAULT_LOCALE, LOCALES, type Locale } from './locales';
import { type AnySchema, fromPipe, isRecord, itemOf, shapeFor } from './schema-walk';
import { stepInto } from './value-at';

/**
 * English text (a string, or a rich-text body by its words) to its Arabic: the translations of the
 * default values and seed documents, by their English.
 */
export type Dictionary = Readonly<Record<string, unknown>>;

/**
 * A localized field's stored value once it has a translation: one value per locale, and in `from`
 * for each translation a fingerprint of the English it was written for, so a later change of the
 * English shows that translation as out of date. Values stored before there could be more than one
 * translation hold the Arabic's fingerprint as `arOf`; they read the same (`translatedFrom`), and
 * the next edit of the value writes it as `from.ar`.
 */
export type LocaleValue = Partial<Record<Locale, unknown>> & {
  from?: Partial<Record<Locale, string>>;
  arOf?: string;
};

const LOCALE_KEYS: ReadonlySet<string> = new Set([...LOCALES, 'from', 'arOf']);

/** The fingerprint of the English a stored translation was written for (`arOf` as stored before `from`). */
const translatedFrom = (stored: LocaleValue, locale: Locale): string | undefined =>
  stored.from?.[locale] ?? (locale === 'ar' ? stored.arOf : undefined);

/** `stored` with the fingerprint of its translation into `locale` set (or removed), in today's shape. */
function withFrom(stored: LocaleValue, locale: Locale, print: string | undefined): LocaleValue {
  const { arOf, from, ...values } = stored;
  const prints: Partial<Record<Locale, string>> = { ...(arOf === undefined ? {} : { ar: arOf }), ...from };
  if (print === undefined) delete prints[locale];
  else prints[locale] = print;
  return Object.keys(prints).length > 0 ? { ...values, from: prints } : values;
}

/** A short fingerprint of a value (FNV-1a over its JSON): enough to tell that the English changed. */
export function fingerprint(value: unknown): string {
  const text = JSON.stringify(value) ?? '';
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/** Was the English changed after its translation into `locale` was written (and it not confirmed since)? */
export function isStale(stored: unknown, locale: Locale): boolean {
  if (!isLocaleValue(stored) || !hasText(stored[locale])) return false;
  const written = translatedFrom(stored, locale);
  return written !== undefined && written !== fingerprint(englishOf(stored));
}

export const isLocaleValue = (value: unknown): value is LocaleValue =>
  isRecord(value) &&
  LOCALES.some((locale) => locale in value) &&
  Object.keys(value).every((key) => LOCALE_KEYS.has(key));

/** What a schema is to the walks: a localized value, a picture with a localized alt text, or neither. */
type Role = 'localized' | 'alt' | 'other';
const roles = new WeakMap<AnySchema, Role>();

/** Read from the field's hints once per schema: reading stored values walks them often. */
function roleOf(schema: AnySchema): Role {
  let role = roles.get(schema);
  if (role === undefined) {
    const hints = fromPipe(schema, v.getMetadata) as FieldHints | undefined;
    role =
      hints?.localized === true
        ? 'localized'
        : hints?.widget === 'image' || hints?.widget === 'illustration'
          ? 'alt'
          : 'other';
    roles.set(schema, role);
  }
  return role;
}

/** Is the field's value kept per language? */
export const isLocalized = (schema: AnySchema): boolean => roleOf(schema) === 'localized';

/** An image's or illustration's value keeps its alt text per language; the picture itself is shared. */
const hasLocalizedAlt = (schema: AnySchema): boolean => roleOf(schema) === 'alt';

/** Does the value hold any value per language? (English reads of values that hold none need no walk.) */
export function holdsLocaleValues(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(holdsLocaleValues);
  if (!isRecord(value)) return false;
  return isLocaleValue(value) || Object.values(value).some(holdsLocaleValues);
}

/** The words of a rich-text body (its text nodes, in order): how a dictionary knows a body. */
export function wordsOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (!isRecord(value)) return '';
  if (typeof value.text === 'string') return value.text;
  return Array.isArray(value.content) ? value.content.map(wordsOf).join('\n') : '';
}

/** The key a dictionary holds a value's translation under: a string itself, a body its words. */
export const dictionaryKey = (english: unknown): string | undefined =>
  typeof english === 'string' ? english : isRecord(english) ? wordsOf(english) : undefined;

const translation = (english: unknown, dictionary: Dictionary | undefined): unknown => {
  if (Array.isArray(english)) {
    // A list of short texts (tags, bullet points) translates entry by entry, or not at all.
    const entries = english.map((entry) => translation(entry, dictionary));
    return english.length > 0 && entries.every((entry) => entry !== undefined) ? entries : undefined;
  }
  const key = dictionaryKey(english);
  if (key === undefined || key === '' || !dictionary) return undefined;
  const found = dictionary[key];
  // A body translates to a body and a string to a string: anything else is not this value's.
  return typeof found === typeof english ? found : undefined;
};

const hasText = (value: unknown): boolean =>
  value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);

/** A stored localized value's English: its `en`, or the plain value (stored before it had a translation). */
export function englishOf(stored: unknown): unknown {
  if (!isLocaleValue(stored)) return stored;
  // A value written in another language first, before anyone wrote its English, reads as that.
  const written = [DEFAULT_LOCALE, ...LOCALES].map((locale) => stored[locale]).find(hasText);
  return written ?? stored[DEFAULT_LOCALE];
}

/** What one language reads from a localized field's stored value, and whether it is that language's own. */
export function pickLocale(
  stored: unknown,
  locale: Locale,
  dictionary?: Dictionary,
): { value: unknown; translated: boolean } {
  const english = englishOf(stored);
  if (locale === DEFAULT_LOCALE) return { value: english, translated: true };
  const own = isLocaleValue(stored) ? stored[locale] : undefined;
  if (hasText(own)) return { value: own, translated: true };
  const fromDictionary = translation(english, dictionary);
  if (fromDictionary !== undefined) return { value: fromDictionary, translated: true };
  // Nothing to translate (an empty value) is not missing.
  return { value: english, translated: !hasText(english) };
}

/** Called at each localized value with its address (./field-paths.ts). */
type LeafVisitor = (stored: unknown, path: string) => unknown;

/** Walks `stored` along `schema`, replacing each localized value by what `visit` returns. */
function mapLocalized(schema: AnySchema, stored: unknown, path: string, visit: LeafVisitor): unknown {
  if (isLocalized(schema)) return visit(stored, path);
  if (Array.isArray(stored)) {
    const item = itemOf(schema);
    return item
      ? stored.map((entry, index) =>
          mapLocalized(item, entry, childAddress(path, rowStep(entry, index)), visit),
        )
      : stored;
  }
  if (!isRecord(stored)) return stored;
  if (hasLocalizedAlt(schema))
    return 'alt' in stored ? { ...stored, alt: visit(stored.alt, childAddress(path, 'alt')) } : stored;
  const shape = shapeFor(schema, stored);
  if (!shape?.entries) return stored;
  const out: Record<string, unknown> = { ...stored };
  for (const [key, entry] of Object.entries(shape.entries)) {
    if (key in stored) out[key] = mapLocalized(entry, stored[key], childAddress(path, key), visit);
  }
  return out;
}

export interface Localized {
  value: unknown;
  /** Paths of the localized values shown in English because they have no translation yet. */
  fallbacks: string[];
}

/** A stored value in one language, shaped as its schema reads it (salvage comes after). */
export function localize(
  schema: v.GenericSchema,
  stored: unknown,
  locale: Locale,
  dictionary?: Dictionary,
): Localized {
  const fallbacks: string[] = [];
  if (locale === DEFAULT_LOCALE && !holdsLocaleValues(stored)) return { value: stored, fallbacks };
  const value = mapLocalized(schema as AnySchema, stored, '', (leaf, path) => {
    const picked = pickLocale(leaf, locale, dictionary);
    if (!picked.translated) fallbacks.push(path);
    return picked.value;
  });
  return { value, fallbacks };
}

const sameValue = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/** One localized value edited in `locale`, written over what was stored for it. */
function mergeLeaf(stored: unknown, edited: unknown, locale: Locale): unknown {
  let values: LocaleValue = isLocaleValue(stored) ? { ...stored } : { [DEFAULT_LOCALE]: stored };
  if (locale === DEFAULT_LOCALE) {
    values = withFrom(values, locale, undefined);
    values[locale] = edited;
  } else if (values[DEFAULT_LOCALE] === undefined || sameValue(edited, englishOf(stored))) {
    // A new value edited in another language first is its own English until someone writes one; a
    // value equal to the English is the fallback shown, not a translation.
    if (values[DEFAULT_LOCALE] === undefined) values[DEFAULT_LOCALE] = edited;
    delete values[locale];
    values = withFrom(values, locale, undefined);
  } else {
    // A new or changed translation is one of today's English; one left as it was keeps the English
    // it was written for (so it stays flagged until confirmed or edited).
    const written = translatedFrom(values, locale);
    const print =
      !sameValue(values[locale], edited) || written === undefined
        ? fingerprint(values[DEFAULT_LOCALE])
        : written;
    values = withFrom(values, locale, print);
    values[locale] = edited;
  }
  return Object.keys(values).length === 1 && DEFAULT_LOCALE in values ? values[DEFAULT_LOCALE] : values;
}

/** The stored localized value with its translation into `locale` confirmed as one of today's English. */
export const confirmTranslation = (stored: unknown, locale: Locale): unknown =>
  isLocaleValue(stored) && hasText(stored[locale])
    ? withFrom(stored, locale, fingerprint(englishOf(stored)))
    : stored;

/** The stored list item an edited one continues: the one with its id, else the one at its place. */
const storedItem = (stored: unknown, edited: unknown, index: number): unknown =>
  Array.isArray(stored) ? stepInto(stored, rowStep(edited, index)) : undefined;

function mergeValue(schema: AnySchema, stored: unknown, edited: unknown, locale: Locale): unknown {
  if (isLocalized(schema)) return mergeLeaf(stored, edited, locale);
  if (Array.isArray(edited)) {
    const item = itemOf(schema);
    return item
      ? edited.map((entry, index) => mergeValue(item, storedItem(stored, entry, index), entry, locale))
      : edited;
  }
  if (!isRecord(edited)) return edited;
  const before = isRecord(stored) ? stored : {};
  if (hasLocalizedAlt(schema))
    return 'alt' in edited ? { ...edited, alt: mergeLeaf(before.alt, edited.alt, locale) } : edited;
  const shape = shapeFor(schema, edited);
  if (!shape?.entries) return edited;
  const out: Record<string, unknown> = { ...edited };
  for (const [key, entry] of Object.entries(shape.entries)) {
    if (key in edited) out[key] = mergeValue(entry, before[key], edited[key], locale);
  }
  return out;
}

/**
 * `edited`, a whole value in `locale` (as `localize` gave it and a form changed it), as it is stored:
 * its shared fields and its `locale` values as edited, the other language's values kept from `stored`
 * (matched by list items' ids where they have them). An English-only value stays plain.
 */
export function mergeLocale(
  schema: v.GenericSchema,
  stored: unknown,
  edited: unknown,
  locale: Locale,
): unknown {
  return mergeValue(schema as AnySchema, stored, edited, locale);
}

/** How much of a stored value has its Arabic: localized values with text, and those translated. */
export function translationStatus(
  schema: v.GenericSchema,
  stored: unknown,
  locale: Locale,
  dictionary?: Dictionary,
): { total: number; translated: number; missing: { path: string; english: unknown }[]; stale: string[] } {
  let total = 0;
  const missing: { path: string; english: unknown }[] = [];
  const stale: string[] = [];
  mapLocalized(schema as AnySchema, stored, '', (leaf, path) => {
    const english = englishOf(leaf);
    if (!hasText(english)) return leaf;
    total += 1;
    if (!pickLocale(leaf, locale, dictionary).translated) missing.push({ path, english });
    if (isStale(leaf, locale)) stale.push(path);
    return leaf;
  });
  return { total, translated: total - missing.length, missing, stale };
}

/**
 * One stored value from a value per language (each as `localize` gives it): what an export file and
 * a restored version hold, so both languages travel together. Arabic equal to its English is left out.
 */
export function combineLocales(
  schema: v.GenericSchema,
  values: Partial<Record<Locale, unknown>> & { en: unknown },
): unknown {
  return LOCALES.reduce<unknown>(
    (stored, locale) =>
      locale === DEFAULT_LOCALE || values[locale] === undefined
        ? stored
        : mergeLocale(schema, stored, values[locale], locale),
    mergeLocale(schema, undefined, values[DEFAULT_LOCALE], DEFAULT_LOCALE),
  );
}
