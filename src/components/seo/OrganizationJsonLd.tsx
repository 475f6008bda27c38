/**
 * schema.org Organization data for the home page. Drop <OrganizationJsonLd /> anywhere in the home
 * page's component; it renders one <script type="application/ld+json"> (in place, prerendered, and
 * hydrated unchanged).
 */
import { absoluteUrl, SITE_NAME, SITE_TAGLINE, SITE_URL } from './site';

export const organization = {
  '@context': 'https://schema.org',
  '@type': 'Organization',
  name: SITE_NAME,
  slogan: SITE_TAGLINE,
  description:
    'Connectia delivers technology services, skilled talent and sustainable solutions for businesses across the Middle East.',
  url: `${SITE_URL}/`,
  logo: absoluteUrl('/icon-512.png'),
  address: { '@type': 'PostalAddress', addressLocality: 'Dubai', addressCountry: 'AE' },
} as const;

/** JSON for a <script> element: "<" is escaped so the text can never close the element. */
const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export function OrganizationJsonLd() {
  return (
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: static JSON, "<" escaped.
      dangerouslySetInnerHTML={{ __html: json(organization) }}
    />
  );
}
