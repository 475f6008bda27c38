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
 *
 * An illustration field (./picture-fields.ts) also takes `art:<name>`, one of the site's bundled
 * illustrations by name: such a value is `{ src, alt }` only, and pages inline the picture it names.
 * Every other image field refuses it, since nothing but an illustration knows how to draw it.
 * Its schema, which reads and repairs stored values, is ./image-schema.ts.
 */
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

/** How a value names a bundled illustration: `art:<name>`. */
export const ART_PREFIX = 'art:';
export const ART_VALUE_MESSAGE =
  'An illustration must be one of the bundled illustrations, an uploaded file, an http(s) address or a site path.';

/** The bundled illustration a src names (`art:cloud` -> `cloud`); undefined for any other address. */
export const artNameOf = (src: string): string | undefined =>
  src.startsWith(ART_PREFIX) ? src.slice(ART_PREFIX.length) : undefined;

/** Whether `src` is an image address, or names one of the `art` illustrations when a field offers some. */
export const srcCheckOf =
  (art: readonly string[]) =>
  (src: string): boolean => {
    const name = artNameOf(src);
    return name === undefined ? isImageSrc(src) : art.includes(name);
  };

export const srcMessageOf = (art: readonly string[]) =>
  art.length > 0 ? ART_VALUE_MESSAGE : IMAGE_VALUE_MESSAGE;

const PLACEHOLDER = /^(?:data:image\/(?:webp|png|jpeg);base64,[\w+/=]+|#[0-9a-f]{3,8}|rgba?\([\d.,\s%]+\))$/i;
export const isPlaceholder = (value: string): boolean => PLACEHOLDER.test(value) && value.length <= 4000;

/** Processed images carry at most this many sizes. */
export const MAX_VARIANTS = 8;
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
