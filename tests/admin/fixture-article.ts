/** A new article's draft in English, for the tests of documents edited in one language at a time. */
import type { FormValues } from '@/admin/renderer/form-hook';

export const englishArticle = {
  title: 'Edge caching',
  slug: 'edge-caching',
  excerpt: 'Faster pages.',
  category: 'DevOps',
} as FormValues;
