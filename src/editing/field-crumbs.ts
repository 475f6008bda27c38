/**
 * A marked field's place, as the panel's breadcrumb shows it ('Hero Sections Management › Home Page
 * › Title'; a list item by its summary or its number, a block by its kind's title). Each crumb is a
 * scope the panel can show: the whole entity, a group, a list (add, reorder, remove), one item's
 * fields, or the field alone. The panel opens on the field's parent: the field with its siblings.
 */
import { type FieldDescriptor, findDescriptor } from '@/admin/renderer/describe-schema';
import { childAddress } from '@/schema-kit/field-paths';
import { isRecord } from '@/schema-kit/schema-walk';
import type { ResolvedField } from './resolve-mark';

export interface Crumb {
  label: string;
  /** What the panel shows for this crumb. */
  scope:
    | { kind: 'fields'; fields: FieldDescriptor[]; parent: string }
    | { kind: 'field'; descriptor: FieldDescriptor; name: string };
}

/** The fields of a group, a list's item or a block row at `path` (a descriptor path; '' is the entity). */
export function fieldsUnder(descriptors: FieldDescriptor[], path: string): FieldDescriptor[] | undefined {
  if (path === '') return descriptors;
  const steps = path.split('.');
  const kind = steps.at(-1);
  const blocks = findDescriptor(descriptors, steps.slice(0, -1).join('.'));
  const block = blocks?.blocks?.find((candidate) => candidate.kind === kind);
  if (block) return block.fields;
  return findDescriptor(descriptors, path)?.fields;
}

export function crumbsOf(
  entityTitle: string,
  descriptors: FieldDescriptor[],
  field: ResolvedField,
  values: unknown,
): Crumb[] {
  const crumbs: Crumb[] = [
    { label: entityTitle, scope: { kind: 'fields', fields: descriptors, parent: '' } },
  ];
  const path: string[] = [];
  let name = '';
  let current: unknown = values;
  for (const step of field.steps) {
    path.push(step.key);
    name = childAddress(name, step.key);
    const descriptor = findDescriptor(descriptors, path.join('.'));
    current = isRecord(current) ? current[step.key] : undefined;
    if (!descriptor) return crumbs;
    // A group shows its fields; a list or blocks field its widget (add, reorder, remove); a value itself.
    crumbs.push({
      label: descriptor.title,
      scope:
        descriptor.widget === 'group' && descriptor.fields
          ? { kind: 'fields', fields: descriptor.fields, parent: name }
          : { kind: 'field', descriptor, name },
    });
    if (step.index === undefined) continue;
    const row: unknown = Array.isArray(current) ? current[step.index] : undefined;
    current = row;
    name = childAddress(name, step.index);
    let label: string;
    if (step.kind) {
      path.push(step.kind);
      label = descriptor.blocks?.find((block) => block.kind === step.kind)?.title ?? step.kind;
    } else {
      const summary = descriptor.hints.summary;
      const named = summary && isRecord(row) ? row[summary] : undefined;
      label = typeof named === 'string' && named.trim() ? named : String(step.index + 1);
    }
    const fields = fieldsUnder(descriptors, path.join('.'));
    if (!fields) return crumbs;
    crumbs.push({ label, scope: { kind: 'fields', fields, parent: name } });
  }
  return crumbs;
}

/** The crumb the panel opens on: the field's parent (a group's, an item's or the entity's fields). */
export const openingCrumb = (crumbs: Crumb[]): number => Math.max(0, crumbs.length - 2);
