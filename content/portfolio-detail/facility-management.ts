import sustainabilityArt from '../art/detail/sustainability.svg?raw';
import { svgDataUrl } from '../art/inline-svg';
import type { PortfolioDetail } from './types';

const facilityManagement: PortfolioDetail = {
  slug: 'facility-management',
  seo: {
    title: 'Smart Facility Management',
    description:
      'Building maintenance, security, HVAC, space management and performance analytics from Connectia, integrated into one smart facility service.',
  },
  sections: [
    {
      kind: 'hero',
      eyebrow: 'Sustainable Solutions',
      title: 'Facility Management',
      lead: 'Technology-driven facility management that keeps your buildings safe, comfortable and efficient while lowering operating costs.',
      image: {
        src: svgDataUrl(sustainabilityArt),
        alt: 'Illustration of a sun above solar panels, a wind turbine and a leaf',
      },
      actions: [{ label: 'Optimize Your Facility', href: '/contact?service=facility-management' }],
    },
    {
      kind: 'cards',
      id: 'services',
      heading: 'Facility Services',
      intro: 'Everything your building needs, managed through one connected platform.',
      cards: [
        {
          icon: 'gear',
          title: 'Building Maintenance',
          description: 'Planned and reactive maintenance tracked digitally from request to completion.',
        },
        {
          icon: 'shield',
          title: 'Security Systems',
          description: 'CCTV, access control and visitor management installed and maintained.',
        },
        {
          icon: 'thermometer',
          title: 'HVAC Management',
          description: 'Efficient cooling for the UAE climate, with sensors that prevent breakdowns.',
        },
        {
          icon: 'layout',
          title: 'Space Management',
          description: 'Occupancy data that helps you plan desks, meeting rooms and leases.',
        },
        {
          icon: 'chart',
          title: 'Performance Analytics',
          description: 'Dashboards for energy, service levels and costs across your portfolio.',
        },
        {
          icon: 'layers',
          title: 'Integrated Solutions',
          description: 'Hard and soft services combined under one contract and one point of contact.',
        },
      ],
    },
    {
      kind: 'process',
      id: 'process',
      heading: 'How We Work',
      steps: [
        {
          title: 'Survey',
          description: 'We inspect your facilities and review current contracts and costs.',
        },
        { title: 'Plan', description: 'We design a service model with clear service levels.' },
        { title: 'Mobilise', description: 'We onboard teams, systems and suppliers smoothly.' },
        { title: 'Improve', description: 'We report monthly and keep reducing cost and downtime.' },
      ],
    },
    {
      kind: 'cta',
      heading: 'Run Your Buildings Smarter',
      text: 'Our facility assessment shows where you can save energy, time and money.',
      actions: [{ label: 'Get Facility Assessment', href: '/contact?service=facility-assessment' }],
    },
  ],
};

export default facilityManagement;
