/**
 * The language an editor edits in: English, or Arabic (each localized field's Arabic value, with its
 * English beside it), and how much of the entity has its Arabic. The admin's own words stay English.
 */
import { Group, SegmentedControl, Text } from '@mantine/core';
import { defaultsOf, type Entity } from '@/schema-kit/entity';
import { LOCALE_NAME, type Locale } from '@/schema-kit/locales';
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
  const [values, english, raw] = await Promise.all([
    store.read(entity, { locale, dictionary }),
    locale === 'en' ? undefined : store.read(entity),
    store.raw(entity.key),
  ]);
  const stored = raw === undefined ? defaultsOf(entity) : upgraded(entity, raw);
  const { translated, total } = translationStatus(entity.schema, stored, 'ar', dictionary);
  return { values, english, stored, count: { translated, total } };
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
        data={[
          { value: 'en', label: 'English' },
          { value: 'ar', label: <span lang="ar">{LOCALE_NAME.ar}</span> },
        ]}
      />
      <Text size="sm" c={count.translated < count.total ? 'orange.9' : 'dimmed'}>
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
