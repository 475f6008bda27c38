/**
 * What a document needs before it can be published, beyond its schema (a draft may lack it): alt
 * text for every image in its body. (A cover's alt text is its image field's own rule.) Pictures
 * without a description shut out the people who cannot see them, and search engines too.
 */
import type { Collection } from './collection';
import { holdsLocaleValues, localize, mergeLocale } from './localize';
import { imagesIn, type RichTextDoc } from './rich-text';
import { ValidationError, validate } from './validate';

export const BODY_ALT_MESSAGE =
  'Every image in the body needs alt text before publishing: select the image and choose “Describe image”.';

/** The reasons `document` (as its schema outputs it) cannot be published; [] when it can. */
export function publishProblems(collection: Collection, document: Record<string, unknown>): string[] {
  const body = collection.fields.body
    ? (document[collection.fields.body] as RichTextDoc | undefined)
    : undefined;
  return body && imagesIn(body).some((image) => image.attrs.alt.trim() === '') ? [BODY_ALT_MESSAGE] : [];
}

/**
 * A document as it would be published: validated by its schema (as settings are), then by the
 * publishing rules above, each refused with a ValidationError. A document holding Arabic values
 * (`{ en, ar }`) is checked in each language, and returned with both: the English as its schema
 * outputs it, the Arabic as written (with what it was a translation of, so a stale one stays flagged).
 */
export function validateForPublish(collection: Collection, value: unknown): Record<string, unknown> {
  if (!holdsLocaleValues(value)) return validateOne(collection, value);
  const en = validateOne(collection, localize(collection.schema, value, 'en').value);
  validateOne(collection, localize(collection.schema, value, 'ar').value);
  return mergeLocale(collection.schema, value, en, 'en') as Record<string, unknown>;
}

function validateOne(collection: Collection, value: unknown): Record<string, unknown> {
  const document = validate(
    collection.schema,
    value,
    collection.key,
    `This ${collection.itemName} cannot be published yet`,
  ) as Record<string, unknown>;
  const problems = publishProblems(collection, document);
  if (problems.length > 0)
    throw new ValidationError(
      collection.key,
      problems.map((message) => ({ path: '', message })),
    );
  return document;
}
