/**
 * A document's cover picture, in one place for every cover (cards, article and case-study pages):
 * the site's responsive image (srcset at the processed sizes, placeholder, focal point) in a box of
 * the cover's proportions, reserved before the bytes arrive. `priority`: the page's main picture.
 */
import type { EditMark } from '@/app/editable';
import { ResponsiveImage } from '@/components/ui/ResponsiveImage';
import type { ImageValue } from '@/schema-kit/image-value';

export function CoverImage({
  cover,
  className,
  sizes,
  priority = false,
  mark,
}: {
  cover: ImageValue;
  className?: string;
  /** How wide the cover is drawn (the `sizes` attribute). */
  sizes: string;
  priority?: boolean;
  /** A mark for editing on the page (src/app/editable.ts). */
  mark?: EditMark;
}) {
  return (
    <ResponsiveImage
      {...mark}
      image={cover}
      sizes={sizes}
      priority={priority}
      fit="cover"
      className={className}
    />
  );
}

/** A card's cover: three cards a row on a wide screen, two on a tablet, one on a phone. */
export const CARD_SIZES = '(min-width: 75em) 380px, (min-width: 48em) 50vw, 100vw';
/** The featured article's cover: half the row from a tablet up. */
export const FEATURED_SIZES = '(min-width: 48em) 50vw, 100vw';
/** A document page's cover, as wide as its text column (760 px). */
export const PAGE_SIZES = '(min-width: 50em) 760px, 100vw';
