/** Seed solution page: /portfolio/solar-solutions, word for word as the site first shipped it. */
import type { PageSeed } from '@schemas/parts/page-sections';

const page: PageSeed = {
  title: 'Solar Solutions',
  slug: 'solar-solutions',
  seo: {
    title: 'Solar Energy Solutions',
    description:
      'Rooftop and commercial solar design, installation, monitoring and maintenance from Connectia, helping UAE businesses cut energy costs and emissions.',
  },
  sections: [
    {
      id: 'hero',
      kind: 'hero',
      eyebrow: 'Sustainable Solutions',
      title: 'Solar Solutions',
      lead: 'Harness the UAE’s abundant sunshine. We design, install and monitor solar systems that lower your electricity bills and support your sustainability goals.',
      image: {
        src: 'art:sustainability',
        alt: 'Illustration of a sun above solar panels, a wind turbine and a leaf',
      },
      actions: [
        {
          label: 'Get Solar Quote',
          href: '/contact?service=solar-solutions',
        },
      ],
      breadcrumb: '',
    },
    {
      id: 'services',
      kind: 'cards',
      anchor: 'services',
      heading: 'Our Solar Services',
      intro: 'Complete solar solutions from feasibility study to long-term maintenance.',
      cards: [
        {
          icon: 'building',
          title: 'Commercial Solar Installation',
          description: 'Rooftop and carport systems sized to your building’s load and available space.',
          bullets: [],
        },
        {
          icon: 'factory',
          title: 'Industrial Solar Plants',
          description: 'Ground-mounted and large rooftop plants for factories and warehouses.',
          bullets: [],
        },
        {
          icon: 'bolt',
          title: 'Battery Storage Solutions',
          description: 'Store daytime energy for evening use and backup during outages.',
          bullets: [],
        },
        {
          icon: 'chart',
          title: 'Solar Monitoring',
          description: 'Live production dashboards and alerts so every panel performs as designed.',
          bullets: [],
        },
        {
          icon: 'gear',
          title: 'Maintenance and Cleaning',
          description: 'Scheduled cleaning and inspections that protect output in dusty desert conditions.',
          bullets: [],
        },
        {
          icon: 'clipboard',
          title: 'Energy Audits and Permits',
          description: 'Feasibility studies and support with utility net-metering approvals.',
          bullets: [],
        },
      ],
    },
    {
      id: 'benefits',
      kind: 'benefits',
      anchor: 'benefits',
      heading: 'Benefits of Going Solar',
      intro: '',
      benefits: [
        {
          icon: 'money',
          title: 'Lower Energy Bills',
          description: 'Generate your own power and reduce what you buy from the grid.',
          bullets: [],
        },
        {
          icon: 'leaf',
          title: 'Reduced Emissions',
          description: 'Cut your carbon footprint and support national clean-energy targets.',
          bullets: [],
        },
        {
          icon: 'shield',
          title: 'Energy Security',
          description: 'Protect operations from outages with solar and battery backup.',
          bullets: [],
        },
        {
          icon: 'trend',
          title: 'Long-Term Value',
          description: 'Durable systems that keep generating for decades with little upkeep.',
          bullets: [],
        },
      ],
    },
    {
      id: 'process',
      kind: 'process',
      anchor: 'process',
      heading: 'From Survey to Sunshine',
      intro: '',
      steps: [
        {
          title: 'Site Survey',
          description: 'We assess your roof or land, shading and energy use.',
        },
        {
          title: 'System Design',
          description: 'We size panels, inverters and storage for the best return.',
        },
        {
          title: 'Installation',
          description: 'Certified crews install and commission the system safely.',
        },
        {
          title: 'Monitoring',
          description: 'We track performance and maintain the system for years.',
        },
      ],
    },
    {
      id: 'cta',
      kind: 'cta',
      heading: 'Switch to Solar Power',
      text: 'Book a consultation and get an estimate of your savings and payback period.',
      actions: [
        {
          label: 'Schedule Consultation',
          href: '/contact?service=solar-consultation',
        },
      ],
    },
  ],
};

export default page;
