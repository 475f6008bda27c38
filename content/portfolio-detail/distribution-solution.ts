import technologyArt from '../art/detail/technology.svg?raw';
import { svgDataUrl } from '../art/inline-svg';
import type { PortfolioDetail } from './types';

const distributionSolution: PortfolioDetail = {
  slug: 'distribution-solution',
  seo: {
    title: 'Distribution Solution',
    description:
      'Connectia’s distribution solution manages orders, inventory, routes and field sales so distributors across the region deliver faster with fewer errors.',
  },
  sections: [
    {
      kind: 'hero',
      eyebrow: 'Technology Solutions',
      title: 'Distribution Solution',
      lead: 'One platform for distributors and wholesalers to manage orders, stock, deliveries and field sales teams from warehouse to customer.',
      image: {
        src: svgDataUrl(technologyArt),
        alt: 'Illustration of connected systems exchanging data through a central hub',
      },
    },
    {
      kind: 'cards',
      id: 'features',
      heading: 'Solution Features',
      cards: [
        {
          icon: 'database',
          title: 'Inventory Management',
          description: 'Real-time stock levels across warehouses and vans, with automatic reorder points.',
        },
        {
          icon: 'truck',
          title: 'Route and Delivery Optimization',
          description: 'Plan efficient routes, track drivers and capture proof of delivery on mobile.',
        },
        {
          icon: 'cart',
          title: 'Order and Field Sales Management',
          description: 'Sales reps take orders, collect payments and view customer history on the go.',
        },
      ],
    },
    {
      kind: 'benefit-list',
      id: 'benefits',
      heading: 'Benefits',
      items: [
        'Fewer stock-outs and less excess inventory',
        'Faster deliveries with optimised routes',
        'Accurate orders and invoices, first time',
        'Full visibility of sales teams and vans',
        'Works offline for reps in low-coverage areas',
        'Integrates with your ERP and accounting system',
      ],
    },
    {
      kind: 'process',
      id: 'process',
      heading: 'How We Deliver',
      steps: [
        { title: 'Discover', description: 'We map your distribution network, products and workflows.' },
        { title: 'Configure', description: 'We set up the platform for your pricing, routes and teams.' },
        { title: 'Integrate', description: 'We connect it to your ERP, accounting and warehouse systems.' },
        { title: 'Go Live', description: 'We train your teams and support the rollout, site by site.' },
      ],
    },
    {
      kind: 'cta',
      heading: 'Streamline Your Distribution',
      text: 'Find out how much time and cost our distribution solution could save your business.',
      actions: [{ label: 'Learn More', href: '/contact?service=distribution-solution' }],
    },
  ],
};

export default distributionSolution;
