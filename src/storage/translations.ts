/**
 * The translations of the default words and the seed documents (content/<locale>/, content/ar/ for
 * Arabic), one dictionary per entity and per seed document, each its own chunk: a translated page
 * loads the ones it reads, an English page none (this module itself is imported only for translated
 * pages). Every folder of content/ holding JSON is a language's dictionary.
 */
import { DEFAULT_LOCALE, type Locale } from '@/schema-kit/locales';
import type { Dictionary } from '@/schema-kit/localize';

const files = import.meta.glob<Dictionary>('../../content/*/**/*.json', { import: 'default' });

/** The dictionary of an entity (`hero`) or a seed document (`services/cloud`) in `locale`, if it has one. */
export async function dictionaryFor(locale: Locale, key: string): Promise<Dictionary | undefined> {
  if (locale === DEFAULT_LOCALE) return undefined;
  return files[`../../content/${locale}/${key}.json`]?.();
}
