import webDevelopmentArt from '../art/detail/web-development.svg?raw';
import { svgDataUrl } from '../art/inline-svg';
import type { ServiceDetail } from './types';

const webDevelopment: ServiceDetail = {
  slug: 'web-development',
  seo: {
    title: 'Web Development Services in Dubai',
    description:
      'Custom websites, responsive design and web applications built in Dubai by Connectia: fast, accessible and ready to grow with your business.',
  },
  sections: [
    {
      kind: 'hero',
      eyebrow: 'Web Development',
      title: 'Web Development That Grows Your Business',
      lead: 'From corporate websites to complex web platforms, our Dubai team designs, builds and supports fast, secure and accessible sites that turn visitors into customers across the UAE and the wider region.',
      image: {
        src: svgDataUrl(webDevelopmentArt),
        alt: 'Illustration of a browser window with page layout blocks and code brackets',
      },
      actions: [{ label: 'Start Your Website Project', href: '/contact' }],
    },
    {
      kind: 'cards',
      id: 'services',
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
      kind: 'tabs',
      id: 'technologies',
      heading: 'Technologies We Use',
      intro: 'Proven, well-supported tools chosen for performance, security and long-term maintainability.',
      defaultTab: 'frontend',
      tabs: [
        {
          value: 'frontend',
          label: 'Frontend',
          items: [
            { title: 'React', description: 'Component-based interfaces that stay fast as features grow.' },
            { title: 'TypeScript', description: 'Typed code that catches errors before your users do.' },
            { title: 'Next.js', description: 'Server rendering and static generation for speed and SEO.' },
            {
              title: 'Tailwind CSS',
              description: 'Consistent, responsive styling built on a design system.',
            },
          ],
        },
        {
          value: 'backend',
          label: 'Backend',
          items: [
            { title: 'Node.js', description: 'Efficient APIs and real-time services in JavaScript.' },
            { title: 'Python', description: 'Django and FastAPI for data-heavy business logic.' },
            { title: '.NET', description: 'Enterprise-grade services for Microsoft-centred organisations.' },
            { title: 'PHP', description: 'Laravel and WordPress for content-driven websites.' },
          ],
        },
        {
          value: 'database',
          label: 'Database',
          items: [
            { title: 'PostgreSQL', description: 'Reliable relational storage with strong data integrity.' },
            { title: 'MySQL', description: 'Proven performance for content and commerce sites.' },
            { title: 'MongoDB', description: 'Flexible documents for fast-changing product data.' },
            { title: 'Redis', description: 'In-memory caching that keeps busy pages responsive.' },
          ],
        },
        {
          value: 'cloud',
          label: 'Cloud',
          items: [
            { title: 'AWS', description: 'Scalable hosting, including the AWS Middle East (UAE) region.' },
            {
              title: 'Microsoft Azure',
              description: 'Hosting in UAE data centres for data-residency needs.',
            },
            { title: 'Google Cloud', description: 'Managed services and global content delivery.' },
            { title: 'Docker', description: 'Repeatable builds and deployments across environments.' },
          ],
        },
      ],
    },
    {
      kind: 'benefits',
      id: 'benefits',
      heading: 'Why Choose Connectia for Web Development',
      benefits: [
        {
          icon: 'rocket',
          title: 'Fast Delivery',
          description: 'Agile sprints with a working preview every two weeks, so you see progress early.',
        },
        {
          icon: 'trend',
          title: 'Built for Growth',
          description: 'Clean architecture that scales with your traffic, content and product range.',
        },
        {
          icon: 'shield',
          title: 'Secure by Default',
          description: 'HTTPS, hardened hosting and regular updates protect your brand and your data.',
        },
        {
          icon: 'headset',
          title: 'Local Support',
          description: 'A Dubai-based team that knows your market and answers when you need us.',
        },
      ],
    },
    {
      kind: 'cta',
      heading: 'Ready to Build Your Website?',
      text: 'Tell us about your goals and we will come back with a clear plan, timeline and quote.',
      actions: [
        { label: 'Get Website Quote', href: '/contact' },
        { label: 'Schedule Web Consultation', href: '/contact' },
      ],
    },
  ],
};

export default webDevelopment;
