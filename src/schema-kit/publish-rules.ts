/**
 * What a document needs before it can be published, beyond its schema (a draft may lack it): alt
 * text for every image in its body. (A cover's alt text is its image field's own rule.) Pictures
 * without a description shut out the people who cannot see them, and search engines too.
 */
import type { Collection } from './collection';
import { imagesIn, type RichTextDoc } from './rich-text';
import { ValidationError, validate, validateEachLanguage } from './validate';

export const BODY_ALT_MESSAGE =
  'Every image in the body needs alt text before publishing: select the image and choose “Describe image”.';

/** The reasons `document` (as its schema outputs it) cannot be published; [] when it can. */
export function publishProblems(collection: Collection, document: Record<string, unknown>): string[] {
  const body = collection.fields.body
    ? (document[collection.fields.body] as RichTextDoc | undefined)
    : undefined;
  return body && imagesIn(body).some((image) => image.attrs.alt.trim() === '') ? [BODY_ALT_MESSAGE] : [];
}

/** A document as it would be published: its schema, then the publishing rules above (`validateEachLanguage`). */
export function validateForPublish(collection: Collection, value: unknown): Record<string, unknown> {
  return validateEachLanguage(collection.schema, value, (one) => validateOne(collection, one));
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
