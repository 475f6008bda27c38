import cloudArt from '../art/detail/cloud.svg?raw';
import { svgDataUrl } from '../art/inline-svg';
import type { PortfolioDetail } from './types';

const cybersecurityIntegration: PortfolioDetail = {
  slug: 'cybersecurity-integration',
  seo: {
    title: 'Cybersecurity Integration',
    description:
      'Threat detection, SOC monitoring, identity, endpoint and cloud security integrated by Connectia to protect UAE businesses around the clock.',
  },
  sections: [
    {
      kind: 'hero',
      eyebrow: 'Technology Solutions',
      title: 'Cybersecurity Integration',
      lead: 'Layered security that protects your people, data and systems, integrated with the tools you already use and monitored 24/7 by our security team.',
      image: {
        src: svgDataUrl(cloudArt),
        alt: 'Illustration of a cloud connected to servers and a padlock',
      },
      actions: [{ label: 'Secure Your Business', href: '/contact?service=security' }],
    },
    {
      kind: 'cards',
      id: 'services',
      heading: 'Security Services',
      intro: 'Defence in depth, from the network edge to every user and device.',
      cards: [
        {
          icon: 'search',
          title: 'Threat Detection and Response',
          description: 'SIEM and XDR platforms that detect attacks early and contain them fast.',
        },
        {
          icon: 'clock',
          title: 'Security Operations Center',
          description: 'Round-the-clock monitoring by analysts who investigate every alert.',
        },
        {
          icon: 'lock',
          title: 'Identity and Access Management',
          description: 'Single sign-on, multi-factor authentication and least-privilege access.',
        },
        {
          icon: 'mobile',
          title: 'Endpoint Protection',
          description: 'Protection for laptops, phones and servers wherever your people work.',
        },
        {
          icon: 'cloud',
          title: 'Cloud Security',
          description: 'Posture management and guardrails for AWS, Azure and Microsoft 365.',
        },
        {
          icon: 'clipboard',
          title: 'Compliance and Risk',
          description: 'Gap assessments and controls aligned with UAE IA, ISO 27001 and PCI DSS.',
        },
      ],
    },
    {
      kind: 'stats',
      id: 'metrics',
      heading: 'Security Metrics',
      stats: [
        { value: '99.9%', label: 'Threat detection rate' },
        { value: '24/7', label: 'SOC monitoring' },
        { value: '<1min', label: 'Alert response time' },
        { value: '100%', label: 'Compliance audits passed' },
      ],
    },
    {
      kind: 'cta',
      heading: 'Strengthen Your Security Posture',
      text: 'Get an independent view of your risks and a prioritised plan to close the gaps.',
      actions: [{ label: 'Get Security Assessment', href: '/contact?service=security' }],
    },
  ],
};

export default cybersecurityIntegration;
