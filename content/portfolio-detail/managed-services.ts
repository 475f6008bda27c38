/** Seed solution page: /portfolio/managed-services, word for word as the site first shipped it. */
import type { PageSeed } from '@schemas/parts/page-sections';

const page: PageSeed = {
  title: 'Managed Services',
  slug: 'managed-services',
  seo: {
    title: 'Managed IT Services',
    description:
      'Proactive monitoring, help desk, security and cloud management from Connectia: 24/7 IT support with a 15-minute response time.',
  },
  sections: [
    {
      id: 'hero',
      kind: 'hero',
      eyebrow: 'Technology Solutions',
      title: 'Managed IT Services',
      lead: 'Hand over the day-to-day running of your IT to a team that monitors, maintains and secures it around the clock, so your people can focus on the business.',
      image: {
        src: 'art:technology',
        alt: 'Illustration of connected systems exchanging data through a central hub',
      },
      actions: [
        {
          label: 'Get Support Plan',
          href: '/contact?service=managed-services',
        },
      ],
      breadcrumb: '',
    },
    {
      id: 'services',
      kind: 'cards',
      anchor: 'services',
      heading: 'Managed Services',
      intro: 'Predictable monthly plans that cover your infrastructure, users and security.',
      cards: [
        {
          icon: 'clock',
          title: '24/7 Monitoring',
          description: 'Continuous monitoring of servers, networks and applications with automatic alerts.',
          bullets: [],
        },
        {
          icon: 'headset',
          title: 'Help Desk Support',
          description: 'Friendly, fast support for your staff by phone, email and remote session.',
          bullets: [],
        },
        {
          icon: 'shield',
          title: 'Security Management',
          description: 'Patching, antivirus, firewall management and regular vulnerability scans.',
          bullets: [],
        },
        {
          icon: 'database',
          title: 'Backup and Disaster Recovery',
          description: 'Automated backups and tested recovery plans that keep your data safe.',
          bullets: [],
        },
        {
          icon: 'cloud',
          title: 'Cloud Management',
          description: 'Day-to-day operation and cost control of your Microsoft 365, Azure and AWS services.',
          bullets: [],
        },
        {
          icon: 'server',
          title: 'Infrastructure Management',
          description: 'Lifecycle management of servers, devices and licences with clear asset reporting.',
          bullets: [],
        },
      ],
    },
    {
      id: 'results',
      kind: 'stats',
      anchor: 'results',
      heading: 'Service Levels You Can Count On',
      intro: '',
      variant: 'section',
      stats: [
        {
          value: '99.9%',
          label: 'System uptime',
        },
        {
          value: '60%',
          label: 'Lower IT costs',
        },
        {
          value: '24/7',
          label: 'Support availability',
        },
        {
          value: '15min',
          label: 'Response time',
        },
      ],
    },
    {
      id: 'cta',
      kind: 'cta',
      heading: 'Let Us Manage Your IT',
      text: 'Book a free consultation and we will recommend a support plan that fits your team and budget.',
      actions: [
        {
          label: 'Start Free Consultation',
          href: '/contact?service=managed-services-consultation',
        },
      ],
    },
  ],
};

export default page;
