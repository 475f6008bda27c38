import technologyArt from '../art/detail/technology.svg?raw';
import { svgDataUrl } from '../art/inline-svg';
import type { PortfolioDetail } from './types';

const evoucherSystem: PortfolioDetail = {
  slug: 'evoucher-system',
  seo: {
    title: 'E-Voucher System',
    description:
      'Issue, distribute and redeem digital vouchers securely with Connectia’s e-voucher platform for retailers, telecoms and loyalty programmes.',
  },
  sections: [
    {
      kind: 'hero',
      eyebrow: 'Technology Solutions',
      title: 'E-Voucher System',
      lead: 'A secure platform to create, sell and redeem digital vouchers, prepaid codes and gift cards across your retail, online and partner channels.',
      image: {
        src: svgDataUrl(technologyArt),
        alt: 'Illustration of connected systems exchanging data through a central hub',
      },
    },
    {
      kind: 'cards',
      id: 'features',
      heading: 'Platform Features',
      cards: [
        {
          icon: 'ticket',
          title: 'Voucher Generation',
          description:
            'Create unique, tamper-proof codes in bulk or on demand, with expiry dates and value rules.',
        },
        {
          icon: 'network',
          title: 'Multi-Channel Distribution',
          description: 'Deliver vouchers by SMS, email, app, point of sale and reseller networks.',
        },
        {
          icon: 'chart',
          title: 'Real-Time Redemption and Reporting',
          description: 'Validate redemptions instantly and track sales, stock and liability live.',
        },
      ],
    },
    {
      kind: 'benefit-list',
      id: 'benefits',
      heading: 'Benefits',
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
      kind: 'process',
      id: 'process',
      heading: 'How It Works',
      steps: [
        { title: 'Configure', description: 'Set up products, denominations, rules and channels.' },
        { title: 'Generate', description: 'Create secure voucher batches or issue them on demand.' },
        { title: 'Distribute', description: 'Sell and deliver through your own and partner channels.' },
        { title: 'Redeem', description: 'Validate in real time and reconcile automatically.' },
      ],
    },
    {
      kind: 'cta',
      heading: 'Launch Your E-Voucher Programme',
      text: 'See how our platform can power your vouchers, gift cards and prepaid products.',
      actions: [{ label: 'Get Started', href: '/contact?service=evoucher-system' }],
    },
  ],
};

export default evoucherSystem;
