/**
 * The careers page's own words: its sections' headings and the internship
 * programme. The hero is Hero Sections Management's, the benefits Careers Management's and the open
 * positions Job Posting Management's; the application form's words are the site's interface text.
 */
import * as v from 'valibot';
import { defineEntity } from '@/schema-kit/entity';
import * as f from '@/schema-kit/fields';
import { heading, seo } from '../parts/page-fields';

export default defineEntity({
  key: 'page-careers',
  title: 'Careers Page',
  tab: { key: 'page-careers', label: 'Careers', order: 5, group: 'pages' },
  saveMessage: 'Careers page saved successfully!',
  admin: { saveLabel: 'Save Careers Page', layout: 'tabs' },
  schema: v.object({
    hero: f.group(
      'Hero',
      { breadcrumb: f.text('Breadcrumb label', 'Careers', { required: true, maxLength: 60 }) },
      { description: 'The hero’s title, text and button are in Hero Sections Management.' },
    ),
    benefits: f.group(
      'Benefits',
      heading('Why Work With Us', 'Benefits that support you at work and at home.'),
      { description: 'The benefits themselves are in Careers Management.' },
    ),
    positions: f.group(
      'Open positions',
      heading('Open Positions', 'Find the role that fits your skills and ambitions.'),
      { description: 'The positions themselves are in Job Posting Management.' },
    ),
    application: f.group(
      'Application form',
      heading('Apply Now', 'Tell us about yourself. We read every application.'),
    ),
    internship: f.group('Internships', {
      title: f.text('Heading', 'Internship Programme', { required: true, maxLength: 120 }),
      text: f.textarea(
        'Text',
        'Students and recent graduates join real client projects for three to six months, with a mentor, a monthly stipend and the chance of a permanent role.',
        { maxLength: 600 },
      ),
      points: f.tags(
        'Highlights',
        ['Three to six months', 'A dedicated mentor', 'Monthly stipend', 'Path to a permanent role'],
        { maxItems: 8 },
      ),
      buttonLabel: f.text('Button label', 'Apply for an Internship', {
        required: true,
        maxLength: 40,
        description: 'The button opens the application form with Other as the position.',
      }),
    }),
    seo: seo(
      'Careers',
      'Join Connectia in Dubai: open positions in engineering, cloud, data, SAP and delivery, plus our internship programme.',
    ),
  }),
});
