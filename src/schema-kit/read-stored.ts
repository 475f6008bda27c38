/**
 * Reading a value stored by any version of the site: the definition's `upgrade` first (an earlier
 * version's shape becomes today's, so moved or restructured data keeps the owner's words), then its
 * localized fields in one language (./localize.ts), then `salvage` (what is still invalid falls back to its default, and is reported). Every reader of
 * stored settings and documents goes through here: pages, the admin, history restores and imports.
 */
import type * as v from 'valibot';
import type { Locale } from './locales';
import { type Dictionary, localize } from './localize';
import { type SalvageResult, salvage } from './salvage';

/** What a stored value is read by: a schema, and the step from earlier shapes to this one. */
export interface StoredShape<S extends v.GenericSchema = v.GenericSchema> {
  schema: S;
  /**
   * Turns a value stored by an earlier version into today's shape. It is given every stored value,
   * old or current, so it must leave a current one as it is (and never throw).
   */
  upgrade?: (stored: unknown) => unknown;
}

/** `stored` upgraded, if its definition has a step for that. */
export function upgraded(definition: Pick<StoredShape, 'upgrade'>, stored: unknown): unknown {
  if (!definition.upgrade || stored === undefined) return stored;
  try {
    return definition.upgrade(stored);
  } catch (error) {
    // An upgrade that cannot read the value leaves it to salvage, which reports what it replaces.
    console.warn('[settings] A stored value could not be upgraded; it is read as it is.', error);
    return stored;
  }
}

/** Which language to read, and the translations of the default words (./localize.ts). */
export interface ReadLocale {
  locale?: Locale;
  dictionary?: Dictionary;
}

/**
 * A stored value as today's schema reads it: upgraded, in one language (English unless told), then
 * salvaged; `fallbacks` names the values shown in English for want of their translation.
 */
export function readStored<S extends v.GenericSchema>(
  definition: StoredShape<S>,
  stored: unknown,
  { locale = 'en', dictionary }: ReadLocale = {},
): SalvageResult<v.InferOutput<S>> & { fallbacks: string[] } {
  const { value, fallbacks } = localize(definition.schema, upgraded(definition, stored), locale, dictionary);
  return { ...salvage(definition.schema, value), fallbacks };
}
