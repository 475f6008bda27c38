/**
 * A settings group as [title, value] rows, titles taken from the schema, so a page that lists
 * settings never re-types the labels the schema already declares.
 */
import * as v from 'valibot';
import { entriesOf, fromPipe } from './schema-walk';

type Entries = Record<string, v.GenericSchema>;

/** A field's key as a title: 'skipLink' -> 'Skip link', 'not-found' -> 'Not found'. */
export function humanise(key: string): string {
  const spaced = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[-_]+/g, ' ');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1).toLowerCase();
}

/** Title of a field schema (through optional() and pipe()); falls back to the key. */
export function fieldTitle(schema: v.GenericSchema, fallback: string): string {
  return fromPipe(schema, v.getTitle) ?? fallback;
}

/** The text fields of a group, in schema order, as [title, value]; non-text fields are left out. */
export function titledTextRows(group: v.GenericSchema, values: Record<string, unknown>): [string, string][] {
  const entries: Entries = entriesOf(group) ?? {};
  return Object.entries(entries).flatMap(([key, field]) => {
    const value = values[key];
    return typeof value === 'string' ? [[fieldTitle(field, key), value] as [string, string]] : [];
  });
}
