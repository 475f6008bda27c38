/**
 * Per-page head tags: title, description, canonical URL, Open Graph and Twitter card. React 19 hoists
 * them into <head>; the prerenderer writes them into each static page's <head>, and hydration adopts
 * those same elements instead of adding copies. A document's page passes its cover as the Open
 * Graph image, its publish date, and links to its collection's feed.
 */
import { absoluteUrl, OG_IMAGE, SITE_NAME } from './site';

export interface SeoProps {
  title: string;
  description: string;
  /** The page's path, e.g. "/about". */
  path: string;
  /** Open Graph type; "website" unless the page is an article. */
  type?: 'website' | 'article';
  /** The page's own picture (a document's cover); the site's card image when absent or not a raster. */
  image?: { src: string; alt: string };
  /** An article's publish and change dates (ISO 8601). */
  published?: string;
  modified?: string;
  /** Feeds to announce with <link rel="alternate">. */
  feeds?: readonly { title: string; path: string }[];
}

/** Link previews show PNG, JPEG, WebP and GIF, not SVG. */
const RASTER = /\.(?:png|jpe?g|webp|gif)(?:[?#].*)?$/i;

export function pageImage(image: SeoProps['image']) {
  if (image?.src && RASTER.test(image.src) && /^(?:https?:\/\/|\/(?!\/))/.test(image.src)) {
    return {
      url: image.src.startsWith('/') ? absoluteUrl(image.src) : image.src,
      alt: image.alt,
      size: undefined,
    };
  }
  return { url: absoluteUrl(OG_IMAGE.path), alt: OG_IMAGE.alt, size: OG_IMAGE };
}

export function Seo({
  title,
  description,
  path,
  type = 'website',
  image,
  published,
  modified,
  feeds,
}: SeoProps) {
  const full = title.includes(SITE_NAME) ? title : `${title} | ${SITE_NAME}`;
  const url = absoluteUrl(path);
  const picture = pageImage(image);
  return (
    <>
      <title>{full}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      {feeds?.map((feed) => (
        <link
          key={feed.path}
          rel="alternate"
          type="application/rss+xml"
          title={feed.title}
          href={absoluteUrl(feed.path)}
        />
      ))}
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:title" content={full} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={picture.url} />
      {picture.size ? <meta property="og:image:width" content={String(picture.size.width)} /> : null}
      {picture.size ? <meta property="og:image:height" content={String(picture.size.height)} /> : null}
      <meta property="og:image:alt" content={picture.alt} />
      {published ? <meta property="article:published_time" content={published} /> : null}
      {modified ? <meta property="article:modified_time" content={modified} /> : null}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={full} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={picture.url} />
    </>
  );
}

/** Structured data for search engines (schema.org JSON-LD), in the page's markup. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  // React writes a <script>'s text as it is; "<" is escaped so the data can never close the tag.
  return <script type="application/ld+json">{JSON.stringify(data).replace(/</g, '\\u003c')}</script>;
}
