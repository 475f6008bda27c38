/** Seed solution page: /portfolio/water-management, word for word as the site first shipped it. */
import type { PageSeed } from '@schemas/parts/page-sections';

const page: PageSeed = {
  title: 'Water Management',
  slug: 'water-management',
  seo: {
    title: 'Smart Water Management',
    description:
      'Smart metering, leak detection, water treatment and irrigation solutions from Connectia that help organisations in the region use every drop wisely.',
  },
  sections: [
    {
      id: 'hero',
      kind: 'hero',
      eyebrow: 'Sustainable Solutions',
      title: 'Water Management',
      lead: 'In one of the world’s most water-scarce regions, every drop counts. Our smart water solutions measure, protect and reduce consumption across your sites.',
      image: {
        src: 'art:sustainability',
        alt: 'Illustration of a sun above solar panels, a wind turbine and a leaf',
      },
      actions: [
        {
          label: 'Learn More',
          href: '/contact?service=water-management',
        },
      ],
      breadcrumb: '',
    },
    {
      id: 'solutions',
      kind: 'cards',
      anchor: 'solutions',
      heading: 'Water Solutions',
      intro: 'Technology and expertise to manage water efficiently from source to tap.',
      cards: [
        {
          icon: 'wifi',
          title: 'Smart Water Metering',
          description: 'Connected meters that show consumption by building, floor or process in real time.',
          bullets: [],
        },
        {
          icon: 'search',
          title: 'Leak Detection',
          description: 'Sensors and analytics that find hidden leaks early and prevent costly damage.',
          bullets: [],
        },
        {
          icon: 'droplet',
          title: 'Water Treatment and Recycling',
          description:
            'Greywater recycling and treatment systems that reuse water for cooling and irrigation.',
          bullets: [],
        },
        {
          icon: 'leaf',
          title: 'Smart Irrigation',
          description: 'Weather- and soil-aware irrigation that cuts landscape water use.',
          bullets: [],
        },
        {
          icon: 'thermometer',
          title: 'Water Quality Monitoring',
          description: 'Continuous checks of quality parameters with instant alerts.',
          bullets: [],
        },
        {
          icon: 'chart',
          title: 'Water Analytics and Reporting',
          description: 'Dashboards and sustainability reports that track savings against targets.',
          bullets: [],
        },
      ],
    },
    {
      id: 'process',
      kind: 'process',
      anchor: 'process',
      heading: 'Our Approach',
      intro: '',
      steps: [
        {
          title: 'Audit',
          description: 'We measure how and where water is used across your sites.',
        },
        {
          title: 'Design',
          description: 'We select the metering, treatment and control solutions that fit.',
        },
        {
          title: 'Implement',
          description: 'We install, connect and commission every component.',
        },
        {
          title: 'Optimise',
          description: 'We monitor consumption and keep finding new savings.',
        },
      ],
    },
    {
      id: 'cta',
      kind: 'cta',
      heading: 'Start Saving Water Today',
      text: 'Speak to our water specialists about a solution for your buildings, campus or facility.',
      actions: [
        {
          label: 'Get Started',
          href: '/contact?service=water-management-consultation',
        },
      ],
    },
  ],
};

export default page;
