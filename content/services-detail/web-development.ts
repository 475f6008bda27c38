/** Seed service page: /services/web-development, word for word as the site first shipped it. */
import type { PageSeed } from '@schemas/parts/page-sections';

const page: PageSeed = {
  title: 'Web Development',
  slug: 'web-development',
  seo: {
    title: 'Web Development Services in Dubai',
    description:
      'Custom websites, responsive design and web applications built in Dubai by Connectia: fast, accessible and ready to grow with your business.',
  },
  sections: [
    {
      id: 'hero',
      kind: 'hero',
      eyebrow: 'Web Development',
      title: 'Web Development That Grows Your Business',
      lead: 'From corporate websites to complex web platforms, our Dubai team designs, builds and supports fast, secure and accessible sites that turn visitors into customers across the UAE and the wider region.',
      image: {
        src: 'art:web-development',
        alt: 'Illustration of a browser window with page layout blocks and code brackets',
      },
      actions: [
        {
          label: 'Start Your Website Project',
          href: '/contact',
        },
      ],
      breadcrumb: '',
    },
    {
      id: 'services',
      kind: 'cards',
      anchor: 'services',
      heading: 'Our Web Development Services',
      intro:
        'One team for strategy, design, engineering and support, so your website launches on time and keeps performing.',
      cards: [
        {
          icon: 'code',
          title: 'Custom Web Development',
          description:
            'Bespoke websites engineered around your brand, content and business goals, with no template limits.',
          bullets: [
            'Tailored architecture and CMS',
            'Arabic and English, right-to-left ready',
            'SEO-friendly, fast-loading pages',
            'Secure hosting and maintenance',
          ],
        },
        {
          icon: 'responsive',
          title: 'Responsive Web Design',
          description:
            'Interfaces that look and work beautifully on every screen, from a 360 px phone to a wide desktop monitor.',
          bullets: [
            'Mobile-first layouts',
            'Accessible, WCAG-minded design',
            'Consistent design systems',
            'Cross-browser testing',
          ],
        },
        {
          icon: 'layout',
          title: 'Web Application Development',
          description:
            'Portals, dashboards and customer platforms that automate work and connect to the systems you already run.',
          bullets: [
            'Single-page and progressive web apps',
            'Secure sign-in and user roles',
            'API and ERP/CRM integrations',
            'Scalable cloud deployment',
          ],
        },
      ],
    },
    {
      id: 'technologies',
      kind: 'tabs',
      anchor: 'technologies',
      heading: 'Technologies We Use',
      intro: 'Proven, well-supported tools chosen for performance, security and long-term maintainability.',
      tabs: [
        {
          id: 'frontend',
          label: 'Frontend',
          items: [
            {
              icon: '',
              title: 'React',
              description: 'Component-based interfaces that stay fast as features grow.',
            },
            {
              icon: '',
              title: 'TypeScript',
              description: 'Typed code that catches errors before your users do.',
            },
            {
              icon: '',
              title: 'Next.js',
              description: 'Server rendering and static generation for speed and SEO.',
            },
            {
              icon: '',
              title: 'Tailwind CSS',
              description: 'Consistent, responsive styling built on a design system.',
            },
          ],
        },
        {
          id: 'backend',
          label: 'Backend',
          items: [
            {
              icon: '',
              title: 'Node.js',
              description: 'Efficient APIs and real-time services in JavaScript.',
            },
            {
              icon: '',
              title: 'Python',
              description: 'Django and FastAPI for data-heavy business logic.',
            },
            {
              icon: '',
              title: '.NET',
              description: 'Enterprise-grade services for Microsoft-centred organisations.',
            },
            {
              icon: '',
              title: 'PHP',
              description: 'Laravel and WordPress for content-driven websites.',
            },
          ],
        },
        {
          id: 'database',
          label: 'Database',
          items: [
            {
              icon: '',
              title: 'PostgreSQL',
              description: 'Reliable relational storage with strong data integrity.',
            },
            {
              icon: '',
              title: 'MySQL',
              description: 'Proven performance for content and commerce sites.',
            },
            {
              icon: '',
              title: 'MongoDB',
              description: 'Flexible documents for fast-changing product data.',
            },
            {
              icon: '',
              title: 'Redis',
              description: 'In-memory caching that keeps busy pages responsive.',
            },
          ],
        },
        {
          id: 'cloud',
          label: 'Cloud',
          items: [
            {
              icon: '',
              title: 'AWS',
              description: 'Scalable hosting, including the AWS Middle East (UAE) region.',
            },
            {
              icon: '',
              title: 'Microsoft Azure',
              description: 'Hosting in UAE data centres for data-residency needs.',
            },
            {
              icon: '',
              title: 'Google Cloud',
              description: 'Managed services and global content delivery.',
            },
            {
              icon: '',
              title: 'Docker',
              description: 'Repeatable builds and deployments across environments.',
            },
          ],
        },
      ],
    },
    {
      id: 'benefits',
      kind: 'benefits',
      anchor: 'benefits',
      heading: 'Why Choose Connectia for Web Development',
      intro: '',
      benefits: [
        {
          icon: 'rocket',
          title: 'Fast Delivery',
          description: 'Agile sprints with a working preview every two weeks, so you see progress early.',
          bullets: [],
        },
        {
          icon: 'trend',
          title: 'Built for Growth',
          description: 'Clean architecture that scales with your traffic, content and product range.',
          bullets: [],
        },
        {
          icon: 'shield',
          title: 'Secure by Default',
          description: 'HTTPS, hardened hosting and regular updates protect your brand and your data.',
          bullets: [],
        },
        {
          icon: 'headset',
          title: 'Local Support',
          description: 'A Dubai-based team that knows your market and answers when you need us.',
          bullets: [],
        },
      ],
    },
    {
      id: 'cta',
      kind: 'cta',
      heading: 'Ready to Build Your Website?',
      text: 'Tell us about your goals and we will come back with a clear plan, timeline and quote.',
      actions: [
        {
          label: 'Get Website Quote',
          href: '/contact',
        },
        {
          label: 'Schedule Web Consultation',
          href: '/contact',
        },
      ],
    },
  ],
};

export default page;
