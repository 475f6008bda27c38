/**
 * An illustration field's picture, as its loader resolved it (src/app/illustrations.ts):
 *
 *   <Illustration image={hero.image} width={480} height={360} className="dp-hero-art" priority />
 *
 * - a bundled illustration (an inline SVG data: URL) is a plain <img> of the given size, exactly as
 *   the detail pages' heroes draw their art; so is a picture the site serves itself (a site path, as
 *   the fixed pages' sections have by default);
 * - a photo is the site's ResponsiveImage (srcset of its processed sizes, placeholder), cropped to
 *   the same width:height box around the owner's focal point, so swapping one for the other keeps
 *   the layout. `sizes` defaults to "as wide as `width`, or the screen when narrower";
 *   `priority` when it is the page's main picture.
 *
 * Renders nothing for no picture, or for a value its loader did not resolve.
 */
import { artNameOf, type ImageValue } from '@/schema-kit/image-value';
import { ResponsiveImage } from './ResponsiveImage';

const INLINE_SVG = 'data:image/svg+xml,';
/** A file the site serves (public/), not a processed upload. */
const SITE_FILE = /^\/(?!\/)/;

export interface IllustrationProps {
  image: ImageValue;
  /** The drawn size's box (CSS px): the <img> attributes of an inline SVG, the crop of a photo. */
  width: number;
  height: number;
  className?: string;
  /** A photo's `sizes` attribute. */
  sizes?: string;
  /** A photo that is the page's LCP image: loaded at once, with high priority. */
  priority?: boolean;
  /** A site file further down the page, loaded when it comes near (photos are, unless `priority`). */
  lazy?: boolean;
}

export function Illustration({ image, width, height, className, sizes, priority, lazy }: IllustrationProps) {
  if (!image.src) return null;
  if (artNameOf(image.src) !== undefined) {
    if (import.meta.env.DEV) console.warn(`Illustration: resolve "${image.src}" in the page's loader.`);
    return null;
  }
  if (image.src.startsWith(INLINE_SVG)) {
    return <img className={className} src={image.src} alt={image.alt} width={width} height={height} />;
  }
  if (SITE_FILE.test(image.src) && !image.variants?.length) {
    return (
      <img
        src={image.src}
        alt={image.alt}
        width={width}
        height={height}
        loading={lazy ? 'lazy' : undefined}
        className={className}
      />
    );
  }
  return (
    <ResponsiveImage
      image={image}
      sizes={sizes ?? `(min-width: ${width}px) ${width}px, 100vw`}
      priority={priority}
      fit="cover"
      className={className}
      style={{ aspectRatio: `${width} / ${height}` }}
    />
  );
}
