/** Solution pages: /portfolio/<slug>, each built from sections (schemas/parts/page-sections.ts). */

import { defineCollection } from '@/schema-kit/collection';
import { PAGE_HEADING, pageDocument } from './parts/page-sections';

export default defineCollection({
  key: 'solutions',
  title: 'Solution Pages',
  itemName: 'solution page',
  description: 'The pages of your solutions at /portfolio/<slug>, each built from sections you arrange.',
  tab: { key: 'solutions', label: 'Solution Pages', order: 21, group: 'pages' },
  path: '/portfolio',
  schema: pageDocument('/portfolio', 'solution'),
  fields: { slug: 'slug', title: 'title' },
  followTitle: [PAGE_HEADING],
  listing: ['title', 'menuGroup'],
  seeds: async () => (await import('@content/portfolio-detail')).SOLUTION_SEEDS,
});
