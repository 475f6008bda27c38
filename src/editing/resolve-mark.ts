/**
 * From a mark on the page (src/app/editable.ts: `page-home:sections[#services].cards[#cloud].title`)
 * to the field it names, found in the entity's current value (rows by id, or place): its address by
 * place, which is the admin form's name for it (`sections[0].cards[3].title`), and its typed path
 * (`sections.services.cards.title`: a block row's fields follow its kind).
 */
import type * as v from 'valibot';
import { childAddress, stepsOf } from '@/schema-kit/field-paths';
import { entriesOf, isRecord, itemOf, optionsOf, shapeFor } from '@/schema-kit/schema-walk';
import { placeOf } from '@/schema-kit/value-at';

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
  /** TanStack Form's name of the field, its address by place: `sections[0].cards[3].title`. */
  formPath: string;
  /** The typed path the descriptors follow: `sections.services.cards.title`. */
  descriptorPath: string;
  /** The field's own schema. */
  schema: v.GenericSchema;
  /** For each step, its key and (for a list item) the item's place. */
  steps: { key: string; index?: number; kind?: string }[];
}

/** The field an address names in a value of `schema`, or undefined when the schema or the value has none. */
export function resolveField(
  schema: v.GenericSchema,
  value: unknown,
  address: string,
): ResolvedField | undefined {
  let shape: v.GenericSchema | undefined = schema;
  let current: unknown = value;
  let field: v.GenericSchema | undefined;
  let form = '';
  const descriptor: string[] = [];
  const steps: ResolvedField['steps'] = [];
  for (const step of stepsOf(address)) {
    if (typeof step === 'string') {
      field = shape && entriesOf(shape)?.[step];
      if (!field) return undefined;
      form = childAddress(form, step);
      descriptor.push(step);
      steps.push({ key: step });
      shape = field;
      current = isRecord(current) ? current[step] : undefined;
      continue;
    }
    // A list's row, by id or place: the form names it by its place.
    const item = field && itemOf(field);
    const last = steps.at(-1);
    if (!item || !last || last.index !== undefined || !Array.isArray(current)) return undefined;
    const index = placeOf(current, step);
    const row: unknown = typeof index === 'number' ? current[index] : undefined;
    if (typeof index !== 'number' || !isRecord(row)) return undefined;
    form = childAddress(form, index);
    shape = shapeFor(item, row);
    // A block row: its fields are found under its kind.
    const kind = optionsOf(item) && typeof row.kind === 'string' ? row.kind : undefined;
    if (kind) descriptor.push(kind);
    last.index = index;
    last.kind = kind;
    current = row;
  }
  return field ? { formPath: form, descriptorPath: descriptor.join('.'), schema: field, steps } : undefined;
}
