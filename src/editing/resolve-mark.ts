/**
 * From a mark on the page (src/app/editable.ts: `page-home:sections[#services].cards[#cloud].title`)
 * to the field it names: the form path the admin's widgets use (`sections[0].cards[3].title`) and
 * the descriptor path (`sections.services.cards.title`: a block row's fields follow its kind), found
 * in the entity's current value, whose list items are matched by id (or place) as stored.
 */
import type * as v from 'valibot';
import { entriesOf, isRecord, itemOf, optionsOf, shapeFor } from '@/schema-kit/schema-walk';

export interface Mark {
  entityKey: string;
  path: string;
}

/** The marks of one element's `data-edit` (several fields are space-separated). */
export function marksOf(attribute: string | null | undefined): Mark[] {
  return (attribute ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((token) => {
      const colon = token.indexOf(':');
      return colon > 0 ? [{ entityKey: token.slice(0, colon), path: token.slice(colon + 1) }] : [];
    });
}

export interface ResolvedField {
  /** TanStack Form's name of the field: `sections[0].cards[3].title`. */
  formPath: string;
  /** The descriptor's path: `sections.services.cards.title`. */
  descriptorPath: string;
  /** The field's own schema. */
  schema: v.GenericSchema;
  /** For each step, its key and (for a list item) the item's place. */
  steps: { key: string; index?: number; kind?: string }[];
}

const SEGMENT = /^([^[\]]+)(?:\[(#[^\]]+|\d+)\])?$/;

/** The field `path` names in a value of `schema`, or undefined when the schema or the value has none. */
export function resolveField(
  schema: v.GenericSchema,
  value: unknown,
  path: string,
): ResolvedField | undefined {
  let shape: v.GenericSchema | undefined = schema;
  let current: unknown = value;
  let field: v.GenericSchema | undefined;
  const form: string[] = [];
  const descriptor: string[] = [];
  const steps: ResolvedField['steps'] = [];
  for (const segment of path.split('.')) {
    const match = SEGMENT.exec(segment);
    const key = match?.[1];
    if (!match || !key || !shape) return undefined;
    field = entriesOf(shape)?.[key];
    if (!field) return undefined;
    descriptor.push(key);
    const address = match[2];
    const inside: unknown = isRecord(current) ? current[key] : undefined;
    if (address === undefined) {
      form.push(key);
      steps.push({ key });
      shape = field;
      current = inside;
      continue;
    }
    const item = itemOf(field);
    if (!item || !Array.isArray(inside)) return undefined;
    const index = address.startsWith('#')
      ? inside.findIndex((row) => isRecord(row) && row.id === address.slice(1))
      : Number(address);
    const row: unknown = inside[index];
    if (index < 0 || !isRecord(row)) return undefined;
    form.push(`${key}[${index}]`);
    shape = shapeFor(item, row);
    // A block row: its fields are found under its kind.
    const kind = optionsOf(item) && typeof row.kind === 'string' ? row.kind : undefined;
    if (kind) descriptor.push(kind);
    steps.push({ key, index, kind });
    current = row;
  }
  return field
    ? { formPath: form.join('.'), descriptorPath: descriptor.join('.'), schema: field, steps }
    : undefined;
}
