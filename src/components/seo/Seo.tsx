/**
 * Per-page head tags: title, description, canonical URL, Open Graph and Twitter card. React 19 hoists
 * them into <head>; the prerenderer writes them into each static page's <head>, and hydration adopts
 * those same elements instead of adding copies. A document's page passes its cover as the Open
 * Graph image, its publish date, and links to its collection's feed.
 */

import { type EditSource, useEditable } from '@/app/editable';
import { hasPageIn, withLocale } from '@/app/locale-path';
import { useLocale, usePageLanguages } from '@/app/use-locale';
import { DEFAULT_LOCALE, LOCALE_SETTINGS, LOCALES, type Locale } from '@/schema-kit/locales';
import { absoluteUrl, OG_IMAGE, SITE_NAME } from './site';

export interface SeoProps {
  title: string;
  description: string;
  /** The page's route path, e.g. "/about" (the Arabic page's own, "/ar/about", follows from the page's language). */
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
  /**
   * The page entity whose `seo` fields these are: in edit mode the title and description are marked,
   * so 'Fields on this page' lists them though the page does not show them.
   */
  source?: EditSource<{ seo: { title: string; description: string } }>;
}

/** Open Graph's names of the languages. */

/**
 * The page in each language it exists in, for search engines (`hreflang`; `x-default`, for readers
 * of neither, is English). Every version lists the same set, so the alternates point back to each other.
 */
export function alternatesOf(
  path: string,
  languages: readonly Locale[] = LOCALES,
): { hreflang: string; href: string }[] {
  const locales = LOCALES.filter((locale) => hasPageIn(path, locale, languages));
  if (locales.length < 2) return [];
  const links = locales.map((locale) => ({ hreflang: locale, href: absoluteUrl(withLocale(path, locale)) }));
  return [...links, { hreflang: 'x-default', href: absoluteUrl(withLocale(path, DEFAULT_LOCALE)) }];
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
  source,
}: SeoProps) {
  const locale = useLocale();
  const editable = useEditable();
  // The head's elements take the mark only: they are hoisted as plain `<title>`, and say no language.
  const mark = (path: 'seo.title' | 'seo.description') =>
    source ? { 'data-edit': editable(source, path)['data-edit'] } : {};
  const full = title.includes(SITE_NAME) ? title : `${title} | ${SITE_NAME}`;
  const url = absoluteUrl(withLocale(path, locale));
  const languages = usePageLanguages();
  const alternates = alternatesOf(path, languages);
  const picture = pageImage(image);
  return (
    <>
      <title {...mark('seo.title')}>{full}</title>
      <meta name="description" content={description} {...mark('seo.description')} />
      <link rel="canonical" href={url} />
      {alternates.map((alternate) => (
        <link key={alternate.hreflang} rel="alternate" hrefLang={alternate.hreflang} href={alternate.href} />
      ))}
      {feeds?.map((feed) => (
        <link
          key={feed.path}
          rel="alternate"
          type="application/rss+xml"
          title={feed.title}
          href={absoluteUrl(withLocale(feed.path, locale))}
        />
      ))}
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:title" content={full} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:locale" content={LOCALE_SETTINGS[locale].openGraph} />
      {alternates.length > 0
        ? LOCALES.filter((other) => other !== locale && hasPageIn(path, other, languages)).map((other) => (
            <meta key={other} property="og:locale:alternate" content={LOCALE_SETTINGS[other].openGraph} />
          ))
        : null}
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
