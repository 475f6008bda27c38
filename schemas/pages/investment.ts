/**
 * The investment page's own words: its hero, headline figures, the three
 * investment areas, why invest, and the closing call to action. The company's figures and terms are
 * Investment Information's (schemas/investment.ts): a headline figure can show one of them, so a
 * figure is held in one place.
 */
import type investment from '@schemas/investment';
import * as v from 'valibot';
import type { SettingsOf } from '@/schema-kit/entity';
import { defineEntity } from '@/schema-kit/entity';
import * as f from '@/schema-kit/fields';
import { icon } from '../parts/icon-fields';
import { heading, seo } from '../parts/page-fields';

/** The Company figures of Investment Information a headline can show; 'none' shows its own value. */
export const COMPANY_FIGURES = [
  'none',
  'valuation',
  'revenue',
  'growth',
  'employees',
  'founded',
] as const satisfies readonly ('none' | keyof SettingsOf<typeof investment>['company'])[];

export default defineEntity({
  key: 'page-investment',
  title: 'Investment Page',
  tab: { key: 'page-investment', label: 'Investment', order: 7, group: 'pages' },
  saveMessage: 'Investment page saved successfully!',
  admin: { saveLabel: 'Save Investment Page', layout: 'tabs' },
  schema: v.object({
    hero: f.group('Hero', {
      title: f.text('Title', 'Investment Opportunities', { required: true, maxLength: 120 }),
      subtitle: f.textarea(
        'Subtitle',
        "Partner with a fast-growing technology and talent company at the heart of the Gulf's digital economy.",
        { maxLength: 400 },
      ),
      breadcrumb: f.text('Breadcrumb label', 'Investor Relations', { required: true, maxLength: 60 }),
      buttonLabel: f.text('Button label', 'Explore Opportunities', {
        required: true,
        maxLength: 40,
        description: 'The button scrolls to the investment areas.',
      }),
      raising: f.text('While raising', 'Now raising:', {
        maxLength: 60,
        description:
          'Shown before the current round while Investment Information says the company is seeking investment.',
      }),
      notRaising: f.text('While not raising', 'Not currently raising', { maxLength: 60 }),
    }),
    highlights: f.group('Highlights', {
      title: f.text('Heading', 'Company Highlights', { required: true, maxLength: 120 }),
      items: f.list(
        'Figures',
        {
          id: f.identifier(),
          source: f.select('Figure from Investment Information', COMPANY_FIGURES, 'none', {
            description:
              'One of the Company figures of Investment Information, or none to show the value below.',
          }),
          value: f.text('Figure', '', { maxLength: 24 }),
          label: f.text('Label', 'New figure', { required: true, maxLength: 60 }),
        },
        [
          { id: 'revenue', source: 'revenue', label: 'Total Revenue' },
          { id: 'team', source: 'employees', label: 'Team Members' },
          { id: 'countries', value: '15+', label: 'Countries Served' },
          { id: 'growth', source: 'growth', label: 'YoY Growth' },
        ],
        { summary: 'label', addLabel: 'Add Figure', maxItems: 8 },
      ),
    }),
    areas: f.group('Investment areas', {
      ...heading('Investment Areas', 'Three growth engines for the next five years.'),
      items: f.list(
        'Areas',
        {
          id: f.identifier(),
          icon: icon('bulb'),
          title: f.text('Title', 'New area', { required: true, maxLength: 80 }),
          text: f.textarea('Text', '', { maxLength: 400 }),
          points: f.tags('Points', [], { maxItems: 6 }),
        },
        [
          {
            id: 'technology',
            icon: 'bulb',
            title: 'Technology Innovation',
            text: 'AI, cloud and data products that turn our service know-how into scalable platforms.',
            points: ['AI and automation products', 'Cloud platform services', 'Data analytics tools'],
          },
          {
            id: 'sustainability',
            icon: 'leaf',
            title: 'Sustainable Solutions',
            text: 'Solar, water and smart-infrastructure projects for a fast-growing regional market.',
            points: ['Solar energy projects', 'Smart water management', 'Green building technology'],
          },
          {
            id: 'expansion',
            icon: 'globe',
            title: 'Global Expansion',
            text: 'New offices and partnerships to serve clients across the GCC, Africa and South Asia.',
            points: ['New regional offices', 'Strategic partnerships', 'International delivery centres'],
          },
        ],
        { summary: 'title', addLabel: 'Add Area', maxItems: 6 },
      ),
    }),
    why: f.group('Why invest', {
      title: f.text('Heading', 'Why Invest in Connectia', { required: true, maxLength: 120 }),
      points: f.list(
        'Reasons',
        { id: f.identifier(), text: f.textarea('Reason', 'New reason', { required: true, maxLength: 300 }) },
        [
          { id: 'growth', text: 'Consistent year-on-year revenue growth since 2015' },
          {
            id: 'recurring',
            text: 'Recurring revenue from long-term managed services and staffing contracts',
          },
          { id: 'clients', text: 'A diversified client base across ten industries' },
          { id: 'leadership', text: 'An experienced leadership team with a record of profitable delivery' },
          { id: 'market', text: 'Strong position in the fast-growing Gulf technology market' },
          {
            id: 'sustainability',
            text: 'A growing sustainability practice aligned with regional net-zero goals',
          },
        ],
        { summary: 'text', addLabel: 'Add Reason', maxItems: 12 },
      ),
    }),
    details: f.group(
      'Details',
      { title: f.text('Heading', 'Investment Details', { required: true, maxLength: 120 }) },
      { description: 'The details themselves are in Investment Information.' },
    ),
    cta: f.group('Call to action', {
      heading: f.text('Heading', 'Ready to Invest in the Future?', { required: true, maxLength: 120 }),
      text: f.textarea(
        'Text',
        'Download our investment deck or schedule a meeting with our leadership team.',
        { maxLength: 400 },
      ),
      deckLabel: f.text('Deck button label', 'Download Investment Deck', { required: true, maxLength: 40 }),
      deckNotice: f.textarea(
        'After the deck button',
        'Investment deck download would start here. Please contact us directly for the full investment deck.',
        { maxLength: 400 },
      ),
      meetingLabel: f.text('Meeting button label', 'Schedule a Meeting', { required: true, maxLength: 40 }),
      meetingLink: f.url('Meeting button link', '/contact?type=meeting&service=investment', {
        required: true,
      }),
    }),
    seo: seo(
      'Investor Relations',
      'Investment opportunities at Connectia: technology innovation, sustainable solutions and global expansion. Revenue $50M+, 35% YoY growth.',
    ),
  }),
});
