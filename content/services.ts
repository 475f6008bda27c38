/** Services overview (spec point 2, Services): seven alternating blocks and a four-step process. */
import type { IconName } from '@content/icon-paths';

export interface ServiceBlock {
  id: string;
  icon: IconName;
  title: string;
  description: string;
  features: string[];
  image: string;
  imageAlt: string;
  href: string;
  cta: string;
}

export const SERVICE_BLOCKS: ServiceBlock[] = [
  {
    id: 'tech-manpower',
    icon: 'users',
    title: 'Tech Manpower',
    description:
      'Grow your team with pre-vetted developers, engineers and consultants, on contract or permanently, ready to start in as little as two weeks.',
    features: ['Contract and permanent placement', 'Dedicated teams', 'Replacement guarantee'],
    image: '/images/services/manpower.svg',
    imageAlt: 'Illustration of a team of professionals around a shared screen',
    href: '/contact?service=tech-manpower',
    cta: 'Request Talent',
  },
  {
    id: 'web-development',
    icon: 'code',
    title: 'Web Development',
    description:
      'Fast, accessible websites and web applications built with modern frameworks and tested on every device.',
    features: ['Custom web applications', 'E-commerce platforms', 'API development'],
    image: '/images/services/web.svg',
    imageAlt: 'Illustration of a browser window with page layout blocks',
    href: '/services/web-development',
    cta: 'Explore Web Development',
  },
  {
    id: 'mobile-apps',
    icon: 'smartphone',
    title: 'Mobile Apps',
    description: 'Native iOS and Android apps and cross-platform apps that customers enjoy using every day.',
    features: ['Native iOS and Android', 'Cross-platform apps', 'App store launch'],
    image: '/images/services/mobile.svg',
    imageAlt: 'Illustration of a smartphone showing an app screen',
    href: '/services/mobile-apps',
    cta: 'Explore Mobile Apps',
  },
  {
    id: 'cloud',
    icon: 'cloud',
    title: 'Cloud Solutions',
    description:
      'Move to the cloud safely, then keep it secure and cost-effective with continuous optimisation.',
    features: ['Cloud migration', 'Cloud security', 'Cost optimisation'],
    image: '/images/services/cloud.svg',
    imageAlt: 'Illustration of a cloud connected to servers',
    href: '/services/cloud',
    cta: 'Explore Cloud Solutions',
  },
  {
    id: 'ai-ml',
    icon: 'brain',
    title: 'AI & Machine Learning',
    description:
      'Machine learning, language processing and computer vision that automate work and reveal new insight.',
    features: ['Predictive analytics', 'Natural language processing', 'Computer vision'],
    image: '/images/services/ai.svg',
    imageAlt: 'Illustration of a neural network of connected nodes',
    href: '/services/ai-ml',
    cta: 'Explore AI & ML',
  },
  {
    id: 'digital-transformation',
    icon: 'rocket',
    title: 'Digital Transformation',
    description:
      'Strategy, automation and better customer experiences: a clear roadmap from today’s processes to tomorrow’s.',
    features: ['Digital strategy', 'Process automation', 'Customer experience'],
    image: '/images/services/transformation.svg',
    imageAlt: 'Illustration of an upward arrow over connected process steps',
    href: '/services/digital-transformation',
    cta: 'Explore Digital Transformation',
  },
  {
    id: 'data-sap',
    icon: 'database',
    title: 'Data, Analytics & SAP',
    description:
      'Big data platforms, business intelligence and SAP programmes that turn information into decisions.',
    features: ['Big data platforms', 'Business intelligence', 'SAP implementation and support'],
    image: '/images/services/data.svg',
    imageAlt: 'Illustration of charts and a database',
    href: '/contact?service=data-analytics',
    cta: 'Discuss Your Data',
  },
];

export const PROCESS_STEPS = [
  {
    step: '01',
    title: 'Discovery',
    text: 'We learn your goals, users and constraints, and agree what success looks like.',
  },
  {
    step: '02',
    title: 'Planning',
    text: 'A clear scope, timeline, team and budget, with milestones you can check.',
  },
  {
    step: '03',
    title: 'Execution',
    text: 'Short delivery cycles, weekly demos and transparent progress reports.',
  },
  {
    step: '04',
    title: 'Support',
    text: 'Launch, training and ongoing support to keep everything running well.',
  },
];
