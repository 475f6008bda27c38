/** Seed solution page: /portfolio/facility-management, word for word as the site first shipped it. */
import type { PageSeed } from '@schemas/parts/page-sections';

const page: PageSeed = {
  title: 'Facility Management',
  slug: 'facility-management',
  seo: {
    title: 'Smart Facility Management',
    description:
      'Building maintenance, security, HVAC, space management and performance analytics from Connectia, integrated into one smart facility service.',
  },
  sections: [
    {
      id: 'hero',
      kind: 'hero',
      eyebrow: 'Sustainable Solutions',
      title: 'Facility Management',
      lead: 'Technology-driven facility management that keeps your buildings safe, comfortable and efficient while lowering operating costs.',
      image: {
        src: 'art:sustainability',
        alt: 'Illustration of a sun above solar panels, a wind turbine and a leaf',
      },
      actions: [
        {
          label: 'Optimize Your Facility',
          href: '/contact?service=facility-management',
        },
      ],
      breadcrumb: '',
    },
    {
      id: 'services',
      kind: 'cards',
      anchor: 'services',
      heading: 'Facility Services',
      intro: 'Everything your building needs, managed through one connected platform.',
      cards: [
        {
          icon: 'gear',
          title: 'Building Maintenance',
          description: 'Planned and reactive maintenance tracked digitally from request to completion.',
          bullets: [],
        },
        {
          icon: 'shield',
          title: 'Security Systems',
          description: 'CCTV, access control and visitor management installed and maintained.',
          bullets: [],
        },
        {
          icon: 'thermometer',
          title: 'HVAC Management',
          description: 'Efficient cooling for the UAE climate, with sensors that prevent breakdowns.',
          bullets: [],
        },
        {
          icon: 'layout',
          title: 'Space Management',
          description: 'Occupancy data that helps you plan desks, meeting rooms and leases.',
          bullets: [],
        },
        {
          icon: 'chart',
          title: 'Performance Analytics',
          description: 'Dashboards for energy, service levels and costs across your portfolio.',
          bullets: [],
        },
        {
          icon: 'layers',
          title: 'Integrated Solutions',
          description: 'Hard and soft services combined under one contract and one point of contact.',
          bullets: [],
        },
      ],
    },
    {
      id: 'process',
      kind: 'process',
      anchor: 'process',
      heading: 'How We Work',
      intro: '',
      steps: [
        {
          title: 'Survey',
          description: 'We inspect your facilities and review current contracts and costs.',
        },
        {
          title: 'Plan',
          description: 'We design a service model with clear service levels.',
        },
        {
          title: 'Mobilise',
          description: 'We onboard teams, systems and suppliers smoothly.',
        },
        {
          title: 'Improve',
          description: 'We report monthly and keep reducing cost and downtime.',
        },
      ],
    },
    {
      id: 'cta',
      kind: 'cta',
      heading: 'Run Your Buildings Smarter',
      text: 'Our facility assessment shows where you can save energy, time and money.',
      actions: [
        {
          label: 'Get Facility Assessment',
          href: '/contact?service=facility-assessment',
        },
      ],
    },
  ],
};

export default page;
