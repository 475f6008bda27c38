/**
 * The portfolio overview's own words: its hero, the case studies' heading,
 * the track record, the industries and the closing call to action. The case studies themselves are
 * documents (schemas/case-studies.ts).
 */
import * as v from 'valibot';
import { defineEntity } from '@/schema-kit/entity';
import * as f from '@/schema-kit/fields';
import { heading, seo } from '../parts/page-fields';
import { callToAction, figures } from '../parts/section-fields';

export default defineEntity({
  key: 'page-portfolio',
  title: 'Portfolio Page',
  tab: { key: 'page-portfolio', label: 'Portfolio', order: 4, group: 'pages' },
  saveMessage: 'Portfolio page saved successfully!',
  admin: { saveLabel: 'Save Portfolio Page', layout: 'tabs' },
  schema: v.object({
    hero: f.group('Hero', {
      title: f.text('Title', 'Our Portfolio', { required: true, maxLength: 120 }),
      subtitle: f.textarea(
        'Subtitle',
        'Real projects, measurable results: a selection of the work we have delivered for clients across the region.',
        { maxLength: 400 },
      ),
      breadcrumb: f.text('Breadcrumb label', 'Portfolio', { required: true, maxLength: 60 }),
    }),
    caseStudies: f.group(
      'Case studies',
      heading('Featured Case Studies', 'How we helped businesses solve real problems.'),
      { description: 'The case studies themselves are in the Case Studies tab.' },
    ),
    stats: f.group('Track record', {
      title: f.text('Heading', 'Our Track Record', { required: true, maxLength: 120 }),
      items: figures('Figures', [
        { id: 'projects', value: '100+', label: 'Projects Completed' },
        { id: 'clients', value: '50+', label: 'Happy Clients' },
        { id: 'industries', value: '15+', label: 'Industries Served' },
        { id: 'success', value: '99.9%', label: 'Success Rate' },
      ]),
    }),
    industries: f.group('Industries', {
      title: f.text('Heading', 'Industries We Serve', { required: true, maxLength: 120 }),
      items: f.tags(
        'Industries',
        [
          'Banking & Finance',
          'Healthcare',
          'Retail & E-commerce',
          'Logistics & Transport',
          'Government',
          'Energy & Utilities',
          'Education',
          'Real Estate',
          'Telecommunications',
          'Hospitality & Tourism',
        ],
        { maxItems: 24 },
      ),
    }),
    cta: f.group(
      'Call to action',
      callToAction('Have a Project in Mind?', 'Let us show you what we can build together.', [
        { id: 'start', label: 'Start a Project', href: '/contact' },
      ]),
    ),
    seo: seo(
      'Our Portfolio',
      'Case studies from Connectia: cloud migrations, logistics platforms, mobile banking, cybersecurity, AI forecasting and solar energy.',
    ),
  }),
});
