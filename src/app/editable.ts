/**
 * Marks for editing on the page. A component asks `const editable = useEditable()` and spreads
 * `editable(sources.hero, 'home.title')` on the element that shows the field. Outside edit mode (every
 * visitor, the prerendered HTML, the first render that hydrates it) that is `{}`; in edit mode it is
 * `{ 'data-edit': 'hero:home.title' }`, several fields space-separated. The path is typed against the
 * entity's value (typed paths of ../schema-kit/field-paths.ts: a block's fields follow its kind).
 * List items and blocks are addressed by their stable id (`sections[#services].cards[#cloud].title`),
 * else by their place in the stored list (`navigation[2].label`), as mergeLocale matches them.
 */
import { createContext, useContext } from 'react';
import type { Entity, SettingsOf } from '@/schema-kit/entity';
import type { FieldPath } from '@/schema-kit/field-paths';

/** An entity's key, typed by its value (a type-only import of the schema keeps it out of the page). */
export interface EditSource<V> {
  readonly key: string;
  /** Never set: carries the value's type. */
  readonly value?: V;
}

export const editSource = <E extends Pick<Entity, 'schema'>>(key: string): EditSource<SettingsOf<E>> => ({
  key,
});

/** The list items a path passes through, by the list field's name: the row itself (its id), or its place. */
export type EditRows = Readonly<Record<string, { readonly id?: string; readonly kind?: string } | number>>;

export type EditMark = { 'data-edit'?: string };

export type Editable = <V>(
  source: EditSource<V>,
  path: FieldPath<V> | readonly FieldPath<V>[],
  rows?: EditRows,
) => EditMark;

const noMarks: Editable = () => ({});

/**
 * The marking function in edit mode (./edit-marks.ts, loaded with edit mode's host), none otherwise:
 * set by the page frame after hydration, for the signed-in owner only. A visitor's page carries no
 * marking code.
 */
export const EditModeContext = createContext<Editable | undefined>(undefined);

export const useEditable = (): Editable => useContext(EditModeContext) ?? noMarks;
