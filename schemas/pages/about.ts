/**
 * The about page's own words: the sections the menu's anchors lead to, in the
 * spec's order. The hero is Hero Sections Management's, the story, mission and vision Content
 * Management's and the team Leadership Team Management's; this holds the rest.
 */
import * as v from 'valibot';
import { defineEntity } from '@/schema-kit/entity';
import * as f from '@/schema-kit/fields';
import { icon, iconCards } from '../parts/icon-fields';
import { heading, seo } from '../parts/page-fields';
import { callToAction, figures, picture } from '../parts/section-fields';

export default defineEntity({
  key: 'page-about',
  title: 'About Page',
  tab: { key: 'page-about', label: 'About', order: 2, group: 'pages' },
  saveMessage: 'About page saved successfully!',
  admin: { saveLabel: 'Save About Page', layout: 'tabs' },
  schema: v.object({
    hero: f.group(
      'Hero',
      { breadcrumb: f.text('Breadcrumb label', 'About Us', { required: true, maxLength: 60 }) },
      { description: 'The hero’s title, text and photo are in Hero Sections Management.' },
    ),
    story: f.group(
      'Story',
      {
        image: picture('Picture', {
          src: '/images/about-story.svg',
          alt: 'Illustration of the Dubai skyline with connected people',
        }),
      },
      { description: 'The story’s heading and text are in Content Management (About).' },
    ),
    mission: f.group(
      'Mission & Vision',
      {
        title: f.text('Heading', 'Mission & Vision', { required: true, maxLength: 120 }),
        missionTitle: f.text('Mission card title', 'Our Mission', { required: true, maxLength: 80 }),
        visionTitle: f.text('Vision card title', 'Our Vision', { required: true, maxLength: 80 }),
      },
      { description: 'The mission and vision themselves are in Content Management (About).' },
    ),
    values: f.group('Values', {
      ...heading('Our Values', 'The principles behind every project and every hire.'),
      items: iconCards(
        'Values',
        [
          {
            id: 'people',
            icon: 'heart',
            title: 'People First',
            text: 'We hire carefully, treat people fairly and invest in their growth.',
          },
          {
            id: 'integrity',
            icon: 'shield',
            title: 'Integrity',
            text: 'Honest advice, transparent pricing and promises we keep.',
          },
          {
            id: 'innovation',
            icon: 'bulb',
            title: 'Innovation',
            text: 'We bring new ideas and proven technology to every challenge.',
          },
          {
            id: 'results',
            icon: 'target',
            title: 'Results',
            text: 'We measure success by the outcomes our clients achieve.',
          },
        ],
        'Add Value',
      ),
    }),
    leadership: f.group(
      'Leadership',
      heading('Leadership Team', 'Experienced leaders who know technology, people and the region.'),
      { description: 'The team members are in Leadership Team Management.' },
    ),
    awards: f.group('Awards', {
      title: f.text('Heading', 'Awards & Recognition', { required: true, maxLength: 120 }),
      items: f.list(
        'Awards',
        {
          id: f.identifier(),
          icon: icon('award'),
          title: f.text('Award', 'New award', { required: true, maxLength: 120 }),
          issuer: f.text('Awarded by', '', { maxLength: 120 }),
          year: f.text('Year', '', { maxLength: 20 }),
        },
        [
          {
            id: 'staffing-partner',
            icon: 'award',
            title: 'Best IT Staffing Partner',
            issuer: 'Gulf Business Awards',
            year: '2023',
          },
          {
            id: 'rising-company',
            icon: 'star',
            title: 'Rising Technology Company',
            issuer: 'Dubai SME Forum',
            year: '2022',
          },
          {
            id: 'sustainability',
            icon: 'leaf',
            title: 'Sustainability Initiative of the Year',
            issuer: 'Green Middle East',
            year: '2023',
          },
        ],
        { summary: 'title', addLabel: 'Add Award', maxItems: 12 },
      ),
    }),
    stats: f.group('Figures', {
      title: f.text('Heading', 'Connectia in Numbers', { required: true, maxLength: 120 }),
      items: figures('Figures', [
        { id: 'projects', value: '100+', label: 'Projects Completed' },
        { id: 'team', value: '50+', label: 'Team Members' },
        { id: 'countries', value: '15+', label: 'Countries Served' },
        { id: 'support', value: '24/7', label: 'Client Support' },
      ]),
    }),
    trust: f.group('Trust', {
      title: f.text('Heading', 'Why Clients Trust Us', { required: true, maxLength: 120 }),
      items: iconCards(
        'Reasons',
        [
          {
            id: 'iso',
            icon: 'shield',
            title: 'ISO 27001 aligned',
            text: 'Information security processes follow ISO 27001 practice.',
          },
          {
            id: 'cloud',
            icon: 'cloud',
            title: 'Certified cloud engineers',
            text: 'AWS, Azure and Google Cloud certified specialists.',
          },
          {
            id: 'data',
            icon: 'lock',
            title: 'Data protection',
            text: 'UAE data protection rules respected on every engagement.',
          },
          {
            id: 'clients',
            icon: 'users',
            title: 'Long-term clients',
            text: 'Most clients stay with us for several projects.',
          },
        ],
        'Add Reason',
      ),
    }),
    cta: f.group(
      'Call to action',
      callToAction(
        'Work With Us',
        'Whether you need a team, a platform or a partner, we would love to hear from you.',
        [
          { id: 'contact', label: 'Contact Us', href: '/contact' },
          { id: 'careers', label: 'Join Our Team', href: '/careers' },
        ],
      ),
    ),
    seo: seo(
      'About Us',
      "Connectia's story, mission, values and leadership team: connecting people and solutions from Dubai since 2015.",
    ),
  }),
});
