/** Seed service page: /services/digital-transformation, word for word as the site first shipped it. */
import type { PageSeed } from '@schemas/parts/page-sections';

const page: PageSeed = {
  title: 'Digital Transformation',
  slug: 'digital-transformation',
  seo: {
    title: 'Digital Transformation Consulting',
    description:
      'Strategy, automation, customer experience, data, cloud and cybersecurity: Connectia guides organisations in the UAE through practical digital transformation.',
  },
  sections: [
    {
      id: 'hero',
      kind: 'hero',
      eyebrow: 'Digital Transformation',
      title: 'Digital Transformation for the Modern Enterprise',
      lead: 'We help organisations across the UAE rethink processes, modernise technology and build digital services that customers and employees actually enjoy using.',
      image: {
        src: 'art:digital-transformation',
        alt: 'Illustration of connected building blocks transforming into a digital dashboard',
      },
      actions: [
        {
          label: 'Start Digital Journey',
          href: '/contact',
        },
      ],
      breadcrumb: '',
    },
    {
      id: 'services',
      kind: 'cards',
      anchor: 'services',
      heading: 'Transformation Services',
      intro: 'Six connected disciplines, one roadmap tailored to your organisation.',
      cards: [
        {
          icon: 'clipboard',
          title: 'Digital Strategy',
          description:
            'A clear roadmap that links technology investment to measurable business outcomes and priorities.',
          bullets: [],
        },
        {
          icon: 'gear',
          title: 'Process Automation',
          description:
            'Workflow and robotic process automation that removes repetitive tasks and approval bottlenecks.',
          bullets: [],
        },
        {
          icon: 'users',
          title: 'Customer Experience',
          description:
            'Seamless journeys across web, mobile and service channels, designed around what customers need.',
          bullets: [],
        },
        {
          icon: 'chart',
          title: 'Data Analytics',
          description:
            'Unified data and real-time dashboards that give leaders one reliable view of performance.',
          bullets: [],
        },
        {
          icon: 'cloud',
          title: 'Cloud Solutions',
          description:
            'Flexible, secure cloud platforms that replace ageing infrastructure and speed up delivery.',
          bullets: [],
        },
        {
          icon: 'shield',
          title: 'Cybersecurity',
          description:
            'Security and compliance designed into every new system, aligned with UAE regulations.',
          bullets: [],
        },
      ],
    },
    {
      id: 'benefits',
      kind: 'benefits',
      anchor: 'benefits',
      heading: 'The Results of Transformation',
      intro: '',
      benefits: [
        {
          icon: 'bolt',
          title: 'Greater Efficiency',
          description: 'Automated workflows cut manual work by up to 60%.',
          bullets: [],
        },
        {
          icon: 'rocket',
          title: 'Faster Innovation',
          description: 'Launch new digital services in weeks instead of months.',
          bullets: [],
        },
        {
          icon: 'heart',
          title: 'Happier Customers',
          description: 'Consistent, convenient experiences on every channel.',
          bullets: [],
        },
        {
          icon: 'chart',
          title: 'Better Decisions',
          description: 'Real-time data puts the right information in front of leaders.',
          bullets: [],
        },
      ],
    },
    {
      id: 'cta',
      kind: 'cta',
      heading: 'Ready to Transform Your Business?',
      text: 'Our assessment maps where you are today and the steps that will make the biggest difference.',
      actions: [
        {
          label: 'Schedule Transformation Assessment',
          href: '/contact',
        },
      ],
    },
  ],
};

export default page;
