/**
 * Tolerant reading of stored data: whatever is valid is kept, every invalid part falls back to its
 * default, and each replacement is reported. Never throws for any JSON input.
 */
import * as v from 'valibot';
import { childAddress } from './field-paths';
import { type AnySchema, parsedDefault as fallback, fromPipe, itemOf, shapeFor } from './schema-walk';

export interface SalvageResult<T> {
  value: T;
  /** Human-readable notes on what was replaced, e.g. `colors.background: Enter a colour …`. */
  problems: string[];
}

/** A field's own repair of an invalid stored value (its hints' `repair`, e.g. an image's), if any. */
const repairOf = (schema: AnySchema) =>
  (fromPipe(schema, v.getMetadata) as { repair?: (input: unknown) => unknown } | undefined)?.repair;

/** One problem: where, what the schema said, and what was done about it. */
const note = (path: string, issues: readonly v.BaseIssue<unknown>[], outcome: string): string =>
  `${path || '(root)'}: ${issues.map((issue) => issue.message).join('; ')} (${outcome})`;

function salvageValue(schema: AnySchema, input: unknown, path: string, problems: string[]): unknown {
  const direct = v.safeParse(schema, input);
  if (direct.success) return direct.output;

  if (Array.isArray(input) && itemOf(schema)) return salvageList(schema, input, path, problems);

  let repaired: unknown;
  const repair = repairOf(schema);
  // An object, or the option of a variant that the record's discriminator names.
  const shape = shapeFor(schema, input);
  if (repair) {
    repaired = repair(input);
  } else if (shape?.entries) {
    const record = input as Record<string, unknown>;
    const next: Record<string, unknown> = {};
    for (const [key, entry] of Object.entries(shape.entries)) {
      next[key] = salvageValue(entry, record[key], childAddress(path, key), problems);
    }
    repaired = next;
  }

  if (repaired !== undefined) {
    const again = v.safeParse(schema, repaired);
    if (again.success) {
      if (repair) problems.push(note(path, direct.issues, 'invalid parts dropped'));
      return again.output;
    }
    problems.push(note(path, again.issues, 'default used'));
    return fallback(schema);
  }
  if (input !== undefined) problems.push(note(path, direct.issues, 'default used'));
  return fallback(schema);
}

/**
 * A list keeps every valid item. An invalid item is repaired field by field when it is a record (a
 * variant's by the option its discriminator names: a block by its kind), and dropped when it cannot
 * be repaired (a block of an unknown kind). A list
 * whose length is fixed gets the default item at that place instead of losing one.
 */
function salvageList(schema: AnySchema, input: unknown[], path: string, problems: string[]): unknown {
  const item = itemOf(schema) as AnySchema;
  const notes: string[] = [];
  const items = input.map((entry, index) => {
    const itemPath = childAddress(path, index);
    const single = v.safeParse(item, entry);
    if (single.success) return single.output;
    if (shapeFor(item, entry)) {
      const repaired = v.safeParse(item, salvageValue(item, entry, itemPath, notes));
      if (repaired.success) return repaired.output;
    }
    notes.push(note(itemPath, single.issues, 'entry dropped'));
    return undefined;
  });
  const kept = items.filter((entry) => entry !== undefined);
  // The list's own repair of what its items cannot mend alone (blocks: a repeated id).
  const dropped = v.safeParse(schema, repairOf(schema)?.(kept) ?? kept);
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
  problems.push(note(path, dropped.issues, 'default used'));
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
