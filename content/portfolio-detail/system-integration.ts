/** Seed solution page: /portfolio/system-integration, word for word as the site first shipped it. */
import type { PageSeed } from '@schemas/parts/page-sections';

const page: PageSeed = {
  title: 'System Integration',
  slug: 'system-integration',
  seo: {
    title: 'System Integration Services',
    description:
      'Connectia integrates ERP, CRM, legacy and cloud systems so your business runs on one accurate, connected flow of data.',
  },
  sections: [
    {
      id: 'hero',
      kind: 'hero',
      eyebrow: 'Technology Solutions',
      title: 'System Integration',
      lead: 'Break down data silos. We connect your ERP, CRM, finance, HR and operational systems so information is entered once and trusted everywhere.',
      image: {
        src: 'art:technology',
        alt: 'Illustration of connected systems exchanging data through a central hub',
      },
      actions: [
        {
          label: 'Plan Integration',
          href: '/contact?service=system-integration',
        },
      ],
      breadcrumb: '',
    },
    {
      id: 'services',
      kind: 'cards',
      anchor: 'services',
      heading: 'Integration Services',
      intro: 'Proven integration patterns for organisations of every size.',
      cards: [
        {
          icon: 'layers',
          title: 'Enterprise Application Integration',
          description: 'Link core business applications through middleware and an enterprise service bus.',
          bullets: [],
        },
        {
          icon: 'database',
          title: 'ERP and CRM Integration',
          description: 'Keep SAP, Oracle, Microsoft Dynamics and Salesforce data in step automatically.',
          bullets: [],
        },
        {
          icon: 'server',
          title: 'Legacy System Modernization',
          description:
            'Wrap older systems with modern APIs so they keep working while you plan their future.',
          bullets: [],
        },
        {
          icon: 'cloud',
          title: 'Cloud Integration',
          description: 'Connect on-premise systems with SaaS and cloud platforms securely and reliably.',
          bullets: [],
        },
        {
          icon: 'gear',
          title: 'Workflow Automation',
          description: 'Automate hand-offs between departments and remove re-keying of the same data.',
          bullets: [],
        },
        {
          icon: 'search',
          title: 'Data Integration and ETL',
          description: 'Clean, transform and load data into warehouses for reporting you can rely on.',
          bullets: [],
        },
      ],
    },
    {
      id: 'results',
      kind: 'stats',
      anchor: 'results',
      heading: 'Integration Results',
      intro: 'What our clients typically see after integrating their systems.',
      variant: 'section',
      stats: [
        {
          value: '75%',
          label: 'Efficiency improvement',
        },
        {
          value: '50%',
          label: 'Cost reduction',
        },
        {
          value: '90%',
          label: 'Data accuracy',
        },
        {
          value: '24/7',
          label: 'Integration monitoring',
        },
      ],
    },
    {
      id: 'cta',
      kind: 'cta',
      heading: 'Connect Your Business Systems',
      text: 'Our integration assessment maps your systems and data flows and shows where to start.',
      actions: [
        {
          label: 'Get Integration Assessment',
          href: '/contact?service=integration-assessment',
        },
      ],
    },
  ],
};

export default page;
