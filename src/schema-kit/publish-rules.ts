/**
 * What a document needs before it can be published, beyond its schema (a draft may lack it): alt
 * text for its cover and for every image in its body. Pictures without a description shut out the
 * people who cannot see them, and search engines too.
 */
import type { Collection } from './collection';
import { imagesIn, type RichTextDoc } from './rich-text';

export const COVER_ALT_MESSAGE =
  'A cover image without alt text cannot be published: describe the picture in “Alt text” under “Cover image”.';
export const BODY_ALT_MESSAGE =
  'Every image in the body needs alt text before publishing: select the image and choose “Describe image”.';

/** The reasons `document` (as its schema outputs it) cannot be published; [] when it can. */
export function publishProblems(collection: Collection, document: Record<string, unknown>): string[] {
  const problems: string[] = [];
  const coverField = collection.fields.cover;
  const cover = coverField
    ? (document[coverField] as { src?: unknown; alt?: unknown } | undefined)
    : undefined;
  if (cover && typeof cover.src === 'string' && cover.src.trim() !== '') {
    if (typeof cover.alt !== 'string' || cover.alt.trim() === '') problems.push(COVER_ALT_MESSAGE);
  }
  const body = document[collection.fields.body] as RichTextDoc | undefined;
  if (body && imagesIn(body).some((image) => image.attrs.alt.trim() === '')) problems.push(BODY_ALT_MESSAGE);
  return problems;
}
