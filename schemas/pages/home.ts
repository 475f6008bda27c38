/**
 * The home page's own words: its sections after the hero, in the owner's order.
 * The hero is Hero Sections Management's (schemas/hero.ts) and the services heading is Content
 * Management's (schemas/content.ts); this holds the rest.
 */
import * as v from 'valibot';
import { defineEntity } from '@/schema-kit/entity';
import * as f from '@/schema-kit/fields';
import { icon, iconCards } from '../parts/icon-fields';
import { heading, seo } from '../parts/page-fields';
import { callToAction, figures } from '../parts/section-fields';

/** A service card, as the grid shows it; its link is the card's own (the spec's targets by default). */
const serviceCard = {
  id: f.identifier(),
  icon: icon('briefcase'),
  colour: f.colour('Icon colour', '#4f008c', { description: 'Behind the white icon: keep it dark.' }),
  title: f.text('Title', 'New service', { required: true, maxLength: 80 }),
  description: f.textarea('Description', '', { maxLength: 400 }),
  features: f.tags('Features', [], { maxItems: 6 }),
  link: f.url('Learn More link', '/contact', { required: true }),
};

export default defineEntity({
  key: 'page-home',
  title: 'Home Page',
  tab: { key: 'page-home', label: 'Home', order: 1, group: 'pages' },
  saveMessage: 'Home page saved successfully!',
  admin: { saveLabel: 'Save Home Page' },
  schema: v.object({
    hero: f.group(
      'Hero illustration',
      {
        alt: f.text(
          'Description of the illustration',
          'Illustration of people connected to technology services around a central hub',
          { maxLength: 200 },
        ),
      },
      { description: 'The hero’s title, text and button are in Hero Sections Management.' },
    ),
    sections: f.blocks(
      'Sections',
      {
        services: f.block('Service cards', {
          cards: f.list('Cards', serviceCard, [], {
            summary: 'title',
            addLabel: 'Add Service Card',
            maxItems: 12,
            description: 'The heading and text above the cards are in Content Management (Services).',
          }),
        }),
        trust: f.block(
          'Trust',
          {
            ...heading('Why Businesses Trust Us'),
            figures: figures('Figures', []),
            points: iconCards('Points', [], 'Add Point'),
          },
          { summary: 'title' },
        ),
        testimonials: f.block(
          'Testimonials',
          {
            ...heading('What Our Clients Say'),
            quotes: f.list(
              'Testimonials',
              {
                id: f.identifier(),
                name: f.text('Name', 'New client', { required: true, maxLength: 80 }),
                position: f.text('Position', '', { maxLength: 80 }),
                company: f.text('Company', '', { maxLength: 80 }),
                quote: f.textarea('Quote', 'New quote', { required: true, maxLength: 600 }),
                rating: f.number('Stars', 5, { min: 1, max: 5 }),
              },
              [],
              { summary: 'name', addLabel: 'Add Testimonial', maxItems: 9 },
            ),
          },
          { summary: 'title' },
        ),
        cta: f.block('Call to action', callToAction('Get in Touch', '', []), { summary: 'heading' }),
      },
      [
        {
          id: 'services',
          kind: 'services',
          cards: [
            {
              id: 'manpower',
              icon: 'users',
              title: 'Tech Manpower',
              description:
                'Skilled developers, engineers and consultants placed with your team, on contract or permanent.',
              colour: '#4f008c',
              features: [
                'Pre-vetted IT professionals',
                'Contract and permanent hires',
                'Onboarding within two weeks',
              ],
              link: '/contact?service=tech-manpower',
            },
            {
              id: 'development',
              icon: 'code',
              title: 'Software Development',
              description:
                'Websites, web applications and platforms built with modern, maintainable technology.',
              colour: '#b3002b',
              features: ['Custom web applications', 'Responsive websites', 'APIs and integrations'],
              link: '/services/web-development',
            },
            {
              id: 'ai-ml',
              icon: 'brain',
              title: 'AI & Machine Learning',
              description: 'Predictive models, language tools and automation that put your data to work.',
              colour: '#00704f',
              features: ['Machine learning models', 'Natural language processing', 'Intelligent automation'],
              link: '/services/ai-ml',
            },
            {
              id: 'cloud',
              icon: 'cloud',
              title: 'Cloud Solutions',
              description: 'Migration, security and cost optimisation on AWS, Azure and Google Cloud.',
              colour: '#1d4ed8',
              features: ['Cloud migration', 'Cloud security', 'Cost optimisation'],
              link: '/services/cloud',
            },
            {
              id: 'data',
              icon: 'database',
              title: 'Big Data',
              description: 'Data platforms that collect, store and process large volumes reliably.',
              colour: '#6a0bba',
              features: ['Data lakes and warehouses', 'Real-time pipelines', 'Data governance'],
              link: '/contact?service=big-data',
            },
            {
              id: 'sap',
              icon: 'layers',
              title: 'SAP Solutions',
              description: 'SAP implementation, migration to S/4HANA and ongoing support.',
              colour: '#0f766e',
              features: ['S/4HANA migration', 'Module implementation', 'SAP support and training'],
              link: '/contact?service=sap-solutions',
            },
            {
              id: 'analytics',
              icon: 'chart',
              title: 'Data Analytics',
              description: 'Dashboards and insights that help every team make better decisions.',
              colour: '#9d174d',
              features: ['Business intelligence dashboards', 'KPI reporting', 'Forecasting'],
              link: '/contact?service=data-analytics',
            },
            {
              id: 'enterprise',
              icon: 'building',
              title: 'Enterprise Solutions',
              description: 'ERP, CRM and workflow systems connected into one reliable landscape.',
              colour: '#374151',
              features: ['ERP and CRM', 'Workflow automation', 'System integration'],
              link: '/contact?service=enterprise-solutions',
            },
            {
              id: 'people',
              icon: 'briefcase',
              title: 'People Management',
              description: 'HR services, payroll and workforce management for growing teams.',
              colour: '#7c2d12',
              features: ['HR outsourcing', 'Payroll services', 'Workforce planning'],
              link: '/contact?service=people-management',
            },
            {
              id: 'logistics',
              icon: 'truck',
              title: 'Logistics Solutions',
              description: 'Tracking, fleet and warehouse systems that keep goods moving.',
              colour: '#075985',
              features: ['Fleet tracking', 'Warehouse management', 'Distribution planning'],
              link: '/contact?service=logistics-solutions',
            },
          ],
        },
        {
          id: 'trust',
          kind: 'trust',
          title: 'Why Businesses Trust Us',
          lead: 'A young company with a clear promise: the right people and the right solutions, every time.',
          figures: [
            { id: 'projects', value: '5+', label: 'Projects Delivered' },
            { id: 'team', value: '8+', label: 'Team Members' },
            { id: 'satisfaction', value: '100%', label: 'Client Satisfaction' },
            { id: 'support', value: '24/7', label: 'Support Available' },
          ],
          points: [
            {
              id: 'secure',
              icon: 'shield',
              title: 'Secure by default',
              text: 'Security reviews and best practice on every project.',
            },
            {
              id: 'on-time',
              icon: 'clock',
              title: 'On time',
              text: 'Clear plans, weekly updates and no surprises.',
            },
            {
              id: 'personal',
              icon: 'heart',
              title: 'Personal service',
              text: 'A dedicated contact who knows your business.',
            },
          ],
        },
        {
          id: 'testimonials',
          kind: 'testimonials',
          title: 'What Our Early Clients Say',
          lead: 'Feedback from the first companies that trusted us with their projects.',
          quotes: [
            {
              id: 'khalid-mansour',
              name: 'Khalid Mansour',
              position: 'Operations Director',
              company: 'Gulf Trade Logistics',
              quote:
                'Connectia staffed our new tracking project within two weeks. The developers were excellent and the project finished ahead of schedule.',
              rating: 5,
            },
            {
              id: 'priya-nair',
              name: 'Priya Nair',
              position: 'Head of IT',
              company: 'Emirates Retail Group',
              quote:
                'Our move to the cloud went smoothly, with no downtime for our stores. The team explained every step clearly.',
              rating: 5,
            },
            {
              id: 'daniel-okafor',
              name: 'Daniel Okafor',
              position: 'Founder',
              company: 'Brightpath Education',
              quote:
                'They built our learning platform from scratch and still support it today. A true partner for a growing company.',
              rating: 5,
            },
          ],
        },
        {
          id: 'cta',
          kind: 'cta',
          heading: 'Ready to Start Your Project?',
          text: 'Tell us what you need and we will put the right people and solutions in place.',
          buttons: [
            { id: 'contact', label: 'Contact Us', href: '/contact' },
            { id: 'work', label: 'See Our Work', href: '/portfolio' },
          ],
        },
      ],
      { addLabel: 'Add Section', max: 12 },
    ),
    seo: seo(
      'Connectia — Connecting People Solutions',
      'IT staffing, software, cloud, AI, data and SAP services from Dubai: one accountable partner for your technology journey.',
    ),
  }),
});
