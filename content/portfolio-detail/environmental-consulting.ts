/** Seed solution page: /portfolio/environmental-consulting, word for word as the site first shipped it. */
import type { PageSeed } from '@schemas/parts/page-sections';

const page: PageSeed = {
  title: 'Environmental Consulting',
  slug: 'environmental-consulting',
  seo: {
    title: 'Environmental Consulting',
    description:
      'Sustainability assessments, carbon footprint analysis, compliance, risk, ESG reporting and green certification support from Connectia in Dubai.',
  },
  sections: [
    {
      id: 'hero',
      kind: 'hero',
      eyebrow: 'Sustainable Solutions',
      title: 'Environmental Consulting',
      lead: 'Expert guidance to measure your environmental impact, meet regulations and report on ESG with confidence, backed by data and digital tools.',
      image: {
        src: 'art:sustainability',
        alt: 'Illustration of a sun above solar panels, a wind turbine and a leaf',
      },
      actions: [
        {
          label: 'Get Environmental Assessment',
          href: '/contact?service=environmental-consulting',
        },
      ],
      breadcrumb: '',
    },
    {
      id: 'services',
      kind: 'cards',
      anchor: 'services',
      heading: 'Consulting Services',
      intro: 'Independent advice that turns sustainability goals into measurable results.',
      cards: [
        {
          icon: 'search',
          title: 'Sustainability Assessments',
          description: 'A baseline of your energy, water, waste and materials with clear priorities.',
          bullets: [],
        },
        {
          icon: 'leaf',
          title: 'Carbon Footprint Analysis',
          description: 'Scope 1, 2 and 3 emissions measured to recognised standards.',
          bullets: [],
        },
        {
          icon: 'clipboard',
          title: 'Environmental Compliance',
          description: 'Guidance on federal and emirate-level environmental regulations and permits.',
          bullets: [],
        },
        {
          icon: 'shield',
          title: 'Risk Assessment',
          description: 'Climate and environmental risks identified, rated and mitigated.',
          bullets: [],
        },
        {
          icon: 'chart',
          title: 'ESG Reporting',
          description: 'Investor-ready ESG disclosures aligned with GRI and ISSB frameworks.',
          bullets: [],
        },
        {
          icon: 'graduation',
          title: 'Green Certification',
          description: 'Support for LEED, Estidama and Al Sa’fat green building certification.',
          bullets: [],
        },
      ],
    },
    {
      id: 'process',
      kind: 'process',
      anchor: 'process',
      heading: 'Our Consulting Process',
      intro: '',
      steps: [
        {
          title: 'Baseline',
          description: 'We collect data and measure your current impact.',
        },
        {
          title: 'Analyse',
          description: 'We benchmark performance and identify risks and gaps.',
        },
        {
          title: 'Recommend',
          description: 'We set targets and an action plan with clear costs.',
        },
        {
          title: 'Report',
          description: 'We track progress and prepare disclosures and certifications.',
        },
      ],
    },
    {
      id: 'cta',
      kind: 'cta',
      heading: 'Make Sustainability Measurable',
      text: 'Book a consultation with our environmental specialists to plan your next steps.',
      actions: [
        {
          label: 'Schedule Consultation',
          href: '/contact?service=environmental-consultation',
        },
      ],
    },
  ],
};

export default page;
