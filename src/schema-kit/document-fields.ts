/**
 * Field constructors of documents (collections, src/schema-kit/collection.ts), beside the general
 * ones of ./fields.ts: the slug, the publish date, a reference to an item of another entity's list,
 * and the rich-text body. Apart from ./fields.ts because that module is in every page's entry (the
 * site frame's schemas use it) while documents' schemas load with their pages: the rich-text walker
 * travels only with them.
 *
 *   import * as f from '@/schema-kit/fields';
 *   import * as d from '@/schema-kit/document-fields';
 *   v.object({ title: f.text('Title', ''), slug: d.slug(), body: d.richText('Body') })
 */
import * as v from 'valibot';
import { type BaseOptions, hinted, image, NOT_AN_IMAGE, PHOTO_TOO_LARGE } from './fields';
import { EMPTY_DOC, type RichTextDoc, richTextBytes } from './rich-text';
import { readRichText } from './rich-text-read';

export { slug } from './slug';

const isIsoDate = (value: string) => value === '' || !Number.isNaN(Date.parse(value));

/**
 * A date and time, stored as an ISO 8601 string ('' for none). Shown in the owner's time zone.
 */
export function dateTime(title: string, options: BaseOptions = {}) {
  return v.optional(
    hinted(
      v.pipe(
        v.string(),
        v.trim(),
        v.check(isIsoDate, `${title} must be a date and time.`),
        v.transform((value) => (value === '' ? '' : new Date(value).toISOString())),
      ),
      title,
      { widget: 'datetime' },
      options.description,
    ),
    '',
  );
}

export const DEFAULT_RICH_TEXT_MAX_BYTES = 200_000;

/** The message of a body over its size limit; the draft is kept, so it says what to do. */
export const richTextTooLong = (title: string, bytes: number, max: number) =>
  `${title} is too long to publish: ${Math.ceil(bytes / 1000)} KB of at most ${Math.floor(max / 1000)} KB. Shorten it or split it into two; your draft is kept.`;

/**
 * A rich-text body (headings, paragraphs, lists, quotes, links, bold, italic, images) as structured
 * JSON (./rich-text.ts). What is stored is rebuilt from the parts a page renders; a body with any
 * other part, an unsafe link or over `maxBytes` (200 KB unless set) is refused with its message.
 */
export function richText(title: string, options: BaseOptions & { maxBytes?: number } = {}) {
  const max = options.maxBytes ?? DEFAULT_RICH_TEXT_MAX_BYTES;
  const base = v.pipe(
    v.unknown(),
    v.rawTransform<unknown, RichTextDoc>(({ dataset, addIssue, NEVER }) => {
      const { doc, notes } = readRichText(dataset.value);
      for (const message of notes) addIssue({ message });
      const bytes = richTextBytes(doc);
      if (bytes > max) addIssue({ message: richTextTooLong(title, bytes, max) });
      return notes.length > 0 || bytes > max ? NEVER : doc;
    }),
  );
  // Reading a stored body that needed notes keeps what it can: the parts a page renders.
  const repair = (input: unknown) => readRichText(input).doc;
  return v.optional(
    hinted(base, title, { widget: 'richText', maxBytes: max, repair, localized: true }, options.description),
    () => structuredClone(EMPTY_DOC),
  );
}

export { reference } from './fields';

/** The messages of a document's photos (its cover, a body's images). */
export { NOT_AN_IMAGE, PHOTO_TOO_LARGE };

/**
 * A document's cover: a photo (processed to its sizes, with a placeholder and a focal point) shown on
 * its card and page and in link previews; its alt text is needed to publish.
 */
export function cover(
  description = 'Shown on its card and page, and in link previews. Its alt text is needed to publish.',
) {
  return image(
    'Cover image',
    { src: '', alt: '' },
    { purpose: 'photo', tooLargeMessage: PHOTO_TOO_LARGE, wrongTypeMessage: NOT_AN_IMAGE, description },
  );
}
