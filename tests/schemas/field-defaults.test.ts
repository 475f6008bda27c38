/**
 * Every default passes its own field's rules: the value a field starts with, and every field of a
 * list item the admin adds with "Add …" (a new item is the item schema's defaults). A default that
 * fails would make a fresh item unsaveable until edited, or make a stored value "repair" itself into
 * an invalid one.
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { entities } from '@/schema-kit/registry';

type Node = v.GenericSchema & {
  type: string;
  wrapped?: Node;
  entries?: Record<string, Node>;
  item?: Node;
};

interface FieldCase {
  path: string;
  schema: Node;
}

/** Every field below `schema`, with its path: `footer.social[].url`. */
function fieldsOf(schema: Node, path: string): FieldCase[] {
  const here: FieldCase[] = path ? [{ path, schema }] : [];
  let core = schema;
  while (core.wrapped) core = core.wrapped;
  if (core.type === 'object' && core.entries) {
    return [
      ...here,
      ...Object.entries(core.entries).flatMap(([key, entry]) =>
        fieldsOf(entry, path ? `${path}.${key}` : key),
      ),
    ];
  }
  if (core.type === 'array' && core.item) return [...here, ...fieldsOf(core.item, `${path}[]`)];
  return here;
}

describe.each(entities.map((entity) => [entity.key, entity] as const))('%s', (_key, entity) => {
  const fields = fieldsOf(entity.schema as Node, '');

  it('has fields to check', () => expect(fields.length).toBeGreaterThan(0));

  it.each(fields.map((field) => [field.path, field] as const))(
    '%s: its default passes its own rules',
    (_path, field) => {
      if (field.schema.type !== 'optional') return; // a field without a default has nothing to check
      const fallback = v.getDefault(field.schema as v.OptionalSchema<v.GenericSchema, unknown>);
      const result = v.safeParse(field.schema.wrapped as Node, fallback);
      expect(result.issues?.map((issue) => issue.message) ?? []).toEqual([]);
    },
  );

  it.each(
    fields
      .filter((field) => field.path.endsWith('[]') && field.schema.type === 'object')
      .map((field) => [field.path, field] as const),
  )('%s: a newly added record is valid', (_path, field) => {
    const result = v.safeParse(field.schema, {});
    expect(result.issues?.map((issue) => `${v.getDotPath(issue)}: ${issue.message}`) ?? []).toEqual([]);
  });
});
