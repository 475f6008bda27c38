/**
 * A settings group as [title, value] rows, titles taken from the schema, so a page that lists
 * settings never re-types the labels the schema already declares.
 */
import * as v from 'valibot';

type Entries = Record<string, v.GenericSchema>;

/** Title of a field schema (through optional() and pipe()); falls back to the key. */
export function fieldTitle(schema: v.GenericSchema, fallback: string): string {
  let current: v.GenericSchema = schema;
  while ('wrapped' in current) current = (current as unknown as { wrapped: v.GenericSchema }).wrapped;
  return v.getTitle(current as Parameters<typeof v.getTitle>[0]) ?? fallback;
}

/** The text fields of a group, in schema order, as [title, value]; non-text fields are left out. */
export function titledTextRows(group: v.GenericSchema, values: Record<string, unknown>): [string, string][] {
  let current: v.GenericSchema = group;
  while ('wrapped' in current) current = (current as unknown as { wrapped: v.GenericSchema }).wrapped;
  const entries = (current as unknown as { entries: Entries }).entries;
  return Object.entries(entries).flatMap(([key, field]) => {
    const value = values[key];
    return typeof value === 'string' ? [[fieldTitle(field, key), value] as [string, string]] : [];
  });
}
