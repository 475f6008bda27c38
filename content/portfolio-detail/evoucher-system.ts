/** Seed solution page: /portfolio/evoucher-system, word for word as the site first shipped it. */
import type { PageSeed } from '@schemas/parts/page-sections';

const page: PageSeed = {
  title: 'eVoucher System',
  slug: 'evoucher-system',
  seo: {
    title: 'E-Voucher System',
    description:
      'Issue, distribute and redeem digital vouchers securely with Connectia’s e-voucher platform for retailers, telecoms and loyalty programmes.',
  },
  sections: [
    {
      id: 'hero',
      kind: 'hero',
      eyebrow: 'Technology Solutions',
      title: 'E-Voucher System',
      lead: 'A secure platform to create, sell and redeem digital vouchers, prepaid codes and gift cards across your retail, online and partner channels.',
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
      heading: 'Platform Features',
      intro: '',
      cards: [
        {
          icon: 'ticket',
          title: 'Voucher Generation',
          description:
            'Create unique, tamper-proof codes in bulk or on demand, with expiry dates and value rules.',
          bullets: [],
        },
        {
          icon: 'network',
          title: 'Multi-Channel Distribution',
          description: 'Deliver vouchers by SMS, email, app, point of sale and reseller networks.',
          bullets: [],
        },
        {
          icon: 'chart',
          title: 'Real-Time Redemption and Reporting',
          description: 'Validate redemptions instantly and track sales, stock and liability live.',
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
        'Reduce fraud with encrypted, single-use codes',
        'Cut printing and logistics costs of physical cards',
        'Launch promotions and loyalty rewards in minutes',
        'Integrate with POS, e-commerce and billing systems',
        'See every sale and redemption in one dashboard',
        'Scale to millions of vouchers with high availability',
      ],
    },
    {
      id: 'process',
      kind: 'process',
      anchor: 'process',
      heading: 'How It Works',
      intro: '',
      steps: [
        {
          title: 'Configure',
          description: 'Set up products, denominations, rules and channels.',
        },
        {
          title: 'Generate',
          description: 'Create secure voucher batches or issue them on demand.',
        },
        {
          title: 'Distribute',
          description: 'Sell and deliver through your own and partner channels.',
        },
        {
          title: 'Redeem',
          description: 'Validate in real time and reconcile automatically.',
        },
      ],
    },
    {
      id: 'cta',
      kind: 'cta',
      heading: 'Launch Your E-Voucher Programme',
      text: 'See how our platform can power your vouchers, gift cards and prepaid products.',
      actions: [
        {
          label: 'Get Started',
          href: '/contact?service=evoucher-system',
        },
      ],
    },
  ],
};

export default page;
