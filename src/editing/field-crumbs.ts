/**
 * What the panel shows of a field's place: the breadcrumb ('Hero Sections Management › Home Page ›
 * Title', a list item by its summary or its number, a block by its kind's title) and the fields
 * beside it (its parent's, which the panel shows with it).
 */
import { type FieldDescriptor, findDescriptor } from '@/admin/renderer/describe-schema';
import { isRecord } from '@/schema-kit/schema-walk';
import type { ResolvedField } from './resolve-mark';

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

/** The parent of a dotted path: `a[0].b.c` -> `a[0].b`; '' for a top-level field. */
export const parentOf = (path: string): string => path.slice(0, Math.max(0, path.lastIndexOf('.')));

export function crumbsOf(
  entityTitle: string,
  descriptors: FieldDescriptor[],
  field: ResolvedField,
  values: unknown,
): string[] {
  const crumbs = [entityTitle];
  const path: string[] = [];
  let current: unknown = values;
  for (const step of field.steps) {
    path.push(step.key);
    const descriptor = findDescriptor(descriptors, path.join('.'));
    if (descriptor) crumbs.push(descriptor.title);
    current = isRecord(current) ? current[step.key] : undefined;
    if (step.index === undefined) continue;
    const row: unknown = Array.isArray(current) ? current[step.index] : undefined;
    current = row;
    if (step.kind) {
      path.push(step.kind);
      crumbs.push(descriptor?.blocks?.find((block) => block.kind === step.kind)?.title ?? step.kind);
      continue;
    }
    const summary = descriptor?.hints.summary;
    const named = summary && isRecord(row) ? row[summary] : undefined;
    crumbs.push(typeof named === 'string' && named.trim() ? named : String(step.index + 1));
  }
  return crumbs;
}
