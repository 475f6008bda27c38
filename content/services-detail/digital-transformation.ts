import digitalTransformationArt from '../art/detail/digital-transformation.svg?raw';
import { svgDataUrl } from '../art/inline-svg';
import type { ServiceDetail } from './types';

const digitalTransformation: ServiceDetail = {
  slug: 'digital-transformation',
  seo: {
    title: 'Digital Transformation Consulting',
    description:
      'Strategy, automation, customer experience, data, cloud and cybersecurity: Connectia guides organisations in the UAE through practical digital transformation.',
  },
  sections: [
    {
      kind: 'hero',
      eyebrow: 'Digital Transformation',
      title: 'Digital Transformation for the Modern Enterprise',
      lead: 'We help organisations across the UAE rethink processes, modernise technology and build digital services that customers and employees actually enjoy using.',
      image: {
        src: svgDataUrl(digitalTransformationArt),
        alt: 'Illustration of connected building blocks transforming into a digital dashboard',
      },
      actions: [{ label: 'Start Digital Journey', href: '/contact' }],
    },
    {
      kind: 'cards',
      id: 'services',
      heading: 'Transformation Services',
      intro: 'Six connected disciplines, one roadmap tailored to your organisation.',
      cards: [
        {
          icon: 'clipboard',
          title: 'Digital Strategy',
          description:
            'A clear roadmap that links technology investment to measurable business outcomes and priorities.',
        },
        {
          icon: 'gear',
          title: 'Process Automation',
          description:
            'Workflow and robotic process automation that removes repetitive tasks and approval bottlenecks.',
        },
        {
          icon: 'users',
          title: 'Customer Experience',
          description:
            'Seamless journeys across web, mobile and service channels, designed around what customers need.',
        },
        {
          icon: 'chart',
          title: 'Data Analytics',
          description:
            'Unified data and real-time dashboards that give leaders one reliable view of performance.',
        },
        {
          icon: 'cloud',
          title: 'Cloud Solutions',
          description:
            'Flexible, secure cloud platforms that replace ageing infrastructure and speed up delivery.',
        },
        {
          icon: 'shield',
          title: 'Cybersecurity',
          description:
            'Security and compliance designed into every new system, aligned with UAE regulations.',
        },
      ],
    },
    {
      kind: 'benefits',
      id: 'benefits',
      heading: 'The Results of Transformation',
      benefits: [
        {
          icon: 'bolt',
          title: 'Greater Efficiency',
          description: 'Automated workflows cut manual work by up to 60%.',
        },
        {
          icon: 'rocket',
          title: 'Faster Innovation',
          description: 'Launch new digital services in weeks instead of months.',
        },
        {
          icon: 'heart',
          title: 'Happier Customers',
          description: 'Consistent, convenient experiences on every channel.',
        },
        {
          icon: 'chart',
          title: 'Better Decisions',
          description: 'Real-time data puts the right information in front of leaders.',
        },
      ],
    },
    {
      kind: 'cta',
      heading: 'Ready to Transform Your Business?',
      text: 'Our assessment maps where you are today and the steps that will make the biggest difference.',
      actions: [{ label: 'Schedule Transformation Assessment', href: '/contact' }],
    },
  ],
};

export default digitalTransformation;
