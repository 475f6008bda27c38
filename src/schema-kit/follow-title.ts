/**
 * Fields that follow a document's title while the owner has not written their own words there: the
 * slug (from the English title, until the document is first published, so an address never moves)
 * and the collection's `followTitle` fields, such as a page's hero title, which would otherwise show
 * a default ("New page") where the owner's words belong. Those follow in the language being edited,
 * at any time: a field still showing the previous title, nothing, or its default is the title's, any
 * other words are the owner's and are left alone.
 */
import type { Collection } from './collection';
import type { Locale } from './locales';
import { defaultOf } from './schema-walk';
import { slugify } from './slug';
import { updateAt, valueAt } from './value-at';

/** What a new document's slug is before its title gives it one (the slug field's own fallback). */
const NO_SLUG = 'untitled';

const defaults = new WeakMap<Collection, unknown>();
const defaultsOf = (collection: Collection): unknown => {
  if (!defaults.has(collection)) defaults.set(collection, defaultOf(collection.schema));
  return defaults.get(collection);
};

/** The default of the field at `path` of a new document (a hero's "New page"). */
export const followerDefault = (collection: Collection, path: string): unknown =>
  valueAt(defaultsOf(collection), path);

export interface TitleChange {
  previous: string;
  next: string;
  /** The language the title was typed in (the form's). */
  locale: Locale;
  /** The document has been published: its address stays. */
  published: boolean;
}

/**
 * The values (form paths and what to set there) the title change brings to the fields that follow
 * the title, read from `values` (the form's, in `change.locale`).
 */
export function followTitle(
  collection: Collection,
  values: Readonly<Record<string, unknown>>,
  change: TitleChange,
): [path: string, value: string][] {
  const { previous, next, locale, published } = change;
  if (previous === next) return [];
  const changes: [string, string][] = [];
  const slugField = collection.fields.slug;
  const slug = String(values[slugField] ?? '');
  if (locale === 'en' && !published && (slug === '' || slug === NO_SLUG || slug === slugify(previous))) {
    changes.push([slugField, slugify(next) || NO_SLUG]);
  }
  for (const path of collection.followTitle ?? []) {
    const current = valueAt(values, path);
    if (typeof current !== 'string') continue;
    const untouched =
      current.trim() === '' || current === previous || current === followerDefault(collection, path);
    if (untouched && current !== next) changes.push([path, next]);
  }
  return changes;
}

/** A new document's values: the title empty for the owner to type, and what follows it starting from it. */
export function startsFromTitle(
  collection: Collection,
  values: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  let start: Record<string, unknown> = {
    ...values,
    [collection.fields.title]: '',
    [collection.fields.slug]: '',
  };
  for (const path of collection.followTitle ?? []) {
    start = updateAt(start, path, () => '') as Record<string, unknown>;
  }
  return start;
}
