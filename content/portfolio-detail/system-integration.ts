import technologyArt from '../art/detail/technology.svg?raw';
import { svgDataUrl } from '../art/inline-svg';
import type { PortfolioDetail } from './types';

const systemIntegration: PortfolioDetail = {
  slug: 'system-integration',
  seo: {
    title: 'System Integration Services',
    description:
      'Connectia integrates ERP, CRM, legacy and cloud systems so your business runs on one accurate, connected flow of data.',
  },
  sections: [
    {
      kind: 'hero',
      eyebrow: 'Technology Solutions',
      title: 'System Integration',
      lead: 'Break down data silos. We connect your ERP, CRM, finance, HR and operational systems so information is entered once and trusted everywhere.',
      image: {
        src: svgDataUrl(technologyArt),
        alt: 'Illustration of connected systems exchanging data through a central hub',
      },
      actions: [{ label: 'Plan Integration', href: '/contact?service=system-integration' }],
    },
    {
      kind: 'cards',
      id: 'services',
      heading: 'Integration Services',
      intro: 'Proven integration patterns for organisations of every size.',
      cards: [
        {
          icon: 'layers',
          title: 'Enterprise Application Integration',
          description: 'Link core business applications through middleware and an enterprise service bus.',
        },
        {
          icon: 'database',
          title: 'ERP and CRM Integration',
          description: 'Keep SAP, Oracle, Microsoft Dynamics and Salesforce data in step automatically.',
        },
        {
          icon: 'server',
          title: 'Legacy System Modernization',
          description:
            'Wrap older systems with modern APIs so they keep working while you plan their future.',
        },
        {
          icon: 'cloud',
          title: 'Cloud Integration',
          description: 'Connect on-premise systems with SaaS and cloud platforms securely and reliably.',
        },
        {
          icon: 'gear',
          title: 'Workflow Automation',
          description: 'Automate hand-offs between departments and remove re-keying of the same data.',
        },
        {
          icon: 'search',
          title: 'Data Integration and ETL',
          description: 'Clean, transform and load data into warehouses for reporting you can rely on.',
        },
      ],
    },
    {
      kind: 'stats',
      id: 'results',
      heading: 'Integration Results',
      intro: 'What our clients typically see after integrating their systems.',
      stats: [
        { value: '75%', label: 'Efficiency improvement' },
        { value: '50%', label: 'Cost reduction' },
        { value: '90%', label: 'Data accuracy' },
        { value: '24/7', label: 'Integration monitoring' },
      ],
    },
    {
      kind: 'cta',
      heading: 'Connect Your Business Systems',
      text: 'Our integration assessment maps your systems and data flows and shows where to start.',
      actions: [{ label: 'Get Integration Assessment', href: '/contact?service=integration-assessment' }],
    },
  ],
};

export default systemIntegration;
