/**
 * A settings group as [title, value] rows, titles taken from the schema, so a page that lists
 * settings never re-types the labels the schema already declares.
 */
import * as v from 'valibot';
import { entriesOf, fromPipe } from './schema-walk';

type Entries = Record<string, v.GenericSchema>;

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
