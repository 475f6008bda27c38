/** Seed service page: /services/cloud, word for word as the site first shipped it. */
import type { PageSeed } from '@schemas/parts/page-sections';

const page: PageSeed = {
  title: 'Cloud Solutions',
  slug: 'cloud',
  seo: {
    title: 'Cloud Services: Migration, Security and Optimisation',
    description:
      'Connectia moves, secures and optimises your workloads on AWS, Azure and Google Cloud, including UAE regions for data residency.',
  },
  sections: [
    {
      id: 'hero',
      kind: 'hero',
      eyebrow: 'Cloud Services',
      title: 'Cloud Solutions Built for Scale',
      lead: 'Modernise your infrastructure with a partner that plans, migrates, secures and runs your cloud, using UAE-based regions where your data needs to stay local.',
      image: {
        src: 'art:cloud',
        alt: 'Illustration of a cloud connected to servers and a padlock',
      },
      actions: [
        {
          label: 'Get Cloud Consultation',
          href: '/contact?service=cloud',
        },
      ],
      breadcrumb: '',
    },
    {
      id: 'services',
      kind: 'cards',
      anchor: 'services',
      heading: 'Our Cloud Services',
      intro: 'End-to-end support for every stage of your cloud journey.',
      cards: [
        {
          icon: 'upload',
          title: 'Cloud Migration',
          description:
            'A phased move of applications and data from on-premise servers to the cloud with minimal downtime.',
          bullets: [
            'Readiness assessment',
            'Lift-and-shift or re-platform',
            'Data migration and validation',
            'Cut-over planning',
          ],
        },
        {
          icon: 'shield',
          title: 'Cloud Security',
          description:
            'Identity, network and data controls that protect your workloads and support regulatory compliance.',
          bullets: [
            'Identity and access management',
            'Encryption at rest and in transit',
            'Threat monitoring',
            'Compliance reporting',
          ],
        },
        {
          icon: 'trend',
          title: 'Cloud Optimization',
          description:
            'Right-sizing, automation and cost governance so you only pay for the capacity you use.',
          bullets: [
            'Cost and usage reviews',
            'Auto-scaling policies',
            'Reserved capacity planning',
            'Performance tuning',
          ],
        },
      ],
    },
    {
      id: 'benefits',
      kind: 'benefits',
      anchor: 'benefits',
      heading: 'Benefits of Moving to the Cloud',
      intro: '',
      benefits: [
        {
          icon: 'layers',
          title: 'Scalability',
          description: 'Add capacity in minutes for peak seasons, then scale back when demand drops.',
          bullets: [],
        },
        {
          icon: 'money',
          title: 'Cost Savings',
          description: 'Replace hardware purchases with pay-as-you-go spending you can forecast.',
          bullets: [],
        },
        {
          icon: 'globe',
          title: 'Global Reach',
          description: 'Serve customers in the Gulf and worldwide from regions close to them.',
          bullets: [],
        },
        {
          icon: 'lock',
          title: 'Security',
          description: 'Enterprise-grade protection, backups and disaster recovery built in.',
          bullets: [],
        },
      ],
    },
    {
      id: 'cta',
      kind: 'cta',
      heading: 'Start Your Cloud Journey',
      text: 'Get a clear view of your current infrastructure, costs and the quickest path to the cloud.',
      actions: [
        {
          label: 'Schedule Cloud Assessment',
          href: '/contact?service=cloud',
        },
      ],
    },
  ],
};

export default page;
