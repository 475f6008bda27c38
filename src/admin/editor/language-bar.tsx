/**
 * The language an editor edits in: English, or Arabic (each localized field's Arabic value, with its
 * English beside it), and how much of the entity has its Arabic. The admin's own words stay English.
 */
import { Group, SegmentedControl, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { defaultsOf, type Entity } from '@/schema-kit/entity';
import { DEFAULT_LOCALE, LOCALE_NAME, LOCALES, type Locale } from '@/schema-kit/locales';
import { translationStatus } from '@/schema-kit/localize';
import { upgraded } from '@/schema-kit/read-stored';
import type { SettingsStore } from '@/storage/settings-store';
import { dictionaryFor } from '@/storage/translations';

export interface TranslationCount {
  translated: number;
  total: number;
}

/** The entity's values in `locale`, the English beside them when that is not English, and the Arabic count. */
export async function loadInLanguage(
  store: SettingsStore,
  entity: Entity,
  locale: Locale,
): Promise<{ values: unknown; english?: unknown; stored: unknown; count: TranslationCount }> {
  const dictionary = await dictionaryFor('ar', entity.key);
  const [values, english, { stored, count }] = await Promise.all([
    store.read(entity, { locale, dictionary }),
    locale === 'en' ? undefined : store.read(entity),
    countTranslated(store, entity),
  ]);
  return { values, english, stored, count };
}

/** The entity's stored value (both languages) and how many of its words have their Arabic. */
export async function countTranslated(
  store: SettingsStore,
  entity: Entity,
): Promise<{ stored: unknown; count: TranslationCount }> {
  const [dictionary, raw] = await Promise.all([dictionaryFor('ar', entity.key), store.raw(entity.key)]);
  const stored = raw === undefined ? defaultsOf(entity) : upgraded(entity, raw);
  const { translated, total } = translationStatus(entity.schema, stored, 'ar', dictionary);
  return { stored, count: { translated, total } };
}

/** How much of a group of entities (the Pages group) has its Arabic, for the side navigation. */
export function GroupTranslationCount({ store, entities }: { store: SettingsStore; entities: Entity[] }) {
  const [count, setCount] = useState<TranslationCount | undefined>();
  useEffect(() => {
    let cancelled = false;
    const count = () =>
      Promise.all(entities.map((entity) => countTranslated(store, entity))).then((counts) => {
        if (cancelled) return;
        setCount({
          translated: counts.reduce((sum, { count }) => sum + count.translated, 0),
          total: counts.reduce((sum, { count }) => sum + count.total, 0),
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
  return (
    <Text size="xs" c="dimmed" px="sm" mt={4}>
      Arabic: {count.translated} of {count.total} fields
    </Text>
  );
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
          label: one === DEFAULT_LOCALE ? LOCALE_NAME[one] : <span lang={one}>{LOCALE_NAME[one]}</span>,
        }))}
      />
      <Text size="sm" fw={count.translated < count.total ? 600 : 400}>
        Arabic: {count.translated} of {count.total} fields
      </Text>
      {dirty ? (
        <Text size="sm" c="dimmed">
          Save or undo your changes to switch language.
        </Text>
      ) : null}
    </Group>
  );
}
