/**
 * Slugs: the last segment of a document's address (/blog/<slug>). Lower-case letters and digits in
 * words joined by single hyphens, at most 100 characters. `slugify` turns anything typed (a title,
 * "My Post!", "Café Déjà") into one; the slug field normalises what the owner types with it.
 */
export const SLUG_MAX = 100;
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MESSAGE = 'Use lower-case letters, digits and hyphens, e.g. my-first-article.';

export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/, '');
}

export const isSlug = (value: string): boolean => value.length <= SLUG_MAX && SLUG_PATTERN.test(value);
