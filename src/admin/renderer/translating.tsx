/**
 * Editing a form in Arabic: each localized field is drawn right to left with the English it
 * translates beside it, and a 'Copy English' button. The form itself is the same form, holding the
 * Arabic values (the editor loads and saves them through the store in that language).
 */
import { Badge, Button, Group, Text } from '@mantine/core';
import { type CSSProperties, createContext, type ReactNode, useContext, useEffect } from 'react';
import { ARABIC_FAMILY, addArabicFont } from '@/fonts/arabic-face';
import { LOCALE_SETTINGS, type Locale } from '@/schema-kit/locales';
import { isStale } from '@/schema-kit/localize';
import { isRecord } from '@/schema-kit/schema-walk';
import { valueAt } from '@/schema-kit/value-at';
import type { FieldDescriptor } from './describe-schema';
import { useEntityFormContext } from './form-hook';

/** While the form holds Arabic values: the English value of the same form, to show beside each field. */
export interface Translating {
  english: unknown;
  /** The stored value (every language), to tell a translation whose English changed since. */
  stored: unknown;
  /** The language being written. */
  locale: Locale;
  /** Marks the translation at a form path as still right for today's English. */
  confirm: (name: string) => Promise<void>;
}

export const TranslatingContext = createContext<Translating | null>(null);

const shownText = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : Array.isArray(value)
      ? value.join(', ')
      : isRecord(value)
        ? '(formatted text)'
        : '';

/** The Arabic typeface, added once for every Arabic field (the public pages' own face). */
let arabicFontAdded = false;
const ARABIC_INPUTS = {
  '--input-font-family': `'${ARABIC_FAMILY}', var(--mantine-font-family)`,
} as CSSProperties;

/**
 * A localized field in the language being translated into: in its direction (and, for an
 * Arabic-script language, its typeface), its English shown, and a copy of it a click away.
 */
export function TranslatedField({
  descriptor,
  name,
  children,
}: {
  descriptor: FieldDescriptor;
  name: string;
  children: ReactNode;
}) {
  const translating = useContext(TranslatingContext);
  const form = useEntityFormContext();
  const settings = translating ? LOCALE_SETTINGS[translating.locale] : undefined;
  const arabic = settings?.script === 'arabic' && descriptor.hints.localized === true;
  useEffect(() => {
    if (!arabic || arabicFontAdded) return;
    arabicFontAdded = true;
    // Without the face the browser's own Arabic font shows: nothing to tell the owner.
    addArabicFont().catch(() => undefined);
  }, [arabic]);
  if (!translating || descriptor.hints.localized !== true) return children;
  const english = valueAt(translating.english, name);
  const text = shownText(english);
  const stale = isStale(valueAt(translating.stored, name), translating.locale);
  return (
    <div>
      {stale ? (
        <Group gap="xs" mb={4}>
          <Badge color="orange" variant="light">
            English changed since translated
          </Badge>
          <Button
            size="compact-xs"
            variant="subtle"
            aria-label={`Mark as still correct: ${descriptor.title}`}
            onClick={() => void translating.confirm(name)}
          >
            Mark as still correct
          </Button>
        </Group>
      ) : null}
      <div dir={settings?.direction} lang={translating.locale} style={arabic ? ARABIC_INPUTS : undefined}>
        {children}
      </div>
      {text ? (
        <Group gap="xs" wrap="nowrap" mt={4} align="baseline">
          <Text size="sm" c="dimmed" lang="en" dir="ltr" style={{ overflowWrap: 'anywhere' }}>
            English: {text}
          </Text>
          <Button
            size="compact-xs"
            variant="subtle"
            aria-label={`Copy English: ${descriptor.title}`}
            onClick={() => form.setFieldValue(name, structuredClone(english) as never)}
          >
            Copy English
          </Button>
        </Group>
      ) : null}
    </div>
  );
}
