/**
 * The Arabic of the default words and the seed documents (content/ar/), one dictionary per entity
 * and per seed document, each its own chunk: an Arabic page loads the ones it reads, an English
 * page none (this module itself is imported only for Arabic pages).
 */
import type { Locale } from '@/schema-kit/locales';
import type { Dictionary } from '@/schema-kit/localize';

const files = import.meta.glob<Dictionary>('../../content/ar/**/*.json', { import: 'default' });

/** The dictionary of an entity (`hero`) or a seed document (`services/cloud`) in `locale`, if it has one. */
export async function dictionaryFor(locale: Locale, key: string): Promise<Dictionary | undefined> {
  if (locale === 'en') return undefined;
  return files[`../../content/${locale}/${key}.json`]?.();
}
