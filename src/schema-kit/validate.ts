/**
 * Validating a value against its schema before it is kept or published: one function and one error
 * for settings and documents alike, so the owner reads the same kind of refusal wherever it comes
 * from, each invalid field named by its path with the schema's message.
 */
import * as v from 'valibot';
import { addressOfIssue } from './field-paths';
import { DEFAULT_LOCALE, LOCALE_SETTINGS, type Locale, TRANSLATIONS } from './locales';
import { holdsLocaleValues, localize, mergeLocale } from './localize';

/** Where a valibot issue points, as an address ("company.email", "items[2].title"); "" for the root. */
export const issuePath = (issue: v.BaseIssue<unknown>): string => addressOfIssue(issue.path);

/** One invalid field: its address ("" for the whole value) and what is wrong with it. */
export interface FieldIssue {
  path: string;
  message: string;
  /** The language whose words are invalid, when a value in several languages is checked and it is not English. */
  locale?: Locale;
}

/** The field an issue names as the owner reads it: its path, and the language when it is not English. */
export const issueField = (issue: FieldIssue): string =>
  issue.locale === undefined || issue.locale === DEFAULT_LOCALE
    ? issue.path
    : `${issue.path} (${LOCALE_SETTINGS[issue.locale].englishName})`.trim();

/** A value was refused: `refusal` says what did not happen ('These settings were not saved'), then each field's issue. */
export class ValidationError extends Error {
  override readonly name = 'ValidationError';
  constructor(
    /** The entity's or collection's key. */
    readonly key: string,
    readonly issues: FieldIssue[],
    readonly refusal?: string,
  ) {
    super(
      (refusal ? `${refusal}: ` : '') +
        issues
          .map((issue) => (issueField(issue) ? `${issueField(issue)}: ${issue.message}` : issue.message))
          .join(' '),
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
 * A stored value as it would be published, imported or restored, settings and documents alike:
 * `one` checks a value in one language (and throws a ValidationError). A value holding Arabic
 * (`{ en, ar }`) is checked in each language, and a refusal names every invalid field of both (the
 * Arabic ones marked so), so the owner fixes everything in one go. It is returned with both
 * languages: the English as `one` outputs it, the Arabic as written (with what it was a translation
 * of, so a stale one stays flagged). A value without Arabic is checked as English.
 */
export function validateEachLanguage<T>(
  schema: v.GenericSchema,
  value: unknown,
  one: (value: unknown) => T,
): T {
  if (!holdsLocaleValues(value)) return one(value);
  let refused: ValidationError | undefined;
  const issues: FieldIssue[] = [];
  const check = (locale: Locale): T | undefined => {
    try {
      return one(localize(schema, value, locale).value);
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      refused ??= error;
      issues.push(...error.issues.map((issue) => (locale === DEFAULT_LOCALE ? issue : { ...issue, locale })));
      return undefined;
    }
  };
  const en = check(DEFAULT_LOCALE);
  for (const locale of TRANSLATIONS) check(locale);
  if (refused) throw new ValidationError(refused.key, issues, refused.refusal);
  return mergeLocale(schema, value, en, DEFAULT_LOCALE) as T;
}

/** A stored settings value, in every language it holds, as it would be kept, imported or published. */
export const validateSettings = (entity: { schema: v.GenericSchema; key: string }, value: unknown): unknown =>
  validateEachLanguage(entity.schema, value, (one) => validate(entity.schema, one, entity.key));
