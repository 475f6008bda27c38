/** A small collection with three seeds of its own, for store and publishing tests. */

import { doc, h2, p } from '@content/rich-text';
import * as v from 'valibot';
import { defineCollection } from '@/schema-kit/collection';
import * as d from '@/schema-kit/document-fields';
import * as f from '@/schema-kit/fields';

export const FIXTURE_SEEDS = [
  {
    slug: 'first-note',
    title: 'First note',
    summary: 'The oldest note.',
    topic: 'Cloud' as const,
    featured: false,
    cover: { src: '/images/blog/cloud.svg', alt: 'A cloud' },
    publishedAt: '2024-01-01T08:00:00.000Z',
    body: doc(h2('Start'), p('One two three four five.')),
  },
  {
    slug: 'second-note',
    title: 'Second note',
    summary: 'The featured note.',
    topic: 'DevOps' as const,
    featured: true,
    cover: { src: '/images/blog/devops.svg', alt: 'A pipeline' },
    publishedAt: '2024-02-01T08:00:00.000Z',
    body: doc(p('Six seven.')),
  },
  {
    slug: 'future-note',
    title: 'Future note',
    summary: 'Not due yet.',
    topic: 'Cloud' as const,
    featured: false,
    cover: { src: '/images/blog/ai.svg', alt: 'A robot' },
    publishedAt: '2999-01-01T08:00:00.000Z',
    body: doc(p('Later.')),
  },
];

export const notes = defineCollection({
  key: 'notes',
  title: 'Notes',
  itemName: 'note',
  tab: { key: 'notes', label: 'Notes', order: 99 },
  path: '/notes',
  schema: v.object({
    title: f.text('Title', 'Untitled note', { required: true }),
    slug: d.slug(),
    summary: f.textarea('Summary', ''),
    topic: f.select('Topic', ['Cloud', 'DevOps'], 'Cloud'),
    featured: f.boolean('Featured', false),
    cover: f.image(
      'Cover image',
      { src: '', alt: '' },
      { purpose: 'photo', tooLargeMessage: 'Too large', wrongTypeMessage: 'Not an image' },
    ),
    publishedAt: d.dateTime('Publish date'),
    body: d.richText('Body'),
  }),
  fields: {
    slug: 'slug',
    title: 'title',
    date: 'publishedAt',
    body: 'body',
    cover: 'cover',
    summary: 'summary',
  },
  listing: ['title', 'summary', 'topic', 'featured', 'cover'],
  seeds: async () => FIXTURE_SEEDS,
});
