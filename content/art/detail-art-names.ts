/**
 * The names of the bundled illustrations of the detail pages (content/art/detail/<name>.svg), as
 * data: an illustration field (src/schema-kit/picture-fields.ts) accepts `art:<name>` for each, the
 * admin offers them as thumbnails and pages inline the one they name. A test checks that the list
 * and the files agree.
 */
export const DETAIL_ART_NAMES = [
  'ai-ml',
  'cloud',
  'digital-transformation',
  'mobile-apps',
  'outsourcing',
  'sustainability',
  'technology',
  'web-development',
] as const;

export type DetailArtName = (typeof DETAIL_ART_NAMES)[number];
