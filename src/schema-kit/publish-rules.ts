/**
 * What a document needs before it can be published, beyond its schema (a draft may lack it): alt
 * text for every image in its body. (A cover's alt text is its image field's own rule.) Pictures
 * without a description shut out the people who cannot see them, and search engines too.
 */
import type { Collection } from './collection';
import { imagesIn, type RichTextDoc } from './rich-text';

export const BODY_ALT_MESSAGE =
  'Every image in the body needs alt text before publishing: select the image and choose “Describe image”.';

/** The reasons `document` (as its schema outputs it) cannot be published; [] when it can. */
export function publishProblems(collection: Collection, document: Record<string, unknown>): string[] {
  const body = document[collection.fields.body] as RichTextDoc | undefined;
  return body && imagesIn(body).some((image) => image.attrs.alt.trim() === '') ? [BODY_ALT_MESSAGE] : [];
}
