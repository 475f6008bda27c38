/** Seed solution page: /portfolio/cloud-services, word for word as the site first shipped it. */
import type { PageSeed } from '@schemas/parts/page-sections';

const page: PageSeed = {
  title: 'Cloud Services',
  slug: 'cloud-services',
  seo: {
    title: 'Cloud Services Portfolio',
    description:
      'Cloud strategy, migration, infrastructure, DevOps, backup and FinOps from Connectia, with 100+ successful migrations for businesses in the region.',
  },
  sections: [
    {
      id: 'hero',
      kind: 'hero',
      eyebrow: 'Technology Solutions',
      title: 'Cloud Services',
      lead: 'From first migration to fully managed multi-cloud operations, we help businesses run faster, safer and at lower cost in the cloud.',
      image: {
        src: 'art:cloud',
        alt: 'Illustration of a cloud connected to servers and a padlock',
      },
      actions: [
        {
          label: 'Explore Cloud Solutions',
          href: '/contact?service=cloud',
        },
      ],
      breadcrumb: '',
    },
    {
      id: 'services',
      kind: 'cards',
      anchor: 'services',
      heading: 'Cloud Solutions',
      intro: 'Certified engineers for AWS, Microsoft Azure and Google Cloud.',
      cards: [
        {
          icon: 'clipboard',
          title: 'Cloud Strategy',
          description: 'A cloud roadmap that balances cost, performance, security and data residency.',
          bullets: [],
        },
        {
          icon: 'upload',
          title: 'Cloud Migration',
          description: 'Planned, low-risk migrations of applications, databases and file servers.',
          bullets: [],
        },
        {
          icon: 'server',
          title: 'Cloud Infrastructure',
          description: 'Infrastructure as code for repeatable, secure and well-documented environments.',
          bullets: [],
        },
        {
          icon: 'gear',
          title: 'DevOps and Automation',
          description: 'CI/CD pipelines and containers that ship updates safely several times a day.',
          bullets: [],
        },
        {
          icon: 'database',
          title: 'Backup and Recovery',
          description: 'Cloud backup and disaster recovery with tested recovery time objectives.',
          bullets: [],
        },
        {
          icon: 'money',
          title: 'Cost Optimization',
          description: 'FinOps reviews, right-sizing and reserved capacity that cut your monthly bill.',
          bullets: [],
        },
      ],
    },
    {
      id: 'results',
      kind: 'stats',
      anchor: 'results',
      heading: 'Cloud Results',
      intro: '',
      variant: 'section',
      stats: [
        {
          value: '99.9%',
          label: 'Uptime',
        },
        {
          value: '40%',
          label: 'Infrastructure cost savings',
        },
        {
          value: '24/7',
          label: 'Cloud support',
        },
        {
          value: '100+',
          label: 'Successful migrations',
        },
      ],
    },
    {
      id: 'cta',
      kind: 'cta',
      heading: 'Move to the Cloud With Confidence',
      text: 'Speak to our cloud architects about your workloads, timelines and budget.',
      actions: [
        {
          label: 'Talk to a Cloud Expert',
          href: '/contact?service=cloud',
        },
      ],
    },
  ],
};

export default page;
