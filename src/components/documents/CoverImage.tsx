/**
 * A document's cover picture. One place for every cover (cards, article and case-study pages), so it
 * switches to the site's responsive image component (srcset, placeholder, focal point) when image
 * values carry their variants. `priority`: the page's main picture, loaded first.
 */
export interface CoverValue {
  src: string;
  alt: string;
}

export function CoverImage({
  cover,
  className,
  priority = false,
  width = 1200,
  height = 630,
}: {
  cover: CoverValue;
  className?: string;
  priority?: boolean;
  width?: number;
  height?: number;
}) {
  if (!cover.src) return null;
  return (
    <img
      src={cover.src}
      alt={cover.alt}
      width={width}
      height={height}
      className={className}
      loading={priority ? undefined : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  );
}
