/** Seed solution page: /portfolio/green-energy, word for word as the site first shipped it. */
import type { PageSeed } from '@schemas/parts/page-sections';

const page: PageSeed = {
  title: 'Green Energy',
  slug: 'green-energy',
  seo: {
    title: 'Green Energy Solutions',
    description:
      'Renewable energy, efficiency upgrades, EV charging and smart grid services from Connectia that help UAE organisations move towards net zero.',
  },
  sections: [
    {
      id: 'hero',
      kind: 'hero',
      eyebrow: 'Sustainable Solutions',
      title: 'Green Energy Solutions',
      lead: 'Practical clean-energy projects that lower costs and emissions, supporting the UAE’s net-zero ambitions and your own ESG commitments.',
      image: {
        src: 'art:sustainability',
        alt: 'Illustration of a sun above solar panels, a wind turbine and a leaf',
      },
      actions: [
        {
          label: 'Get Energy Assessment',
          href: '/contact?service=green-energy',
        },
      ],
      breadcrumb: '',
    },
    {
      id: 'services',
      kind: 'cards',
      anchor: 'services',
      heading: 'Green Energy Services',
      intro: 'Clean power, efficient buildings and smarter energy use.',
      cards: [
        {
          icon: 'sun',
          title: 'Renewable Energy Systems',
          description: 'Solar and hybrid systems designed around your site and consumption profile.',
          bullets: [],
        },
        {
          icon: 'bolt',
          title: 'Energy Efficiency Upgrades',
          description: 'LED lighting, efficient cooling and controls that cut consumption quickly.',
          bullets: [],
        },
        {
          icon: 'car',
          title: 'EV Charging Infrastructure',
          description: 'Charging stations for offices, malls and fleets with load management.',
          bullets: [],
        },
        {
          icon: 'network',
          title: 'Smart Grid Integration',
          description: 'Connect generation, storage and loads to balance supply and demand.',
          bullets: [],
        },
        {
          icon: 'chart',
          title: 'Energy Monitoring',
          description: 'Sub-metering and dashboards that reveal where energy is wasted.',
          bullets: [],
        },
        {
          icon: 'recycle',
          title: 'Carbon Reduction Planning',
          description: 'Roadmaps and tracking that turn net-zero targets into funded projects.',
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
          title: 'Assess',
          description: 'We audit energy use and identify the biggest opportunities.',
        },
        {
          title: 'Plan',
          description: 'We build a business case with costs, savings and payback.',
        },
        {
          title: 'Deliver',
          description: 'We install and integrate the selected solutions.',
        },
        {
          title: 'Measure',
          description: 'We verify savings and report progress against your targets.',
        },
      ],
    },
    {
      id: 'cta',
      kind: 'cta',
      heading: 'Power Your Business Sustainably',
      text: 'Talk to our energy experts about a cleaner, more efficient energy plan for your organisation.',
      actions: [
        {
          label: 'Talk to an Energy Expert',
          href: '/contact?service=green-energy-consultation',
        },
      ],
    },
  ],
};

export default page;
