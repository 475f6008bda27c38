/**
 * A document edited in one language at a time. The draft (what is kept in this browser, saved online
 * and published) holds every language: a translated field is `{ en, ar }`. The form holds the words of
 * the language being edited, and each change is merged into the draft in that language; the other
 * language's words are kept as they were. The same functions as the settings editors' (localize.ts).
 */
import { useMemo, useState } from 'react';
import type { Collection } from '@/schema-kit/collection';
import { updateAt } from '@/schema-kit/field-paths';
import type { Locale } from '@/schema-kit/locales';
import {
  confirmTranslation,
  englishOf,
  holdsLocaleValues,
  localize,
  mergeLocale,
} from '@/schema-kit/localize';
import { documentLocales } from '@/storage/document-rows';
import { countOf, type TranslationCount } from '../editor/language-bar';
import type { FormValues } from '../renderer/form-hook';
import type { Translating } from '../renderer/translating';

/** The draft's words in one language, as the form shows them. */
export const inLanguage = (collection: Collection, draft: FormValues, locale: Locale): FormValues =>
  localize(collection.schema, draft, locale).value as FormValues;

export interface DocumentLanguage {
  /** The draft in every language, with the form's values (in the language being edited) merged in. */
  toDraft: (values: FormValues) => FormValues;
  /** After a publish: the draft as published becomes what the form's language is merged into. */
  rebase: (draft: FormValues) => void;
  /** The English of the form, for each field's 'English: …' while editing Arabic. */
  translating: Translating | null;
  count: TranslationCount;
  /** The draft has an Arabic title: publishing it publishes its Arabic page too. */
  arabicPage: boolean;
  /** The title in English, for headings (whatever language is edited). */
  englishTitle: string;
}

export function useDocumentLanguage(
  collection: Collection,
  initial: FormValues,
  locale: Locale,
  values: FormValues,
): DocumentLanguage {
  const { schema } = collection;
  const [base, setBase] = useState(initial);
  const draft = useMemo(
    () =>
      locale === 'en' && !holdsLocaleValues(base)
        ? values
        : (mergeLocale(schema, base, values, locale) as FormValues),
    [schema, base, values, locale],
  );
  const translating = useMemo<Translating | null>(
    () =>
      locale === 'en'
        ? null
        : {
            english: inLanguage(collection, draft, 'en'),
            stored: draft,
            locale,
            confirm: async (name) =>
              setBase(
                (current) =>
                  updateAt(current, name, (value) => confirmTranslation(value, locale)) as FormValues,
              ),
          },
    [collection, draft, locale],
  );
  const count = useMemo(() => countOf(schema, draft), [schema, draft]);
  const title = englishOf(draft[collection.fields.title]);
  return {
    toDraft: (next) =>
      locale === 'en' && !holdsLocaleValues(base)
        ? next
        : (mergeLocale(schema, base, next, locale) as FormValues),
    rebase: setBase,
    translating,
    count,
    arabicPage: documentLocales(collection, draft).includes('ar'),
    englishTitle: typeof title === 'string' ? title : '',
  };
}
