/** Seed solution page: /portfolio/smart-infrastructure, word for word as the site first shipped it. */
import type { PageSeed } from '@schemas/parts/page-sections';

const page: PageSeed = {
  title: 'Smart Infrastructure',
  slug: 'smart-infrastructure',
  seo: {
    title: 'Smart Infrastructure Solutions',
    description:
      'Smart buildings, IoT, intelligent transport, security, smart city and energy management solutions from Connectia for developers and cities in the region.',
  },
  sections: [
    {
      id: 'hero',
      kind: 'hero',
      eyebrow: 'Sustainable Solutions',
      title: 'Smart Infrastructure',
      lead: 'Connected, efficient and secure infrastructure for buildings, communities and cities, designed for the pace of growth in the UAE.',
      image: {
        src: 'art:sustainability',
        alt: 'Illustration of a sun above solar panels, a wind turbine and a leaf',
      },
      actions: [
        {
          label: 'Explore Smart Solutions',
          href: '/contact?service=smart-infrastructure',
        },
      ],
      breadcrumb: '',
    },
    {
      id: 'services',
      kind: 'cards',
      anchor: 'services',
      heading: 'Smart Infrastructure Services',
      intro: 'Integrated technology that makes the built environment work better.',
      cards: [
        {
          icon: 'building',
          title: 'Smart Building Management',
          description: 'Central control of lighting, cooling, access and lifts from one platform.',
          bullets: [],
        },
        {
          icon: 'wifi',
          title: 'IoT Integration',
          description: 'Sensors and devices connected securely to give a live view of every asset.',
          bullets: [],
        },
        {
          icon: 'car',
          title: 'Intelligent Transportation',
          description: 'Smart parking, traffic monitoring and fleet systems that keep people moving.',
          bullets: [],
        },
        {
          icon: 'shield',
          title: 'Smart Security Systems',
          description: 'Video analytics, access control and alarms working as one system.',
          bullets: [],
        },
        {
          icon: 'globe',
          title: 'Smart City Solutions',
          description: 'Connected services for lighting, waste, utilities and citizen engagement.',
          bullets: [],
        },
        {
          icon: 'bolt',
          title: 'Energy Management',
          description: 'Monitoring and automation that reduce energy use across portfolios.',
          bullets: [],
        },
      ],
    },
    {
      id: 'process',
      kind: 'process',
      anchor: 'process',
      heading: 'How We Deliver',
      intro: '',
      steps: [
        {
          title: 'Vision',
          description: 'We define outcomes with owners, operators and stakeholders.',
        },
        {
          title: 'Design',
          description: 'We architect open, secure systems that work together.',
        },
        {
          title: 'Build',
          description: 'We install, integrate and test every subsystem.',
        },
        {
          title: 'Operate',
          description: 'We monitor, maintain and improve performance over time.',
        },
      ],
    },
    {
      id: 'cta',
      kind: 'cta',
      heading: 'Plan Your Smart Infrastructure',
      text: 'Whether it is one building or a whole community, we will help you plan the right smart technology.',
      actions: [
        {
          label: 'Start Planning',
          href: '/contact?service=smart-infrastructure-planning',
        },
      ],
    },
  ],
};

export default page;
