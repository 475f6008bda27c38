/**
 * Validating a value against its schema before it is kept or published: one function and one error
 * for settings and documents alike, so the owner reads the same kind of refusal wherever it comes
 * from, each invalid field named by its path with the schema's message.
 */
import * as v from 'valibot';
import { holdsLocaleValues, localize, mergeLocale } from './localize';

/** Where a valibot issue points, as a dotted path ("company.email", "items.2.title"); "" for the root. */
export const issuePath = (issue: v.BaseIssue<unknown>): string =>
  (issue.path ?? []).map((item) => String(item.key)).join('.');

/** One invalid field: its dotted path ("" for the whole value) and what is wrong with it. */
export interface FieldIssue {
  path: string;
  message: string;
}

/** A value was refused: `refusal` says what did not happen ('These settings were not saved'), then each field's issue. */
export class ValidationError extends Error {
  override readonly name = 'ValidationError';
  constructor(
    /** The entity's or collection's key. */
    readonly key: string,
    readonly issues: FieldIssue[],
    refusal?: string,
  ) {
    super(
      (refusal ? `${refusal}: ` : '') +
        issues.map((issue) => (issue.path ? `${issue.path}: ${issue.message}` : issue.message)).join(' '),
    );
  }
}

/** The value as the schema outputs it; throws a ValidationError naming every invalid field. */
export function validate<S extends v.GenericSchema>(
  schema: S,
  value: unknown,
  key: string,
  refusal = 'These settings were not saved',
): v.InferOutput<S> {
  const checked = v.safeParse(schema, value);
  if (checked.success) return checked.output;
  throw new ValidationError(
    key,
    checked.issues.map((issue) => ({ path: issuePath(issue), message: issue.message })),
    refusal,
  );
}

/**
 * A stored value as it would be published, settings and documents alike: `one` checks a value in
 * one language (and throws a ValidationError). A value holding Arabic (`{ en, ar }`) is checked in
 * each language and returned with both: the English as `one` outputs it, the Arabic as written
 * (with what it was a translation of, so a stale one stays flagged). A value without is checked as
 * English.
 */
export function validateEachLanguage<T>(
  schema: v.GenericSchema,
  value: unknown,
  one: (value: unknown) => T,
): T {
  if (!holdsLocaleValues(value)) return one(value);
  const en = one(localize(schema, value, 'en').value);
  one(localize(schema, value, 'ar').value);
  return mergeLocale(schema, value, en, 'en') as T;
}
