/**
 * Tolerant reading of stored data: whatever is valid is kept, every invalid part falls back to its
 * default, and each replacement is reported. Never throws for any JSON input.
 */
import * as v from 'valibot';
import { unwrapOptional } from './introspect';

export interface SalvageResult<T> {
  value: T;
  /** Human-readable notes on what was replaced, e.g. `colors.background: Enter a colour …`. */
  problems: string[];
}

type AnySchema = v.GenericSchema & { type: string };

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const core = (schema: AnySchema): AnySchema => unwrapOptional(schema) as unknown as AnySchema;

/** The schema's default: its optional() default, or for an object every entry's default. */
function fallback(schema: AnySchema): unknown {
  const result = v.safeParse(schema, undefined);
  if (result.success) return result.output;
  if (core(schema).type === 'object') {
    const empty = v.safeParse(schema, {});
    if (empty.success) return empty.output;
  }
  return undefined;
}

function issueText(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues.map((issue) => issue.message).join('; ');
}

/** A field's own repair of an invalid stored value (its hints' `repair`, e.g. an image's), if any. */
function ownRepair(schema: AnySchema): ((input: unknown) => unknown) | undefined {
  const structure = core(schema) as AnySchema & { pipe?: unknown };
  if (!structure.pipe) return undefined;
  const repair = (v.getMetadata(structure as never) as { repair?: unknown }).repair;
  return typeof repair === 'function' ? (repair as (input: unknown) => unknown) : undefined;
}

function salvageValue(schema: AnySchema, input: unknown, path: string, problems: string[]): unknown {
  const direct = v.safeParse(schema, input);
  if (direct.success) return direct.output;

  const structure = core(schema);
  let repaired: unknown;
  const repair = ownRepair(schema);
  if (repair) {
    repaired = repair(input);
  } else if (structure.type === 'object' && isPlainObject(input)) {
    const entries = (structure as unknown as { entries: Record<string, AnySchema> }).entries;
    const next: Record<string, unknown> = {};
    for (const [key, entry] of Object.entries(entries)) {
      next[key] = salvageValue(entry, input[key], path ? `${path}.${key}` : key, problems);
    }
    repaired = next;
  } else if (structure.type === 'array' && Array.isArray(input)) {
    return salvageList(schema, input, path, problems);
  }

  if (repaired !== undefined) {
    const again = v.safeParse(schema, repaired);
    if (again.success) {
      if (repair) problems.push(`${path || '(root)'}: ${issueText(direct.issues)} (invalid parts dropped)`);
      return again.output;
    }
    problems.push(`${path || '(root)'}: ${issueText(again.issues)} (default used)`);
    return fallback(schema);
  }
  if (input !== undefined) problems.push(`${path || '(root)'}: ${issueText(direct.issues)} (default used)`);
  return fallback(schema);
}

/**
 * A list keeps every valid item. An invalid item is repaired field by field when it is a record,
 * and dropped when it cannot be repaired. A list whose length is fixed gets the default item at
 * that place instead of losing one.
 */
function salvageList(schema: AnySchema, input: unknown[], path: string, problems: string[]): unknown {
  const item = (core(schema) as unknown as { item: AnySchema }).item;
  const notes: string[] = [];
  const items = input.map((entry, index) => {
    const itemPath = `${path}[${index}]`;
    const single = v.safeParse(item, entry);
    if (single.success) return single.output;
    if (core(item).type === 'object' && isPlainObject(entry)) {
      const repaired = v.safeParse(item, salvageValue(item, entry, itemPath, notes));
      if (repaired.success) return repaired.output;
    }
    notes.push(`${itemPath}: ${issueText(single.issues)} (entry dropped)`);
    return undefined;
  });
  const kept = items.filter((entry) => entry !== undefined);
  const dropped = v.safeParse(schema, kept);
  if (dropped.success) {
    problems.push(...notes);
    return dropped.output;
  }
  const defaults = fallback(schema);
  if (Array.isArray(defaults)) {
    const filled = items.map((entry, index) => entry ?? defaults[index]);
    const replaced = v.safeParse(schema, filled);
    if (replaced.success) {
      problems.push(...notes.map((note) => note.replace('(entry dropped)', '(default entry used)')));
      return replaced.output;
    }
  }
  problems.push(`${path || '(root)'}: ${issueText(dropped.issues)} (default used)`);
  return defaults;
}

export function salvage<S extends v.GenericSchema>(
  schema: S,
  input: unknown,
): SalvageResult<v.InferOutput<S>> {
  const problems: string[] = [];
  const value = salvageValue(schema as unknown as AnySchema, input, '', problems);
  return { value: value as v.InferOutput<S>, problems };
}
