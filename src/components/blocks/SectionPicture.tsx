/**
 * A section's picture beside its text (an image field of a page's entity): one of the site's own
 * illustrations (a site path, as the defaults are) is drawn as it is, at the 480 × 320 box the
 * sections are laid out for; a photo the owner uploaded is drawn by ResponsiveImage, in the sizes it
 * was processed into.
 */

import { ResponsiveImage } from '@/components/ui/ResponsiveImage';
import type { ImageValue } from '@/schema-kit/image-value';

/** The sections' two columns: half the 62em container, or the whole width on a phone. */
const SIZES = '(min-width: 62em) 480px, 100vw';

export function SectionPicture({
  image,
  className,
  lazy = false,
}: {
  image: ImageValue;
  className?: string;
  lazy?: boolean;
}) {
  const bundled = /^\/(?!\/)/.test(image.src) && !image.variants?.length;
  if (!bundled) {
    return (
      <ResponsiveImage image={image} sizes={SIZES} className={className} loading={lazy ? 'lazy' : 'eager'} />
    );
  }
  return (
    <img
      src={image.src}
      alt={image.decorative ? '' : image.alt}
      width={image.width ?? 480}
      height={image.height ?? 320}
      loading={lazy ? 'lazy' : undefined}
      className={className}
    />
  );
}
