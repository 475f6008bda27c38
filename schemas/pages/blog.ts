/**
 * The blog page's own words: its hero and its sections' headings. The articles
 * are documents (schemas/articles.ts), their categories the articles' own; the filter, list and
 * newsletter form's words are the site's interface text.
 */
import * as v from 'valibot';
import { defineEntity } from '@/schema-kit/entity';
import * as f from '@/schema-kit/fields';
import { heading, seo } from '../parts/page-fields';

const title = (fallback: string) => f.text('Heading', fallback, { required: true, maxLength: 120 });

export default defineEntity({
  key: 'page-blog',
  title: 'Blog Page',
  tab: { key: 'page-blog', label: 'Blog', order: 6, group: 'pages' },
  saveMessage: 'Blog page saved successfully!',
  admin: { saveLabel: 'Save Blog Page', layout: 'tabs' },
  schema: v.object({
    hero: f.group('Hero', {
      title: f.text('Title', 'Insights & Articles', { required: true, maxLength: 120 }),
      subtitle: f.textarea(
        'Subtitle',
        'Practical advice on technology, teams and transformation from the people who deliver it.',
        { maxLength: 400 },
      ),
      breadcrumb: f.text('Breadcrumb label', 'Blog', { required: true, maxLength: 60 }),
    }),
    articles: f.group(
      'Articles',
      {
        featuredTitle: title('Featured Article'),
        latestTitle: title('Latest Articles'),
      },
      { description: 'The articles themselves are in the Articles tab.' },
    ),
    newsletter: f.group(
      'Newsletter',
      heading('Subscribe to Our Newsletter', 'New articles and company news, about once a month.'),
    ),
    seo: seo(
      'Blog',
      'Insights from Connectia on software development, cloud, data analytics, DevOps, cybersecurity, team management and AI.',
    ),
  }),
});
