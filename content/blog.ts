/**
 * The blog's categories: the filter's buttons, in order. The articles themselves are
 * documents of the articles collection (schemas/articles.ts; defaults in content/articles/).
 */

export const BLOG_CATEGORIES = [
  'All Posts',
  'Software Development',
  'Cloud Technology',
  'Data Analytics',
  'DevOps',
  'Cybersecurity',
  'Team Management',
  'Artificial Intelligence',
] as const;

export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

/** A category the list can be filtered by (?category=): any but 'All Posts'. */
export type BlogFilter = Exclude<BlogCategory, 'All Posts'>;

/** Articles shown at first and added by each 'Load More Articles'. */
export const BLOG_PAGE_SIZE = 6;
