/** Service pages: /services/<slug>, each built from sections (schemas/parts/page-sections.ts). */

import { defineCollection } from '@/schema-kit/collection';
import { PAGE_HEADING, pageDocument } from './parts/page-sections';

export default defineCollection({
  key: 'services',
  title: 'Service Pages',
  itemName: 'service page',
  description: 'The pages of your services at /services/<slug>, each built from sections you arrange.',
  tab: { key: 'services', label: 'Service Pages', order: 20, group: 'pages' },
  path: '/services',
  schema: pageDocument('/services', 'service'),
  fields: { slug: 'slug', title: 'title' },
  followTitle: [PAGE_HEADING],
  listing: ['title', 'menuGroup'],
  seeds: async () => (await import('@content/services-detail')).SERVICE_SEEDS,
});
