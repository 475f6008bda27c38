/**
 * Per-page title and description. React 19 hoists <title> and <meta> into <head>.
 * (Canonical URL, Open Graph and Twitter tags are added by the prerender/SEO work.)
 */
export interface SeoProps {
  title: string;
  description: string;
  /** The page's path, e.g. "/about". */
  path: string;
}

export function Seo({ title, description }: SeoProps) {
  const full = title.includes('Connectia') ? title : `${title} | Connectia`;
  return (
    <>
      <title>{full}</title>
      <meta name="description" content={description} />
    </>
  );
}
