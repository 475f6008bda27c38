/** Case studies: the portfolio's six cards and /case-studies/<slug>. */

import * as v from 'valibot';
import { defineCollection } from '@/schema-kit/collection';
import * as d from '@/schema-kit/document-fields';
import * as f from '@/schema-kit/fields';

export default defineCollection({
  key: 'case-studies',
  title: 'Case Studies',
  itemName: 'case study',
  description: 'Case studies: the portfolio’s cards and their pages at /case-studies/<slug>.',
  tab: { key: 'case-studies', label: 'Case Studies', order: 12, group: 'content' },
  path: '/case-studies',
  schema: v.object({
    title: f.text('Title', 'Untitled case study', { required: true, maxLength: 160 }),
    slug: d.slug('Slug', { description: 'The last part of the address, /case-studies/<slug>.' }),
    excerpt: f.textarea('Excerpt', '', {
      maxLength: 500,
      description: 'One or two sentences for the portfolio card and link previews.',
    }),
    cover: d.cover(),
    client: f.text('Client', '', { maxLength: 120 }),
    industry: f.text('Industry', '', { maxLength: 80 }),
    category: f.text('Category', '', { maxLength: 60, description: 'The badge on the card, e.g. Cloud.' }),
    service: f.text('Contact service', 'general', {
      localized: false,
      maxLength: 60,
      description: 'The ?service= value of its contact links, e.g. cloud.',
    }),
    duration: f.text('Duration', '', { maxLength: 60 }),
    teamSize: f.text('Team size', '', { maxLength: 60 }),
    technologies: f.tags('Technologies', [], { maxItems: 15 }),
    challenge: f.textarea('Challenge', '', { maxLength: 2000 }),
    solution: f.textarea('Solution', '', { maxLength: 2000 }),
    results: f.list(
      'Results',
      {
        value: f.text('Figure', '', { maxLength: 30 }),
        label: f.text('What it measures', '', { maxLength: 120 }),
      },
      [],
      { summary: 'label', addLabel: 'Add Result', maxItems: 8 },
    ),
    body: d.richText('Body'),
    quote: f.group('Client quote', {
      text: f.textarea('Quote', '', { maxLength: 600 }),
      author: f.text('Said by', '', { maxLength: 80 }),
      role: f.text('Role', '', { maxLength: 120 }),
    }),
    publishedAt: d.dateTime('Publish date', {
      description: 'Empty: the moment you publish. A date in the future schedules the case study.',
    }),
  }),
  fields: {
    slug: 'slug',
    title: 'title',
    date: 'publishedAt',
    body: 'body',
    cover: 'cover',
    summary: 'excerpt',
  },
  listing: [
    'title',
    'excerpt',
    'cover',
    'client',
    'industry',
    'category',
    'service',
    'duration',
    'teamSize',
    'technologies',
    'results',
  ],
  seeds: async () => (await import('@content/case-studies')).CASE_STUDY_SEEDS,
});
