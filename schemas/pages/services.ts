/**
 * The services overview's own words: the seven alternating service blocks,
 * the four-step process and the closing call to action. The hero's heading, text and button are
 * Content Management's (schemas/content.ts); this holds the rest.
 */
import * as v from 'valibot';
import { defineEntity } from '@/schema-kit/entity';
import * as f from '@/schema-kit/fields';
import { icon } from '../parts/icon-fields';
import { heading, seo } from '../parts/page-fields';
import { callToAction, picture } from '../parts/section-fields';

export default defineEntity({
  key: 'page-services',
  title: 'Services Page',
  tab: { key: 'page-services', label: 'Services', order: 3, group: 'pages' },
  saveMessage: 'Services page saved successfully!',
  admin: { saveLabel: 'Save Services Page', layout: 'tabs' },
  schema: v.object({
    hero: f.group(
      'Hero',
      { breadcrumb: f.text('Breadcrumb label', 'Services', { required: true, maxLength: 60 }) },
      { description: 'The hero’s heading, text and button are in Content Management (Hero).' },
    ),
    offer: f.group('Services', {
      ...heading('What We Offer', 'Seven ways we help businesses grow.'),
      items: f.list(
        'Services',
        {
          id: f.identifier(),
          icon: icon('briefcase'),
          title: f.text('Title', 'New service', { required: true, maxLength: 80 }),
          description: f.textarea('Description', '', { maxLength: 600 }),
          features: f.tags('Features', [], { maxItems: 6 }),
          linkLabel: f.text('Button label', 'Contact Us', { required: true, maxLength: 40 }),
          link: f.url('Button link', '/contact', { required: true }),
          image: picture('Picture', { src: '', alt: '' }),
        },
        [
          {
            id: 'tech-manpower',
            icon: 'users',
            title: 'Tech Manpower',
            description:
              'Grow your team with pre-vetted developers, engineers and consultants, on contract or permanently, ready to start in as little as two weeks.',
            features: ['Contract and permanent placement', 'Dedicated teams', 'Replacement guarantee'],
            image: {
              src: '/images/services/manpower.svg',
              alt: 'Illustration of a team of professionals around a shared screen',
            },
            link: '/contact?service=tech-manpower',
            linkLabel: 'Request Talent',
          },
          {
            id: 'web-development',
            icon: 'code',
            title: 'Web Development',
            description:
              'Fast, accessible websites and web applications built with modern frameworks and tested on every device.',
            features: ['Custom web applications', 'E-commerce platforms', 'API development'],
            image: {
              src: '/images/services/web.svg',
              alt: 'Illustration of a browser window with page layout blocks',
            },
            link: '/services/web-development',
            linkLabel: 'Explore Web Development',
          },
          {
            id: 'mobile-apps',
            icon: 'smartphone',
            title: 'Mobile Apps',
            description:
              'Native iOS and Android apps and cross-platform apps that customers enjoy using every day.',
            features: ['Native iOS and Android', 'Cross-platform apps', 'App store launch'],
            image: {
              src: '/images/services/mobile.svg',
              alt: 'Illustration of a smartphone showing an app screen',
            },
            link: '/services/mobile-apps',
            linkLabel: 'Explore Mobile Apps',
          },
          {
            id: 'cloud',
            icon: 'cloud',
            title: 'Cloud Solutions',
            description:
              'Move to the cloud safely, then keep it secure and cost-effective with continuous optimisation.',
            features: ['Cloud migration', 'Cloud security', 'Cost optimisation'],
            image: { src: '/images/services/cloud.svg', alt: 'Illustration of a cloud connected to servers' },
            link: '/services/cloud',
            linkLabel: 'Explore Cloud Solutions',
          },
          {
            id: 'ai-ml',
            icon: 'brain',
            title: 'AI & Machine Learning',
            description:
              'Machine learning, language processing and computer vision that automate work and reveal new insight.',
            features: ['Predictive analytics', 'Natural language processing', 'Computer vision'],
            image: {
              src: '/images/services/ai.svg',
              alt: 'Illustration of a neural network of connected nodes',
            },
            link: '/services/ai-ml',
            linkLabel: 'Explore AI & ML',
          },
          {
            id: 'digital-transformation',
            icon: 'rocket',
            title: 'Digital Transformation',
            description:
              'Strategy, automation and better customer experiences: a clear roadmap from today’s processes to tomorrow’s.',
            features: ['Digital strategy', 'Process automation', 'Customer experience'],
            image: {
              src: '/images/services/transformation.svg',
              alt: 'Illustration of an upward arrow over connected process steps',
            },
            link: '/services/digital-transformation',
            linkLabel: 'Explore Digital Transformation',
          },
          {
            id: 'data-sap',
            icon: 'database',
            title: 'Data, Analytics & SAP',
            description:
              'Big data platforms, business intelligence and SAP programmes that turn information into decisions.',
            features: ['Big data platforms', 'Business intelligence', 'SAP implementation and support'],
            image: { src: '/images/services/data.svg', alt: 'Illustration of charts and a database' },
            link: '/contact?service=data-analytics',
            linkLabel: 'Discuss Your Data',
          },
        ],
        {
          summary: 'title',
          addLabel: 'Add Service',
          maxItems: 12,
          description: 'Shown one under the other, the picture alternating sides; each is numbered in order.',
        },
      ),
    }),
    process: f.group('Process', {
      ...heading('Our Process', 'Four clear steps from first call to long-term support.'),
      steps: f.list(
        'Steps',
        {
          id: f.identifier(),
          title: f.text('Step', 'New step', { required: true, maxLength: 80 }),
          text: f.textarea('Text', '', { maxLength: 400 }),
        },
        [
          {
            id: 'discovery',
            title: 'Discovery',
            text: 'We learn your goals, users and constraints, and agree what success looks like.',
          },
          {
            id: 'planning',
            title: 'Planning',
            text: 'A clear scope, timeline, team and budget, with milestones you can check.',
          },
          {
            id: 'execution',
            title: 'Execution',
            text: 'Short delivery cycles, weekly demos and transparent progress reports.',
          },
          {
            id: 'support',
            title: 'Support',
            text: 'Launch, training and ongoing support to keep everything running well.',
          },
        ],
        { summary: 'title', addLabel: 'Add Step', maxItems: 8, description: 'Numbered in order: 01, 02, …' },
      ),
    }),
    cta: f.group(
      'Call to action',
      callToAction(
        'Not Sure Where to Start?',
        'Talk to an expert about your goals; we will suggest the best approach.',
        [{ id: 'contact', label: 'Contact Us', href: '/contact' }],
      ),
    ),
    seo: seo(
      'Our Expertise',
      'Tech manpower, web and mobile development, cloud, AI, digital transformation, data and SAP services from Connectia.',
    ),
  }),
});
