/** Articles: the blog at /blog and /blog/<slug>. */

import { BLOG_CATEGORIES } from '@content/blog';
import * as v from 'valibot';
import { defineCollection } from '@/schema-kit/collection';
import * as d from '@/schema-kit/document-fields';
import * as f from '@/schema-kit/fields';

/** The spec's categories, without the filter's 'All Posts'. */
export const ARTICLE_CATEGORIES = BLOG_CATEGORIES.filter(
  (category): category is Exclude<(typeof BLOG_CATEGORIES)[number], 'All Posts'> => category !== 'All Posts',
) as [
  Exclude<(typeof BLOG_CATEGORIES)[number], 'All Posts'>,
  ...Exclude<(typeof BLOG_CATEGORIES)[number], 'All Posts'>[],
];

/** The contact form's `?service=` value an article's call to action asks about, by category. */
export const CATEGORY_SERVICE: Record<(typeof ARTICLE_CATEGORIES)[number], string> = {
  'Software Development': 'web',
  'Cloud Technology': 'cloud',
  'Data Analytics': 'data-analytics',
  DevOps: 'managed',
  Cybersecurity: 'security',
  'Team Management': 'tech-manpower',
  'Artificial Intelligence': 'data-analytics',
};

/** Who an article's author can be: a leadership member, shown by their current name. */
export const AUTHOR_MEMBER = { entity: 'leadership', list: 'members', label: 'name' } as const;

export default defineCollection({
  key: 'articles',
  title: 'Articles',
  itemName: 'article',
  description: 'Blog articles: write, schedule and publish them; visitors read them at /blog.',
  tab: { key: 'articles', label: 'Articles', order: 11, group: 'content' },
  path: '/blog',
  feed: {
    title: 'Connectia Blog',
    description: 'Articles from Connectia on software, cloud, data, DevOps, security, teams and AI.',
    path: '/blog/feed.xml',
  },
  schema: v.object({
    title: f.text('Title', 'Untitled article', { required: true, maxLength: 160 }),
    slug: d.slug('Slug', { description: 'The last part of the address, /blog/<slug>.' }),
    excerpt: f.textarea('Excerpt', '', {
      maxLength: 500,
      description: 'One or two sentences for the article card, the feed and link previews.',
    }),
    cover: d.cover(),
    body: d.richText('Body'),
    author: f.group('Author', {
      member: d.reference('Leadership member', AUTHOR_MEMBER, {
        description: 'Shows the member’s current name.',
      }),
      name: f.text('Or another name', '', { maxLength: 80 }),
    }),
    category: f.select('Category', ARTICLE_CATEGORIES, 'Software Development'),
    tags: f.tags('Tags', [], { maxItems: 12 }),
    publishedAt: d.dateTime('Publish date', {
      description: 'Empty: the moment you publish. A date in the future schedules the article.',
    }),
    featured: f.boolean('Featured', false, {
      description: 'The newest featured article is shown on top of the blog.',
    }),
    seo: f.group('Search engines', {
      title: f.text('SEO title', '', { maxLength: 160, description: 'Empty: the title.' }),
      description: f.textarea('SEO description', '', {
        maxLength: 320,
        description: 'Empty: the excerpt. About 155 characters show in search results.',
      }),
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
  listing: ['title', 'excerpt', 'cover', 'author', 'category', 'tags', 'featured'],
  seeds: async () => (await import('@content/articles')).ARTICLE_SEEDS,
});
