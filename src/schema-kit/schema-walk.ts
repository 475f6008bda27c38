/**
 * Walking a valibot schema's structure: the one place that knows how wrappers nest and where a
 * field keeps its hints. Every reader of schemas (the admin's descriptors, salvage of stored data,
 * titled rows, defaults) goes through here, so they agree on what an optional value is, what a
 * list's item is and which option of a variant a value belongs to. It sits in every page's entry
 * chunk (salvage reads settings there), so what only the admin needs stays with the admin.
 *
 * Wrappers: optional()/nullish()/nullable()/… carry the schema they wrap. A piped (v.pipe) or
 * fallback (v.fallback) schema keeps its root's `type`, `entries`, `item` and `options`, so it needs
 * no unwrapping; its pipe holds the field's hints.
 */
import * as v from 'valibot';
import { isRecord } from './is-record';

/** A schema seen structurally: wrappers carry `wrapped`, objects `entries`, arrays `item`, variants `key` and `options`. */
export type AnySchema = v.GenericSchema & {
  type: string;
  wrapped?: AnySchema;
  entries?: Record<string, AnySchema>;
  item?: AnySchema;
  /** picklist: its values; variant and union: their schemas. */
  options?: readonly unknown[];
  /** variant: the entry that tells its options apart ('kind'). */
  key?: string;
  pipe?: readonly unknown[];
};

export { isRecord };

/** The schema under its wrappers: each of valibot's (optional, nullable, nullish, …) keeps it in `wrapped`. */
export function unwrap(schema: v.GenericSchema): AnySchema {
  let current = schema as AnySchema;
  while (current.wrapped) current = current.wrapped;
  return current;
}

/** An object schema's entries (through its wrappers); undefined for anything else. */
export const entriesOf = (schema: v.GenericSchema): Record<string, AnySchema> | undefined =>
  unwrap(schema).entries;

/** An array schema's item (through its wrappers); undefined for anything else (only arrays have one). */
export const itemOf = (schema: v.GenericSchema): AnySchema | undefined => unwrap(schema).item;

/** A variant's or union's option schemas (through its wrappers); undefined for anything else. */
export const optionsOf = (schema: v.GenericSchema): AnySchema[] | undefined => {
  const inner = unwrap(schema);
  return inner.type === 'variant' || inner.type === 'union' ? (inner.options as AnySchema[]) : undefined;
};

/**
 * The object schema a record is read with: an object schema itself, or the option of a variant
 * (`v.variant('kind', [...])`) whose discriminator accepts the record's. Undefined when there is
 * none (a variant's unknown `kind`, or not a record at all).
 */
export function shapeFor(schema: v.GenericSchema, input: unknown): AnySchema | undefined {
  const inner = unwrap(schema);
  const key = inner.key as string;
  if (!isRecord(input)) return undefined;
  if (inner.type === 'object') return inner;
  return inner.type === 'variant'
    ? (inner.options as AnySchema[]).find(
        (option) => v.safeParse(option.entries?.[key] as AnySchema, input[key]).success,
      )
    : undefined;
}

type Piped = Parameters<typeof v.getMetadata>[0];

/**
 * What a reader of pipes (v.getTitle, v.getDescription, v.getMetadata) finds in a field's pipe,
 * through its wrappers (each reader answers "nothing" for a field without a pipe). The reader is
 * the caller's, so a page loads only the readers it uses.
 */
export const fromPipe = <T>(schema: v.GenericSchema, read: (schema: Piped) => T): T =>
  read(unwrap(schema) as Piped);

/**
 * A fresh copy of a field's default, as a form starts from it: its optional() default, else for an
 * object every entry's default.
 */
export function defaultOf(schema: v.GenericSchema): unknown {
  const value = v.getDefault(schema as never) as unknown;
  const inner = unwrap(schema);
  return structuredClone(
    value === undefined && inner.type === 'object' ? v.getDefaults(inner as never) : value,
  );
}

/** What a schema reads a missing value as: its default as the schema outputs it; undefined when it has none. */
export function parsedDefault(schema: v.GenericSchema): unknown {
  const result = v.safeParse(schema, defaultOf(schema));
  return result.success ? result.output : undefined;
}
