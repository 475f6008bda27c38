/**
 * The language an editor edits in: English, or another of the site's languages (each localized
 * field's value in it, with its English beside it), and how much of the entity has its words in
 * each. The admin's own words stay English.
 */
import { Group, SegmentedControl, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { defaultsOf, type Entity } from '@/schema-kit/entity';
import { DEFAULT_LOCALE, LOCALE_SETTINGS, LOCALES, type Locale, TRANSLATIONS } from '@/schema-kit/locales';
import { type Dictionary, translationStatus } from '@/schema-kit/localize';
import { upgraded } from '@/schema-kit/read-stored';
import type { SettingsStore } from '@/storage/settings-store';
import { dictionaryFor } from '@/storage/translations';

/** The localized fields with English words, and how many of them each other language has. */
export interface TranslationCount {
  total: number;
  translated: Partial<Record<Locale, number>>;
}

/** 'Arabic: 12 of 40 fields', one line per language the site is translated into. */
const countLines = (count: TranslationCount) =>
  TRANSLATIONS.map((locale) => ({
    locale,
    text: `${LOCALE_SETTINGS[locale].englishName}: ${count.translated[locale] ?? 0} of ${count.total} fields`,
    short: (count.translated[locale] ?? 0) < count.total,
  }));

/** How much of a value has its words in each language (`dictionaries`: the defaults' translations by language). */
export function countOf(
  schema: Entity['schema'],
  stored: unknown,
  dictionaries: Partial<Record<Locale, Dictionary | undefined>> = {},
): TranslationCount {
  let total = 0;
  const translated: Partial<Record<Locale, number>> = {};
  for (const locale of TRANSLATIONS) {
    const status = translationStatus(schema, stored, locale, dictionaries[locale]);
    total = status.total;
    translated[locale] = status.translated;
  }
  return { total, translated };
}

const dictionariesFor = async (key: string) =>
  Object.fromEntries(
    await Promise.all(
      TRANSLATIONS.map(async (locale) => [locale, await dictionaryFor(locale, key)] as const),
    ),
  ) as Partial<Record<Locale, Dictionary | undefined>>;

/** The entity's values in `locale`, the English beside them when that is not English, and the Arabic count. */
export async function loadInLanguage(
  store: SettingsStore,
  entity: Entity,
  locale: Locale,
): Promise<{ values: unknown; english?: unknown; stored: unknown; count: TranslationCount }> {
  const dictionary = await dictionaryFor(locale, entity.key);
  const [values, english, { stored, count }] = await Promise.all([
    store.read(entity, { locale, dictionary }),
    locale === DEFAULT_LOCALE ? undefined : store.read(entity),
    countTranslated(store, entity),
  ]);
  return { values, english, stored, count };
}

/** The entity's stored value (every language) and how many of its words each language has. */
export async function countTranslated(
  store: SettingsStore,
  entity: Entity,
): Promise<{ stored: unknown; count: TranslationCount }> {
  const [dictionaries, raw] = await Promise.all([dictionariesFor(entity.key), store.raw(entity.key)]);
  const stored = raw === undefined ? defaultsOf(entity) : upgraded(entity, raw);
  return { stored, count: countOf(entity.schema, stored, dictionaries) };
}

/** How much of a group of entities (the Pages group) has its words in each language, for the side navigation. */
export function GroupTranslationCount({ store, entities }: { store: SettingsStore; entities: Entity[] }) {
  const [count, setCount] = useState<TranslationCount | undefined>();
  useEffect(() => {
    let cancelled = false;
    const count = () =>
      Promise.all(entities.map((entity) => countTranslated(store, entity))).then((counts) => {
        if (cancelled) return;
        setCount({
          total: counts.reduce((sum, { count }) => sum + count.total, 0),
          translated: Object.fromEntries(
            TRANSLATIONS.map((locale) => [
              locale,
              counts.reduce((sum, { count }) => sum + (count.translated[locale] ?? 0), 0),
            ]),
          ),
        });
      });
    void count();
    const unsubscribe = store.subscribe(() => void count());
    return () => {
      cancelled = true;
      unsubscribe();
    };
  }, [store, entities]);
  if (!count || count.total === 0) return null;
  return countLines(count).map(({ locale, text }) => (
    <Text key={locale} size="xs" c="dimmed" px="sm" mt={4}>
      {text}
    </Text>
  ));
}

export function LanguageBar({
  locale,
  count,
  dirty,
  onChange,
}: {
  locale: Locale;
  count: TranslationCount;
  dirty: boolean;
  onChange: (locale: Locale) => void;
}) {
  if (count.total === 0) return null;
  return (
    <Group gap="md" wrap="wrap">
      <SegmentedControl
        aria-label="Editing language"
        value={locale}
        disabled={dirty}
        onChange={(value) => onChange(value as Locale)}
        data={LOCALES.map((one) => ({
          value: one,
          label:
            one === DEFAULT_LOCALE ? (
              LOCALE_SETTINGS[one].name
            ) : (
              <span lang={one}>{LOCALE_SETTINGS[one].name}</span>
            ),
        }))}
      />
      {countLines(count).map(({ locale, text, short }) => (
        <Text key={locale} size="sm" fw={short ? 600 : 400}>
          {text}
        </Text>
      ))}
      {dirty ? (
        <Text size="sm" c="dimmed">
          Save or undo your changes to switch language.
        </Text>
      ) : null}
    </Group>
  );
}
