/** Seed solution page: /portfolio/cybersecurity-integration, word for word as the site first shipped it. */
import type { PageSeed } from '@schemas/parts/page-sections';

const page: PageSeed = {
  title: 'Cybersecurity Integration',
  slug: 'cybersecurity-integration',
  seo: {
    title: 'Cybersecurity Integration',
    description:
      'Threat detection, SOC monitoring, identity, endpoint and cloud security integrated by Connectia to protect UAE businesses around the clock.',
  },
  sections: [
    {
      id: 'hero',
      kind: 'hero',
      eyebrow: 'Technology Solutions',
      title: 'Cybersecurity Integration',
      lead: 'Layered security that protects your people, data and systems, integrated with the tools you already use and monitored 24/7 by our security team.',
      image: {
        src: 'art:cloud',
        alt: 'Illustration of a cloud connected to servers and a padlock',
      },
      actions: [
        {
          label: 'Secure Your Business',
          href: '/contact?service=security',
        },
      ],
      breadcrumb: '',
    },
    {
      id: 'services',
      kind: 'cards',
      anchor: 'services',
      heading: 'Security Services',
      intro: 'Defence in depth, from the network edge to every user and device.',
      cards: [
        {
          icon: 'search',
          title: 'Threat Detection and Response',
          description: 'SIEM and XDR platforms that detect attacks early and contain them fast.',
          bullets: [],
        },
        {
          icon: 'clock',
          title: 'Security Operations Center',
          description: 'Round-the-clock monitoring by analysts who investigate every alert.',
          bullets: [],
        },
        {
          icon: 'lock',
          title: 'Identity and Access Management',
          description: 'Single sign-on, multi-factor authentication and least-privilege access.',
          bullets: [],
        },
        {
          icon: 'mobile',
          title: 'Endpoint Protection',
          description: 'Protection for laptops, phones and servers wherever your people work.',
          bullets: [],
        },
        {
          icon: 'cloud',
          title: 'Cloud Security',
          description: 'Posture management and guardrails for AWS, Azure and Microsoft 365.',
          bullets: [],
        },
        {
          icon: 'clipboard',
          title: 'Compliance and Risk',
          description: 'Gap assessments and controls aligned with UAE IA, ISO 27001 and PCI DSS.',
          bullets: [],
        },
      ],
    },
    {
      id: 'metrics',
      kind: 'stats',
      anchor: 'metrics',
      heading: 'Security Metrics',
      intro: '',
      variant: 'section',
      stats: [
        {
          value: '99.9%',
          label: 'Threat detection rate',
        },
        {
          value: '24/7',
          label: 'SOC monitoring',
        },
        {
          value: '<1min',
          label: 'Alert response time',
        },
        {
          value: '100%',
          label: 'Compliance audits passed',
        },
      ],
    },
    {
      id: 'cta',
      kind: 'cta',
      heading: 'Strengthen Your Security Posture',
      text: 'Get an independent view of your risks and a prioritised plan to close the gaps.',
      actions: [
        {
          label: 'Get Security Assessment',
          href: '/contact?service=security',
        },
      ],
    },
  ],
};

export default page;
