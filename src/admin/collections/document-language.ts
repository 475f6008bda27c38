/**
 * A document edited in one language at a time. The draft (what is kept in this browser, saved online
 * and published) holds every language: a translated field is `{ en, ar }`. The form holds the words of
 * the language being edited, and each change is merged into the draft in that language; the other
 * language's words are kept as they were. The same functions as the settings editors' (localize.ts).
 */
import { useMemo, useState } from 'react';
import type { Collection } from '@/schema-kit/collection';
import { type Locale, TRANSLATIONS } from '@/schema-kit/locales';
import {
  confirmTranslation,
  englishOf,
  holdsLocaleValues,
  localize,
  mergeLocale,
} from '@/schema-kit/localize';
import { updateAt } from '@/schema-kit/value-at';
import { documentLocales } from '@/storage/document-rows';
import { countOf, type TranslationCount } from '../editor/language-bar';
import { languageList } from '../language-names';
import type { FormValues } from '../renderer/form-hook';
import type { Translating } from '../renderer/translating';

const pagesOf = (published: Locale[]) => ({
  published,
  missing: TRANSLATIONS.filter((locale) => !published.includes(locale)),
});

/**
 * What publishing a document publishes, said to the owner: 'Published in English and Arabic.', or
 * which pages it does not have yet and how it gets them.
 */
export function pagesNote({ published, missing }: DocumentLanguage['pages']): string {
  if (missing.length === 0) return `Published in ${languageList(published)}.`;
  const pages = missing.length === 1 ? 'page' : 'pages';
  const gets = `it gets its ${languageList(missing)} ${pages} when its title is translated and it is published.`;
  return published.length === 1
    ? `${languageList(published)} only: ${gets}`
    : `Published in ${languageList(published)}; ${gets}`;
}

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
  /**
   * What publishing it publishes: its pages (English, and each language its title is translated
   * into), and the languages it has no page in yet.
   */
  pages: { published: Locale[]; missing: Locale[] };
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
    pages: pagesOf(documentLocales(collection, draft)),
    englishTitle: typeof title === 'string' ? title : '',
  };
}
