/**
 * Site Text (schemas/site-text.ts): the blog page's list of articles: its filter, count, Load More and
 * its failure.
 */

import * as f from '@/schema-kit/fields';
import { interfaceTexts as texts } from '@/schema-kit/interface-texts';

export const blog = f.group(
  'Blog',
  texts({
    allPosts: 'All Posts',
    filter: 'Filter articles by category',
    showingOne: 'Showing {count} article.',
    showingMany: 'Showing {count} articles.',
    showingOneIn: 'Showing {count} article in {category}.',
    showingManyIn: 'Showing {count} articles in {category}.',
    none: 'No articles yet.',
    noneIn: 'No articles in {category} yet.',
    loadMore: 'Load More Articles',
    loadFailed: 'More articles could not be loaded. Check your connection and try again.',
  }),
);
