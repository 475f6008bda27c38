/** Seed solution page: /portfolio/distribution-solution, word for word as the site first shipped it. */
import type { PageSeed } from '@schemas/parts/page-sections';

const page: PageSeed = {
  title: 'Distribution Solution',
  slug: 'distribution-solution',
  seo: {
    title: 'Distribution Solution',
    description:
      'Connectia’s distribution solution manages orders, inventory, routes and field sales so distributors across the region deliver faster with fewer errors.',
  },
  sections: [
    {
      id: 'hero',
      kind: 'hero',
      eyebrow: 'Technology Solutions',
      title: 'Distribution Solution',
      lead: 'One platform for distributors and wholesalers to manage orders, stock, deliveries and field sales teams from warehouse to customer.',
      image: {
        src: 'art:technology',
        alt: 'Illustration of connected systems exchanging data through a central hub',
      },
      actions: [],
      breadcrumb: '',
    },
    {
      id: 'features',
      kind: 'cards',
      anchor: 'features',
      heading: 'Solution Features',
      intro: '',
      cards: [
        {
          icon: 'database',
          title: 'Inventory Management',
          description: 'Real-time stock levels across warehouses and vans, with automatic reorder points.',
          bullets: [],
        },
        {
          icon: 'truck',
          title: 'Route and Delivery Optimization',
          description: 'Plan efficient routes, track drivers and capture proof of delivery on mobile.',
          bullets: [],
        },
        {
          icon: 'cart',
          title: 'Order and Field Sales Management',
          description: 'Sales reps take orders, collect payments and view customer history on the go.',
          bullets: [],
        },
      ],
    },
    {
      id: 'benefits',
      kind: 'benefit-list',
      anchor: 'benefits',
      heading: 'Benefits',
      intro: '',
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
      id: 'process',
      kind: 'process',
      anchor: 'process',
      heading: 'How We Deliver',
      intro: '',
      steps: [
        {
          title: 'Discover',
          description: 'We map your distribution network, products and workflows.',
        },
        {
          title: 'Configure',
          description: 'We set up the platform for your pricing, routes and teams.',
        },
        {
          title: 'Integrate',
          description: 'We connect it to your ERP, accounting and warehouse systems.',
        },
        {
          title: 'Go Live',
          description: 'We train your teams and support the rollout, site by site.',
        },
      ],
    },
    {
      id: 'cta',
      kind: 'cta',
      heading: 'Streamline Your Distribution',
      text: 'Find out how much time and cost our distribution solution could save your business.',
      actions: [
        {
          label: 'Learn More',
          href: '/contact?service=distribution-solution',
        },
      ],
    },
  ],
};

export default page;
