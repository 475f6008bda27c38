import sustainabilityArt from '../art/detail/sustainability.svg?raw';
import { svgDataUrl } from '../art/inline-svg';
import type { PortfolioDetail } from './types';

const greenEnergy: PortfolioDetail = {
  slug: 'green-energy',
  seo: {
    title: 'Green Energy Solutions',
    description:
      'Renewable energy, efficiency upgrades, EV charging and smart grid services from Connectia that help UAE organisations move towards net zero.',
  },
  sections: [
    {
      kind: 'hero',
      eyebrow: 'Sustainable Solutions',
      title: 'Green Energy Solutions',
      lead: 'Practical clean-energy projects that lower costs and emissions, supporting the UAE’s net-zero ambitions and your own ESG commitments.',
      image: {
        src: svgDataUrl(sustainabilityArt),
        alt: 'Illustration of a sun above solar panels, a wind turbine and a leaf',
      },
      actions: [{ label: 'Get Energy Assessment', href: '/contact?service=green-energy' }],
    },
    {
      kind: 'cards',
      id: 'services',
      heading: 'Green Energy Services',
      intro: 'Clean power, efficient buildings and smarter energy use.',
      cards: [
        {
          icon: 'sun',
          title: 'Renewable Energy Systems',
          description: 'Solar and hybrid systems designed around your site and consumption profile.',
        },
        {
          icon: 'bolt',
          title: 'Energy Efficiency Upgrades',
          description: 'LED lighting, efficient cooling and controls that cut consumption quickly.',
        },
        {
          icon: 'car',
          title: 'EV Charging Infrastructure',
          description: 'Charging stations for offices, malls and fleets with load management.',
        },
        {
          icon: 'network',
          title: 'Smart Grid Integration',
          description: 'Connect generation, storage and loads to balance supply and demand.',
        },
        {
          icon: 'chart',
          title: 'Energy Monitoring',
          description: 'Sub-metering and dashboards that reveal where energy is wasted.',
        },
        {
          icon: 'recycle',
          title: 'Carbon Reduction Planning',
          description: 'Roadmaps and tracking that turn net-zero targets into funded projects.',
        },
      ],
    },
    {
      kind: 'process',
      id: 'process',
      heading: 'Our Approach',
      steps: [
        { title: 'Assess', description: 'We audit energy use and identify the biggest opportunities.' },
        { title: 'Plan', description: 'We build a business case with costs, savings and payback.' },
        { title: 'Deliver', description: 'We install and integrate the selected solutions.' },
        { title: 'Measure', description: 'We verify savings and report progress against your targets.' },
      ],
    },
    {
      kind: 'cta',
      heading: 'Power Your Business Sustainably',
      text: 'Talk to our energy experts about a cleaner, more efficient energy plan for your organisation.',
      actions: [{ label: 'Talk to an Energy Expert', href: '/contact?service=green-energy-consultation' }],
    },
  ],
};

export default greenEnergy;
