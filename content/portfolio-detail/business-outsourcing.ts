/** Seed solution page: /portfolio/business-outsourcing, word for word as the site first shipped it. */
import type { PageSeed } from '@schemas/parts/page-sections';

const page: PageSeed = {
  title: 'Business Outsourcing',
  slug: 'business-outsourcing',
  seo: {
    title: 'Business Process Outsourcing Services',
    description:
      'Outsource customer support, finance, HR, marketing, QA and IT help desk work to Connectia’s trained Dubai teams and focus on growing your business.',
  },
  sections: [
    {
      id: 'hero',
      kind: 'hero',
      eyebrow: 'Business Outsourcing',
      title: 'Business Process Outsourcing',
      lead: 'Scale your operations without the overhead. Our trained, multilingual teams in Dubai run your back-office and customer-facing processes to agreed service levels.',
      image: {
        src: 'art:outsourcing',
        alt: 'Illustration of a support team member with a headset beside a task checklist',
      },
      actions: [
        {
          label: 'Start Your Journey',
          href: '/contact',
        },
        {
          label: 'Learn More',
          href: '#services',
        },
      ],
      breadcrumb: 'Portfolio',
    },
    {
      id: 'highlights',
      kind: 'stats',
      anchor: 'highlights',
      heading: 'Outsourcing at a glance',
      intro: '',
      variant: 'strip',
      stats: [
        {
          value: '500+',
          label: 'Clients served',
        },
        {
          value: '60%',
          label: 'Cost reduction',
        },
        {
          value: '24/7',
          label: 'Support coverage',
        },
        {
          value: '98%',
          label: 'Client satisfaction',
        },
      ],
    },
    {
      id: 'services',
      kind: 'cards',
      anchor: 'services',
      heading: 'Our Outsourcing Services',
      intro: 'Flexible teams for the processes that keep your business running.',
      cards: [
        {
          icon: 'layers',
          title: 'Business Process Outsourcing',
          description:
            'End-to-end management of back-office processes, documented and measured against clear SLAs.',
          bullets: [],
        },
        {
          icon: 'money',
          title: 'Finance and Accounting',
          description:
            'Bookkeeping, payables, receivables, payroll and VAT-ready reporting for UAE businesses.',
          bullets: [],
        },
        {
          icon: 'headset',
          title: 'Customer Support',
          description: 'Arabic and English support by phone, email, chat and WhatsApp, around the clock.',
          bullets: [],
        },
        {
          icon: 'users',
          title: 'Human Resources',
          description: 'Recruitment support, onboarding, records and employee queries handled with care.',
          bullets: [],
        },
        {
          icon: 'megaphone',
          title: 'Digital Marketing',
          description: 'Content, social media, SEO and campaign management that keeps your brand visible.',
          bullets: [],
        },
        {
          icon: 'check',
          title: 'Quality Assurance and Compliance',
          description: 'Process audits, call monitoring and compliance checks that protect your standards.',
          bullets: [],
        },
        {
          icon: 'server',
          title: 'IT Help Desk',
          description:
            'First- and second-line IT support for your staff, with fast ticket resolution and clear reporting.',
          bullets: [],
        },
      ],
    },
    {
      id: 'benefits',
      kind: 'benefits',
      anchor: 'benefits',
      heading: 'Why Outsource With Connectia',
      intro: '',
      benefits: [
        {
          icon: 'money',
          title: 'Lower Costs',
          description: 'Reduce operating costs by up to 60% compared with building in-house teams.',
          bullets: [],
        },
        {
          icon: 'users',
          title: 'Skilled Teams',
          description: 'Trained, multilingual specialists ready to start quickly.',
          bullets: [],
        },
        {
          icon: 'layers',
          title: 'Flexible Scaling',
          description: 'Grow or reduce capacity with seasonal demand and new launches.',
          bullets: [],
        },
        {
          icon: 'clock',
          title: '24/7 Coverage',
          description: 'Shifts that cover every time zone your customers are in.',
          bullets: [],
        },
        {
          icon: 'chart',
          title: 'Transparent Reporting',
          description: 'Live dashboards and monthly reviews against agreed KPIs.',
          bullets: [],
        },
        {
          icon: 'lock',
          title: 'Data Security',
          description: 'Strict access controls, confidentiality agreements and secure facilities.',
          bullets: [],
        },
      ],
    },
    {
      id: 'process',
      kind: 'process',
      anchor: 'process',
      heading: 'How We Get Started',
      intro: '',
      steps: [
        {
          title: 'Assess',
          description: 'We review your processes, volumes and goals to define the scope.',
        },
        {
          title: 'Plan',
          description: 'We agree service levels, staffing, tools and a transition timeline.',
        },
        {
          title: 'Transition',
          description: 'We document, train and take over processes without disruption.',
        },
        {
          title: 'Optimize',
          description: 'We measure, report and keep improving quality and cost.',
        },
      ],
    },
    {
      id: 'industries',
      kind: 'industries',
      anchor: 'industries',
      heading: 'Industries We Serve',
      intro: '',
      industries: [
        {
          icon: 'cart',
          name: 'Retail and E-commerce',
          description: 'Order support, returns and catalogue management.',
        },
        {
          icon: 'bank',
          name: 'Banking and Finance',
          description: 'Back-office processing and customer service.',
        },
        {
          icon: 'heart',
          name: 'Healthcare',
          description: 'Patient scheduling, billing and insurance claims.',
        },
        {
          icon: 'building',
          name: 'Real Estate',
          description: 'Lead handling, tenant queries and documentation.',
        },
        {
          icon: 'truck',
          name: 'Logistics',
          description: 'Shipment tracking, dispatch and customer updates.',
        },
        {
          icon: 'globe',
          name: 'Travel and Hospitality',
          description: 'Reservations, guest services and loyalty support.',
        },
      ],
    },
    {
      id: 'testimonials',
      kind: 'testimonials',
      anchor: 'testimonials',
      heading: 'What Our Clients Say',
      intro: '',
      testimonials: [
        {
          quote:
            'Connectia took over our customer support in three weeks. Response times halved and our in-house team can finally focus on sales.',
          name: 'Sarah Al Mansoori',
          role: 'Operations Director',
          company: 'Gulf Retail Group',
        },
        {
          quote:
            'Their finance team closes our books on time every month and our VAT filings have been spotless since we started.',
          name: 'Rajesh Menon',
          role: 'Chief Financial Officer',
          company: 'Emirates Trading Co.',
        },
        {
          quote:
            'We scaled from two to twelve agents for our peak season without a single hiring headache. The reporting is excellent.',
          name: 'Omar Haddad',
          role: 'Managing Director',
          company: 'Desert Logistics LLC',
        },
      ],
    },
    {
      id: 'cta',
      kind: 'cta',
      heading: 'Ready to Scale Your Operations?',
      text: 'Talk to us about the processes you want to outsource, or request our service brochure.',
      actions: [
        {
          label: 'Start Outsourcing Journey',
          href: '/contact?service=outsourcing',
        },
        {
          label: 'Download Brochure',
          href: '/contact?service=business-outsourcing',
        },
      ],
    },
  ],
};

export default page;
