/**
 * Slugs: the last segment of a document's address (/blog/<slug>). Lower-case letters and digits in
 * words joined by single hyphens, at most 100 characters. `slugify` turns anything typed (a title,
 * "My Post!", "Café Déjà") into one; the slug field normalises what the owner types with it (and is
 * here, not with the other document fields, so a page document without a body loads no body reader).
 */
import * as v from 'valibot';
import { type BaseOptions, hinted } from './fields';

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

/**
 * A document's slug, the last part of its address: what the owner types is normalised to lower-case
 * words joined by hyphens ("My First Post!" is stored as "my-first-post"). Required; `fallback` is
 * what a new document starts with.
 */
export function slug(title = 'Slug', options: BaseOptions & { fallback?: string } = {}) {
  const base = v.pipe(
    v.string(),
    v.transform(slugify),
    v.minLength(1, `${title} is required: use letters or digits.`),
    v.check(isSlug, SLUG_MESSAGE),
  );
  return v.optional(
    hinted(
      base,
      title,
      { widget: 'slug', maxLength: SLUG_MAX, placeholder: options.placeholder },
      options.description,
    ),
    options.fallback ?? 'untitled',
  );
}
