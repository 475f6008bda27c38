/**
 * One image value, as every image field stores it (docs/decisions/009-images.md):
 *
 *   { src, alt, decorative?, width?, height?, variants?, placeholder?, focal? }
 *
 * `src` is the image to show when nothing better is known (the largest variant of a processed upload,
 * or a site path, an http(s) address, a data: URL or an `idb:` reference of an older value); ''
 * means no image. `variants` are the processed WebP sizes in ascending width (`idb:<id>` in a local
 * draft, public URLs once published). `placeholder` is a tiny data: URL or a CSS colour shown while
 * the image loads; `focal` the point (0..1 across and down) that cropping keeps in view.
 *
 * A plain string is still accepted as input (values stored before images had this shape, defaults
 * written as strings) and becomes `{ src, alt: '' }`. Pure data: no UI, no storage.
 */
import * as v from 'valibot';

export interface ImageVariant {
  src: string;
  width: number;
  height: number;
}

export interface FocalPoint {
  x: number;
  y: number;
}

export interface ImageValue {
  src: string;
  alt: string;
  decorative?: boolean;
  width?: number;
  height?: number;
  variants?: ImageVariant[];
  placeholder?: string;
  focal?: FocalPoint;
}

/** What an image field accepts: the full value, a minimal `{ src, alt }`, or a plain string. */
export type ImageInput = string | (Partial<ImageValue> & { src: string });

export const EMPTY_IMAGE: ImageValue = Object.freeze({ src: '', alt: '' }) as ImageValue;

const IMAGE_SRC = /^(?:$|idb:[\w-]+$|data:image\/(?:png|jpeg|webp|gif|avif);base64,|https?:\/\/|\/(?!\/))/i;
export const IMAGE_VALUE_MESSAGE = 'An image must be an uploaded file, an http(s) address or a site path.';
export const isImageSrc = (value: string): boolean => IMAGE_SRC.test(value);

const PLACEHOLDER = /^(?:data:image\/(?:webp|png|jpeg);base64,[\w+/=]+|#[0-9a-f]{3,8}|rgba?\([\d.,\s%]+\))$/i;
export const isPlaceholder = (value: string): boolean => PLACEHOLDER.test(value) && value.length <= 4000;

/** Processed images carry at most this many sizes. */
export const MAX_VARIANTS = 8;
const MAX_SIDE = 20_000;
const ALT_MAX = 300;

const srcSchema = v.pipe(v.string(), v.maxLength(4_000_000), v.check(isImageSrc, IMAGE_VALUE_MESSAGE));
const side = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_SIDE));
const unit = v.pipe(v.number(), v.minValue(0), v.maxValue(1));

const variantSchema = v.object({
  src: v.pipe(srcSchema, v.minLength(1)),
  width: side,
  height: side,
});

const objectSchema = v.object({
  src: srcSchema,
  alt: v.optional(
    v.pipe(v.string(), v.maxLength(ALT_MAX, `Alt text must be at most ${ALT_MAX} characters.`)),
    '',
  ),
  decorative: v.optional(v.boolean()),
  width: v.optional(side),
  height: v.optional(side),
  variants: v.optional(
    v.pipe(
      v.array(variantSchema),
      v.maxLength(MAX_VARIANTS),
      v.check(
        (list) => list.every((item, index) => index === 0 || item.width > (list[index - 1]?.width ?? 0)),
        'Image sizes must be listed from narrowest to widest.',
      ),
    ),
  ),
  placeholder: v.optional(v.pipe(v.string(), v.check(isPlaceholder, 'Not an image placeholder.'))),
  focal: v.optional(v.object({ x: unit, y: unit })),
});

/** A clean value with a fixed key order and no undefined keys (stable JSON for draft comparison). */
function normalise(
  input: string | v.InferOutput<typeof objectSchema>,
  legacyDecorative: boolean,
): ImageValue {
  if (typeof input === 'string') {
    // A bare address: an image stored before images had alt text (hero backgrounds were CSS backgrounds).
    return legacyDecorative && input ? { src: input, alt: '', decorative: true } : { src: input, alt: '' };
  }
  const out: ImageValue = { src: input.src, alt: input.src ? input.alt.trim() : '' };
  if (!input.src) return out;
  if (input.decorative) out.decorative = true;
  if (input.width !== undefined && input.height !== undefined) {
    out.width = input.width;
    out.height = input.height;
  }
  if (input.variants?.length)
    out.variants = input.variants.map(({ src, width, height }) => ({ src, width, height }));
  if (input.placeholder) out.placeholder = input.placeholder;
  if (input.focal) out.focal = { x: input.focal.x, y: input.focal.y };
  return out;
}

/** How an image field treats alt text. */
export type AltRule = 'required' | 'optional' | 'none';

export const altRequiredMessage = (title: string, decorative: boolean) =>
  decorative
    ? `${title}: describe the image in its alt text, or mark it as decorative.`
    : `${title}: describe the image in its alt text.`;

/**
 * The valibot schema of one image value. `alt: 'required'` refuses an image without alt text
 * (unless `decorative` allows marking it decorative); a plain string read from storage counts as
 * decorative where that is allowed, since such images were drawn as CSS backgrounds.
 */
export function imageValueSchema(options: { title: string; alt: AltRule; decorative: boolean }) {
  return v.pipe(
    v.union(
      [v.pipe(v.string(), v.check(isImageSrc, IMAGE_VALUE_MESSAGE)), objectSchema],
      IMAGE_VALUE_MESSAGE,
    ),
    v.transform((input): ImageValue => normalise(input, options.decorative && options.alt === 'required')),
    v.check(
      (value) =>
        options.alt !== 'required' ||
        !value.src ||
        value.alt !== '' ||
        (options.decorative && value.decorative === true),
      altRequiredMessage(options.title, options.decorative),
    ),
    v.check((value) => options.decorative || !value.decorative, `${options.title} cannot be decorative.`),
  );
}

/**
 * The value as an image value, whatever its stored form; anything unreadable is no image. For code
 * that meets values outside a schema parse (form state, a rich-text node's attributes).
 */
export function toImageValue(input: unknown): ImageValue {
  const result = v.safeParse(v.union([v.pipe(v.string(), v.check(isImageSrc)), objectSchema]), input);
  return result.success ? normalise(result.output, false) : { ...EMPTY_IMAGE };
}

/**
 * What an unreadable stored image can keep (salvage): its address and alt text, when those are
 * valid, without the parts that are not. Undefined when nothing can be kept.
 */
export function repairImage(input: unknown): ImageValue | undefined {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return undefined;
  const record = input as Record<string, unknown>;
  if (typeof record.src !== 'string' || !isImageSrc(record.src)) return undefined;
  const kept = {
    src: record.src,
    alt: typeof record.alt === 'string' ? record.alt.slice(0, ALT_MAX) : '',
    decorative: record.decorative === true ? true : undefined,
  };
  return toImageValue(kept);
}

/** Every address an image value refers to: its src and each variant's. */
export const imageSources = (image: ImageValue): string[] => [
  ...(image.src ? [image.src] : []),
  ...(image.variants ?? []).map((variant) => variant.src),
];

/** `srcset` for the value's variants ('' when it has none). */
export const srcSetOf = (image: ImageValue): string =>
  (image.variants ?? []).map((variant) => `${variant.src} ${variant.width}w`).join(', ');

/** CSS object-position for the focal point ('50% 50%' when none is recorded). */
export const objectPositionOf = (image: ImageValue): string => {
  const focal = image.focal ?? { x: 0.5, y: 0.5 };
  const percent = (n: number) => `${Math.round(n * 1000) / 10}%`;
  return `${percent(focal.x)} ${percent(focal.y)}`;
};
