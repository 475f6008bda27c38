/**
 * Shows one image value (src/schema-kit/image-value.ts) the way a fast page should:
 *
 *   <ResponsiveImage image={hero.backgroundImage} sizes="100vw" priority fit="cover" />
 *   <ResponsiveImage image={article.cover} sizes="(min-width: 62em) 760px, 100vw" />
 *
 * - `srcset` from the value's variants, with the `sizes` you give: how wide the image is drawn
 *   (CSS px, a media-query list). The browser downloads the one size that screen needs.
 * - `width` and `height` (the intrinsic size) so the box is reserved before the bytes arrive (no
 *   layout shift); style the element's width in CSS and keep `height: auto`, or fix both with `fit`.
 * - `object-position` at the value's focal point, so cropping (`fit="cover"`) keeps it in view.
 * - the value's placeholder (a tiny blurred preview or a colour) painted until the image covers it.
 * - `loading="lazy"` unless `priority` (or `loading="eager"` for a small image above the fold, such
 *   as the header logo): the page's LCP image (the first screen's hero) is loaded at once with
 *   `fetchpriority="high"` (the prerender also preloads it).
 * - `alt`: the value's own alt text; '' when the value is marked decorative; the `alt` prop overrides
 *   both (e.g. a team member's name when the photo has none).
 *
 * Renders nothing for no image (src ''). Other <img> props (className, style, onError, ref) pass
 * through. Uploads still in this browser's IndexedDB (`idb:`, the owner's drafts) are shown once read.
 * No Mantine and no image-processing code: this is public.
 */
import type { CSSProperties, ImgHTMLAttributes, Ref } from 'react';
import { type ImageValue, objectPositionOf, srcSetOf } from '@/schema-kit/image-value';
import { useImageValue } from '@/storage/use-image-src';

export interface ResponsiveImageProps
  extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes' | 'width' | 'height' | 'alt'> {
  image: ImageValue | undefined;
  /** How wide the image is drawn, as the `sizes` attribute: '100vw', '96px', '(min-width: 62em) 50vw, 100vw'. */
  sizes: string;
  /** Alt text instead of the value's own (still '' when the value is decorative). */
  alt?: string;
  /** The page's LCP image: no lazy loading, fetchpriority="high". */
  priority?: boolean;
  /** object-fit: 'cover' crops around the focal point, 'contain' fits the whole image. */
  fit?: 'cover' | 'contain';
  ref?: Ref<HTMLImageElement>;
}

const isColour = (value: string) => !value.startsWith('data:');

export function ResponsiveImage({
  image,
  sizes,
  alt,
  priority = false,
  fit,
  style,
  ref,
  loading = 'lazy',
  ...rest
}: ResponsiveImageProps) {
  const shown = useImageValue(image);
  if (!image?.src) return null;
  const value = shown ?? image;
  const srcSet = shown ? srcSetOf(value) : '';
  const placeholder = value.placeholder;
  const css: CSSProperties = {
    objectFit: fit,
    objectPosition: objectPositionOf(value),
    ...(placeholder
      ? isColour(placeholder)
        ? { backgroundColor: placeholder }
        : { backgroundImage: `url("${placeholder}")`, backgroundSize: 'cover', backgroundPosition: 'center' }
      : {}),
    ...style,
  };
  return (
    <img
      {...rest}
      ref={ref}
      // Until an upload is read from IndexedDB there is nothing to show; the box is reserved all the same.
      src={shown ? value.src : undefined}
      srcSet={srcSet || undefined}
      sizes={srcSet ? sizes : undefined}
      width={value.width}
      height={value.height}
      alt={image.decorative ? '' : (alt ?? image.alt)}
      loading={priority ? undefined : loading}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? undefined : 'async'}
      style={css}
    />
  );
}
