/**
 * Validating a value against its schema before it is kept or published: one function and one error
 * for settings and documents alike, so the owner reads the same kind of refusal wherever it comes
 * from, each invalid field named by its path with the schema's message.
 */
import * as v from 'valibot';

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
