/**
 * Reading a valibot schema's structure: the one place that knows how wrappers nest. Every reader of
 * schemas (the admin's descriptors, salvage of stored data, titled rows) goes through here, so they
 * agree on what an optional value is.
 */
import type * as v from 'valibot';

/** A schema seen structurally: wrappers carry `wrapped`, objects `entries`, arrays `item`. */
export type SchemaNode = v.GenericSchema & {
  type: string;
  wrapped?: SchemaNode;
  entries?: Record<string, SchemaNode>;
  item?: SchemaNode;
  pipe?: readonly unknown[];
};

const WRAPPERS = new Set(['optional', 'exact_optional', 'nullish', 'nullable', 'undefinedable']);

/**
 * The schema under its optional()/nullish()/nullable() wrappers. A piped schema (v.pipe) keeps its
 * root's `type`, `entries` and `item`, so it is not unwrapped further.
 */
export function unwrapOptional(schema: v.GenericSchema): SchemaNode {
  let current = schema as SchemaNode;
  while (WRAPPERS.has(current.type) && current.wrapped) current = current.wrapped;
  return current;
}

/** An object schema's entries (through its wrappers); undefined for anything else. */
export const entriesOf = (schema: v.GenericSchema): Record<string, SchemaNode> | undefined =>
  unwrapOptional(schema).entries;
