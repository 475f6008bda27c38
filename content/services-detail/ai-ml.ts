/** Seed service page: /services/ai-ml, word for word as the site first shipped it. */
import type { PageSeed } from '@schemas/parts/page-sections';

const page: PageSeed = {
  title: 'AI & Machine Learning',
  slug: 'ai-ml',
  seo: {
    title: 'AI and Machine Learning Solutions',
    description:
      'Machine learning, natural language processing, computer vision and data science from Connectia in Dubai: practical AI that automates work and sharpens decisions.',
  },
  sections: [
    {
      id: 'hero',
      kind: 'hero',
      eyebrow: 'AI and Machine Learning',
      title: 'AI and Machine Learning Solutions',
      lead: 'Turn your data into decisions. We build practical AI, from forecasting models to Arabic-language chatbots, that automates routine work and gives your teams better insight.',
      image: {
        src: 'art:ai-ml',
        alt: 'Illustration of a neural network of connected nodes beside a rising chart',
      },
      actions: [
        {
          label: 'Get AI Consultation',
          href: '/contact',
        },
      ],
      breadcrumb: '',
    },
    {
      id: 'capabilities',
      kind: 'tabs',
      anchor: 'capabilities',
      heading: 'Our AI Capabilities',
      intro: 'Choose a discipline to see what we deliver.',
      tabs: [
        {
          id: 'machine-learning',
          label: 'Machine Learning',
          items: [
            {
              icon: 'trend',
              title: 'Predictive Analytics',
              description: 'Forecast demand, sales and churn so you can plan stock, staff and budgets ahead.',
            },
            {
              icon: 'users',
              title: 'Recommendation Engines',
              description:
                'Personalised product and content suggestions that lift conversion and basket size.',
            },
            {
              icon: 'search',
              title: 'Anomaly Detection',
              description: 'Spot fraud, faults and unusual transactions in real time before they cost you.',
            },
          ],
        },
        {
          id: 'nlp',
          label: 'Natural Language Processing',
          items: [
            {
              icon: 'chat',
              title: 'Chatbots and Virtual Assistants',
              description:
                'Arabic and English assistants that answer customers 24/7 and hand over to staff when needed.',
            },
            {
              icon: 'clipboard',
              title: 'Document Processing',
              description: 'Extract data from invoices, contracts and forms automatically and accurately.',
            },
            {
              icon: 'heart',
              title: 'Sentiment Analysis',
              description: 'Understand how customers feel from reviews, surveys and social media.',
            },
          ],
        },
        {
          id: 'computer-vision',
          label: 'Computer Vision',
          items: [
            {
              icon: 'eye',
              title: 'Image Recognition',
              description: 'Classify products, documents and scenes automatically at scale.',
            },
            {
              icon: 'check',
              title: 'Quality Inspection',
              description:
                'Detect defects on production lines faster and more consistently than manual checks.',
            },
            {
              icon: 'building',
              title: 'Video Analytics',
              description: 'Measure footfall, queues and occupancy to improve operations and safety.',
            },
          ],
        },
        {
          id: 'data-science',
          label: 'Data Science',
          items: [
            {
              icon: 'database',
              title: 'Data Engineering',
              description: 'Reliable pipelines that bring scattered data into one trusted platform.',
            },
            {
              icon: 'chart',
              title: 'Business Intelligence',
              description: 'Dashboards that show the numbers that matter to each team, in real time.',
            },
            {
              icon: 'gear',
              title: 'MLOps',
              description: 'Deploy, monitor and retrain models safely so they stay accurate over time.',
            },
          ],
        },
      ],
    },
    {
      id: 'benefits',
      kind: 'benefits',
      anchor: 'benefits',
      heading: 'What AI Brings to Your Business',
      intro: '',
      benefits: [
        {
          icon: 'gear',
          title: 'Automation',
          description: 'Automate repetitive tasks and cut manual work by up to 70%.',
          bullets: [],
        },
        {
          icon: 'chart',
          title: 'Smarter Decisions',
          description: 'Data-driven insight replaces guesswork in planning and pricing.',
          bullets: [],
        },
        {
          icon: 'users',
          title: 'Better Customer Experience',
          description: 'Personalised, instant service in your customers’ preferred language.',
          bullets: [],
        },
        {
          icon: 'trend',
          title: 'Competitive Edge',
          description: 'Spot trends and opportunities earlier than your competitors.',
          bullets: [],
        },
      ],
    },
    {
      id: 'cta',
      kind: 'cta',
      heading: 'Put AI to Work in Your Business',
      text: 'We will review your data and processes and identify the AI use cases with the fastest return.',
      actions: [
        {
          label: 'Schedule AI Assessment',
          href: '/contact',
        },
      ],
    },
  ],
};

export default page;
