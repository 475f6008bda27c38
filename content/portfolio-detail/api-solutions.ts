/** Seed solution page: /portfolio/api-solutions, word for word as the site first shipped it. */
import type { PageSeed } from '@schemas/parts/page-sections';

const page: PageSeed = {
  title: 'API Solutions',
  slug: 'api-solutions',
  seo: {
    title: 'API Solutions: Development, Integration and Security',
    description:
      'REST and GraphQL APIs, integrations, security and microservices designed and built by Connectia in Dubai to connect your systems and partners.',
  },
  sections: [
    {
      id: 'hero',
      kind: 'hero',
      eyebrow: 'Technology Solutions',
      title: 'API Solutions',
      lead: 'Secure, well-documented APIs that connect your applications, partners and customers, so data flows where it is needed and new services launch faster.',
      image: {
        src: 'art:technology',
        alt: 'Illustration of connected systems exchanging data through a central hub',
      },
      actions: [
        {
          label: 'Start API Project',
          href: '/contact?service=api-solutions',
        },
      ],
      breadcrumb: '',
    },
    {
      id: 'services',
      kind: 'cards',
      anchor: 'services',
      heading: 'Our API Services',
      intro: 'Everything you need to design, build, secure and scale your APIs.',
      cards: [
        {
          icon: 'code',
          title: 'REST API Development',
          description:
            'Clean, versioned REST APIs with OpenAPI documentation your partners can adopt in days.',
          bullets: [],
        },
        {
          icon: 'plug',
          title: 'API Integration',
          description:
            'Connect payment gateways, ERPs, CRMs, logistics and government services to your platforms.',
          bullets: [],
        },
        {
          icon: 'lock',
          title: 'API Security',
          description: 'OAuth 2.0, rate limiting, encryption and API gateways that keep your data protected.',
          bullets: [],
        },
        {
          icon: 'network',
          title: 'GraphQL Solutions',
          description:
            'Flexible GraphQL layers that let web and mobile apps fetch exactly the data they need.',
          bullets: [],
        },
        {
          icon: 'bolt',
          title: 'API Performance',
          description:
            'Caching, load testing and monitoring that keep response times low under heavy traffic.',
          bullets: [],
        },
        {
          icon: 'layers',
          title: 'Microservices',
          description:
            'Independent, containerised services that let teams release features without big-bang deployments.',
          bullets: [],
        },
      ],
    },
    {
      id: 'process',
      kind: 'process',
      anchor: 'process',
      heading: 'Our API Development Process',
      intro: '',
      steps: [
        {
          title: 'Design',
          description: 'We model your data and write the API contract with you before any code.',
        },
        {
          title: 'Develop',
          description: 'We build endpoints in short iterations with automated tests from day one.',
        },
        {
          title: 'Test',
          description: 'Functional, security and load tests confirm the API is ready for production.',
        },
        {
          title: 'Deploy',
          description: 'We release through CI/CD with monitoring, documentation and a developer portal.',
        },
      ],
    },
    {
      id: 'cta',
      kind: 'cta',
      heading: 'Ready to Connect Your Systems?',
      text: 'Tell us which systems need to talk to each other and we will propose the right API approach.',
      actions: [
        {
          label: 'Discuss Your API Needs',
          href: '/contact?service=api-consultation',
        },
      ],
    },
  ],
};

export default page;
