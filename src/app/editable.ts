/**
 * Marks for editing on the page. A component asks `const editable = useEditable()` and spreads
 * `editable(sources.hero, 'home.title')` (`sources` of its loader data: ./edit-sources.ts) on the
 * element that shows the field. Outside edit mode (every visitor, the prerendered HTML, the first
 * render that hydrates it) that is `{}`; in edit mode it is `{ 'data-edit': 'hero:home.title' }`,
 * several fields space-separated. The path is typed against the entity's value (typed paths of
 * ../schema-kit/field-paths.ts: a block's fields follow its kind). List items and blocks are
 * addressed by their stable id (`sections[#services].cards[#cloud].title`), else by their place in
 * the stored list (`navigation[2].label`), as mergeLocale matches them.
 */
import { createContext, useContext } from 'react';
import { addressOf, type FieldPath, type PathRows } from '@/schema-kit/field-paths';

/**
 * What a mark names: an entity's key or a document's, typed by its value. Pages get it with their
 * loader data (./edit-sources.ts), so no schema enters their scripts.
 */
export interface EditSource<V> {
  readonly key: string;
  /** Never set: carries the value's type. */
  readonly value?: V;
  /** A document's fields shown in English for want of their translation (its reading's `inEnglish`). */
  readonly inEnglish?: readonly string[];
}

/**
 * What an element showing fields gets: in edit mode its mark; on a page in another language, when
 * every field it shows is in English for want of a translation, `lang="en" dir="ltr"`, so screen
 * readers and the text's direction follow the words (visitors' pages too, and the same at hydration).
 */
export type EditMark = { 'data-edit'?: string; lang?: 'en'; dir?: 'ltr' };

export type Editable = <V>(
  source: EditSource<V>,
  path: FieldPath<V> | readonly FieldPath<V>[],
  rows?: PathRows,
) => EditMark;

const noMarks: Editable = () => ({});

/**
 * The fields of an entity shown in English on this page for want of their translation, by the
 * entity's key (their addresses, ../schema-kit/field-paths.ts);
 * given by the page frame on pages in another language only.
 */
export const TranslationGapsContext = createContext<((key: string) => readonly string[]) | undefined>(
  undefined,
);

const IN_ENGLISH = { lang: 'en', dir: 'ltr' } as const;

/** Whether every path shows a value in English for want of its translation. */
function allInEnglish(
  gaps: readonly string[] | undefined,
  paths: readonly string[],
  rows: PathRows | undefined,
): boolean {
  if (!gaps?.length || paths.length === 0) return false;
  return paths.every((path) => {
    const address = addressOf(path, rows);
    return address !== undefined && gaps.includes(address);
  });
}

/**
 * The marking function in edit mode (./edit-marks.ts, loaded with edit mode's host), none otherwise:
 * set by the page frame after hydration, for the signed-in owner only. A visitor's page carries no
 * marking code.
 */
export const EditModeContext = createContext<Editable | undefined>(undefined);

/** Whether the page is in edit mode: then what a visitor loads on demand (the mobile menu) is drawn at once, to be listed. */
export function useEditMode(): boolean {
  return useContext(EditModeContext) !== undefined;
}

/**
 * What a container of marked elements that are drawn but not shown (the mobile menu at desktop
 * widths) gets in edit mode: where they are, named in 'Fields on this page' beside each field.
 */
export const EDIT_WHERE = 'data-edit-where';

export function useEditable(): Editable {
  const marking = useContext(EditModeContext);
  const gapsOf = useContext(TranslationGapsContext);
  if (!gapsOf) return marking ?? noMarks;
  return (source, path, rows) => {
    const paths = (typeof path === 'string' ? [path] : path) as readonly string[];
    const english = allInEnglish(source.inEnglish ?? gapsOf(source.key), paths, rows);
    const mark = marking ? marking(source, path, rows) : {};
    return english ? { ...IN_ENGLISH, ...mark } : mark;
  };
}
