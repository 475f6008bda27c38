/**
 * The pure half of the form renderer: walks an entity's valibot schema and says, for every field,
 * which widget edits it, with its title, description, hints, limits and default. No React here, so
 * it is unit-testable on its own. Nested groups and list items are described recursively.
 */
import * as v from 'valibot';
import type { FieldHints, WidgetKind } from '@/schema-kit/fields';
import { humanise } from '@/schema-kit/interface-texts';
import {
  type AnySchema,
  defaultOf,
  entriesOf,
  fromPipe,
  itemOf,
  optionsOf,
  parsedDefault,
  unwrap,
} from '@/schema-kit/schema-walk';
import { issuePath } from '@/schema-kit/validate';

export interface FieldDescriptor {
  /** The entry key in its parent object. */
  key: string;
  /** The widget kind from the schema's hints (or inferred from the type when the schema has none). */
  widget: string;
  title: string;
  description: string;
  hints: FieldHints;
  /** A required field refuses an empty value (a minimum length of 1 or more in its pipe). */
  required: boolean;
  /** Characters for text; entries for lists and tags. */
  maxLength?: number;
  /** The field's default value as the schema outputs it (freshly built): nested defaults filled in. */
  defaultValue: unknown;
  /** The field's own schema, optional wrapper included: validates one value of this field. */
  schema: v.GenericSchema;
  /** group: its entries; list: the fields of one item. */
  fields?: FieldDescriptor[];
  /** list: the schema of one item; new items start from its defaults. */
  itemSchema?: v.GenericSchema;
  /** blocks: each kind a row can be, in declaration order (the palette's order). */
  blocks?: BlockDescriptor[];
}

/** One kind of a blocks field: what its rows hold and how a row is named. */
export interface BlockDescriptor {
  kind: string;
  title: string;
  /** The field of the row shown beside the kind's title. */
  summary?: string;
  /** The row's fields (without its `kind`; its `id` is hidden). */
  fields: FieldDescriptor[];
  /** The row's schema: a new row starts from its defaults. */
  schema: v.GenericSchema;
}

type PipeItem = { kind?: string; type?: string; requirement?: unknown; pipe?: readonly unknown[] };

/** Every action of a field's (possibly nested) pipe, innermost first: where its limits are. */
function actionsOf(schema: v.GenericSchema): PipeItem[] {
  const out: PipeItem[] = [];
  const visit = (items: readonly unknown[] | undefined) => {
    for (const raw of items ?? []) {
      const item = raw as PipeItem;
      if (item.kind === 'schema') visit(item.pipe);
      else out.push(item);
    }
  };
  visit(unwrap(schema).pipe);
  return out;
}

function inferWidget(schema: AnySchema): string {
  switch (schema.type) {
    case 'string':
      return 'text';
    case 'number':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'picklist':
      return 'select';
    case 'object':
      return 'group';
    case 'array':
      return unwrap(schema.item as AnySchema).type === 'object'
        ? 'list'
        : unwrap(schema.item as AnySchema).type === 'variant'
          ? 'blocks'
          : 'tags';
    default:
      return schema.type;
  }
}

/** Widget kinds chosen by the entity (its `admin.widgets`), by dotted path. */
export type WidgetOverrides = Readonly<Record<string, WidgetKind | undefined>>;

/** Descriptions of fields without one of their own (the entity's `admin.descriptions`), by dotted path. */
export type Descriptions = Readonly<Record<string, string | undefined>>;

export function describeField(
  key: string,
  field: v.GenericSchema,
  overrides: WidgetOverrides = {},
  path = key,
  descriptions: Descriptions = {},
): FieldDescriptor {
  const inner = unwrap(field);
  const metadata = (fromPipe(field, v.getMetadata) ?? {}) as Partial<FieldHints>;
  const title = fromPipe(field, v.getTitle) ?? humanise(key);
  const description = fromPipe(field, v.getDescription) || descriptions[path] || '';
  const widget = overrides[path] ?? metadata.widget ?? inferWidget(inner);
  const hints = { ...metadata, widget } as FieldHints;
  if (!hints.options && inner.type === 'picklist' && inner.options) {
    hints.options = inner.options as readonly string[];
  }

  const actions = actionsOf(field);
  const minLength = actions
    .filter((a) => a.type === 'min_length')
    .reduce((max, a) => Math.max(max, Number(a.requirement) || 0), 0);
  const maxLengths = actions.filter((a) => a.type === 'max_length').map((a) => Number(a.requirement));
  const maxLength = metadata.maxLength ?? (maxLengths.length > 0 ? Math.min(...maxLengths) : undefined);

  const descriptor: FieldDescriptor = {
    key,
    widget,
    title,
    description,
    hints,
    required: widget !== 'list' && widget !== 'blocks' && widget !== 'tags' && minLength > 0,
    maxLength,
    defaultValue: parsedDefault(field) ?? defaultOf(field),
    schema: field,
  };

  const item = itemOf(field);
  const kinds = item ? optionsOf(item) : undefined;
  if (inner.type === 'object' && inner.entries) {
    descriptor.fields = describeEntries(inner.entries, overrides, path, descriptions);
  } else if (item && kinds) {
    descriptor.blocks = kinds.map((option) =>
      describeBlock(option, unwrap(item).key ?? 'kind', overrides, path, descriptions),
    );
  } else if (item) {
    const itemEntries = unwrap(item).type === 'object' ? entriesOf(item) : undefined;
    if (itemEntries) {
      descriptor.fields = describeEntries(itemEntries, overrides, path, descriptions);
      descriptor.itemSchema = item;
    }
  }
  return descriptor;
}

/** A variant's option as a block kind; its fields' paths name the kind (`sections.hero.title`). */
function describeBlock(
  option: AnySchema,
  key: string,
  overrides: WidgetOverrides,
  path: string,
  descriptions: Descriptions,
): BlockDescriptor {
  const { [key]: discriminator, ...entries } = option.entries ?? {};
  const kind = String((discriminator as { literal?: unknown } | undefined)?.literal);
  const hints = fromPipe(option, v.getMetadata) as Partial<FieldHints> | undefined;
  return {
    kind,
    title: fromPipe(option, v.getTitle) ?? humanise(kind),
    summary: hints?.summary,
    fields: describeEntries(entries, overrides, `${path}.${kind}`, descriptions),
    schema: option,
  };
}

function describeEntries(
  entries: Record<string, v.GenericSchema>,
  overrides: WidgetOverrides,
  parent = '',
  descriptions: Descriptions = {},
): FieldDescriptor[] {
  return Object.entries(entries).map(([key, entry]) =>
    describeField(key, entry, overrides, parent ? `${parent}.${key}` : key, descriptions),
  );
}

/**
 * Describe every field of an entity (object) schema, in declaration order, with the entity's widget
 * overrides and the descriptions it keeps apart from its schema.
 */
export function describeSchema(
  schema: v.GenericSchema,
  overrides: WidgetOverrides = {},
  descriptions: Descriptions = {},
): FieldDescriptor[] {
  const root = unwrap(schema);
  if (root.type !== 'object' || !root.entries) {
    throw new Error(`describeSchema expects an object schema, got "${root.type}".`);
  }
  return describeEntries(root.entries, overrides, '', descriptions);
}

/** A fresh item for a list: the item schema's defaults. */
export function newListItem(descriptor: FieldDescriptor): Record<string, unknown> {
  if (!descriptor.itemSchema) return {};
  return defaultOf(descriptor.itemSchema) as Record<string, unknown>;
}

/** A fresh row of one block kind: its defaults, its kind and the id it is given. */
export function newBlockRow(block: BlockDescriptor, id: string): Record<string, unknown> {
  return { ...(defaultOf(block.schema) as Record<string, unknown>), id, kind: block.kind };
}

/**
 * Find a descriptor by a dotted path of keys (list items are skipped: `links.services.label`; a
 * block's fields follow its kind: `sections.hero.title`).
 */
export function findDescriptor(descriptors: FieldDescriptor[], path: string): FieldDescriptor | undefined {
  const [head, ...rest] = path.split('.');
  const found = descriptors.find((d) => d.key === head);
  if (!found || rest.length === 0) return found;
  if (found.blocks) {
    const [kind, ...inside] = rest;
    const block = found.blocks.find((b) => b.kind === kind);
    return block && inside.length > 0 ? findDescriptor(block.fields, inside.join('.')) : undefined;
  }
  return found.fields ? findDescriptor(found.fields, rest.join('.')) : undefined;
}

/**
 * Validate values with a schema and map valibot's issues to form field names; the first message of
 * each field wins. `''` holds issues about the whole value.
 */
export function schemaErrors(schema: v.GenericSchema, value: unknown): Record<string, string> {
  const result = v.safeParse(schema, value);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.issues) {
    errors[issuePath(issue)] ??= issue.message;
  }
  return errors;
}
