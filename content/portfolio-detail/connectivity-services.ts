/** Seed solution page: /portfolio/connectivity-services, word for word as the site first shipped it. */
import type { PageSeed } from '@schemas/parts/page-sections';

const page: PageSeed = {
  title: 'Connectivity Services',
  slug: 'connectivity-services',
  seo: {
    title: 'Connectivity Services: Enterprise Networks',
    description:
      'High-speed, resilient enterprise networks from Connectia: LAN, WAN, SD-WAN, Wi-Fi and 5G solutions with 24/7 monitoring across the UAE.',
  },
  sections: [
    {
      id: 'hero',
      kind: 'hero',
      eyebrow: 'Technology Solutions',
      title: 'Connectivity Services',
      lead: 'Fast, secure and always-on networks that link your offices, warehouses and people across the UAE and beyond.',
      image: {
        src: 'art:technology',
        alt: 'Illustration of connected systems exchanging data through a central hub',
      },
      actions: [
        {
          label: 'Check Connectivity',
          href: '/contact?service=connectivity-services',
        },
      ],
      breadcrumb: '',
    },
    {
      id: 'services',
      kind: 'cards',
      anchor: 'services',
      heading: 'Network and Connectivity Solutions',
      intro: 'Design, installation and management of the networks your business runs on.',
      cards: [
        {
          icon: 'network',
          title: 'Enterprise Networking',
          description: 'Structured cabling, switching and routing designed for growth and easy management.',
          bullets: [],
        },
        {
          icon: 'globe',
          title: 'SD-WAN Solutions',
          description: 'Software-defined WAN that links branches securely and routes traffic intelligently.',
          bullets: [],
        },
        {
          icon: 'wifi',
          title: 'Wireless Networks',
          description: 'Enterprise Wi-Fi with seamless roaming for offices, hotels, malls and campuses.',
          bullets: [],
        },
        {
          icon: 'mobile',
          title: '5G and Mobile Connectivity',
          description: 'Private 5G and mobile data solutions for sites where fixed lines are not practical.',
          bullets: [],
        },
        {
          icon: 'shield',
          title: 'Network Security',
          description: 'Next-generation firewalls, segmentation and secure remote access for every user.',
          bullets: [],
        },
        {
          icon: 'clock',
          title: 'Network Monitoring',
          description: 'Round-the-clock monitoring that detects and resolves issues before users notice.',
          bullets: [],
        },
      ],
    },
    {
      id: 'metrics',
      kind: 'stats',
      anchor: 'metrics',
      heading: 'Network Performance Metrics',
      intro: '',
      variant: 'section',
      stats: [
        {
          value: '99.9%',
          label: 'Network uptime',
        },
        {
          value: '10Gbps',
          label: 'Backbone speeds',
        },
        {
          value: '<5ms',
          label: 'Latency',
        },
        {
          value: '24/7',
          label: 'Network monitoring',
        },
      ],
    },
    {
      id: 'cta',
      kind: 'cta',
      heading: 'Upgrade Your Network',
      text: 'Our engineers will assess your current network and recommend improvements for speed, resilience and security.',
      actions: [
        {
          label: 'Get Network Assessment',
          href: '/contact?service=network-assessment',
        },
      ],
    },
  ],
};

export default page;
