/**
 * What is open in a folded part of the form: the rows of a list or blocks field, or a group drawn as
 * a disclosure. A closed part's fields are not mounted at all, so an editor costs what the owner
 * opened, whatever the size of its value. A part opens when the owner opens it, when it is added,
 * and whenever a field inside it is refused (again at each attempt to save while it is), so its
 * message is seen: the form's validator puts a refused field's message in the form's field meta
 * even while the field is not mounted, and the field shows it once it mounts.
 */
import { useStore } from '@tanstack/react-form';
import { useEffect, useState } from 'react';
import { stepsOf } from '@/schema-kit/field-paths';
import type { EntityForm } from './form-hook';

/**
 * A field inside `name` is refused: the save attempts and what follows `name` in each refused
 * field's path, as one string (the store's answer then compares by value); '' when none is.
 */
function useRefusedInside(form: EntityForm, name: string): string {
  return useStore(form.store, (state) => {
    const places: string[] = [];
    for (const [field, meta] of Object.entries(state.fieldMeta)) {
      if (!meta?.errors?.length || !field.startsWith(name)) continue;
      const rest = field.slice(name.length);
      if (rest.startsWith('[') || rest.startsWith('.')) places.push(rest);
    }
    return places.length ? `${state.submissionAttempts}|${places.join('|')}` : '';
  });
}

/** The places after a list's name (`[3].label`) as their row numbers. */
const rowsOf = (refused: string) =>
  refused
    .split('|')
    .slice(1)
    .flatMap((place) => {
      const row = stepsOf(place)[0];
      return typeof row === 'number' ? [row] : [];
    });

/** A row's identity for its open state: its id when it has one (rows move), else its place. */
export const rowKey = (item: unknown, index: number): string => {
  const id = (item as { id?: unknown } | undefined)?.id;
  return typeof id === 'string' && id ? `id:${id}` : `at:${index}`;
};

/** How many rows a list or blocks field draws at first, and how many more each 'Show more' adds. */
export const ROWS_PER_PAGE = 20;

/**
 * Which rows of the list or blocks field `name` are open (all start closed), and how many are drawn
 * (the first ROWS_PER_PAGE, more on request, always as far as a refused or added row).
 */
export function useOpenRows(form: EntityForm, name: string) {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const [shown, setShown] = useState(ROWS_PER_PAGE);
  const refused = useRefusedInside(form, name);
  useEffect(() => {
    if (!refused) return;
    const items = form.getFieldValue(name as never) as unknown;
    const rows = Array.isArray(items) ? items : [];
    const places = rowsOf(refused);
    setShown((current) => Math.max(current, ...places.map((place) => place + 1)));
    setOpen((current) => {
      const next = new Set(current);
      for (const place of places) next.add(rowKey(rows[place], place));
      return next.size === current.size ? current : next;
    });
  }, [refused, form, name]);
  const toggle = (key: string, value?: boolean) =>
    setOpen((current) => {
      const next = new Set(current);
      if (value ?? !next.has(key)) next.add(key);
      else next.delete(key);
      return next;
    });
  /** A row added at `index`: drawn and open. */
  const added = (key: string, index: number) => {
    setShown((current) => Math.max(current, index + 1));
    toggle(key, true);
  };
  const showMore = () => setShown((current) => current + ROWS_PER_PAGE);
  return { isOpen: (key: string) => open.has(key), toggle, added, shown, showMore };
}

/** How many fields an open group draws at first, and how many more each 'Show more' adds. */
export const FIELDS_PER_PAGE = 30;

/**
 * Whether the group `name` (of the entries `keys`) is open and how many of its fields are drawn: it
 * starts as `initially` says, and opens, drawn as far as the field, when a field in it is refused.
 */
export function useOpenGroup(form: EntityForm, name: string, keys: readonly string[], initially: boolean) {
  const [open, setOpen] = useState(initially);
  const [shown, setShown] = useState(FIELDS_PER_PAGE);
  const refused = useRefusedInside(form, name);
  useEffect(() => {
    if (!refused) return;
    setOpen(true);
    const places = refused
      .split('|')
      .slice(1)
      .map((place) => keys.indexOf(/^\.([^.[]+)/.exec(place)?.[1] ?? ''));
    setShown((current) => Math.max(current, ...places.map((place) => place + 1)));
  }, [refused, keys]);
  return {
    open,
    toggle: () => setOpen((current) => !current),
    shown,
    showMore: () => setShown((current) => current + FIELDS_PER_PAGE),
  };
}
