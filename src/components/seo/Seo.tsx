/**
 * Per-page head tags: title, description, canonical URL, Open Graph and Twitter card. React 19 hoists
 * them into <head>; the prerenderer writes them into each static page's <head>, and hydration adopts
 * those same elements instead of adding copies.
 */
import { absoluteUrl, OG_IMAGE, SITE_NAME } from './site';

export interface SeoProps {
  title: string;
  description: string;
  /** The page's path, e.g. "/about". */
  path: string;
  /** Open Graph type; "website" unless the page is an article. */
  type?: 'website' | 'article';
}

export function Seo({ title, description, path, type = 'website' }: SeoProps) {
  const full = title.includes(SITE_NAME) ? title : `${title} | ${SITE_NAME}`;
  const url = absoluteUrl(path);
  const image = absoluteUrl(OG_IMAGE.path);
  return (
    <>
      <title>{full}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:title" content={full} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content={String(OG_IMAGE.width)} />
      <meta property="og:image:height" content={String(OG_IMAGE.height)} />
      <meta property="og:image:alt" content={OG_IMAGE.alt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={full} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
    </>
  );
}
