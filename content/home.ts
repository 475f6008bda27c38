/** Home page content (spec point 2, Home): service cards, trust stats and early-client testimonials. */
import type { IconName } from '@content/icon-paths';

export type ServiceType =
  | 'manpower'
  | 'development'
  | 'ai-ml'
  | 'cloud'
  | 'data'
  | 'sap'
  | 'analytics'
  | 'enterprise'
  | 'people'
  | 'logistics';

export interface ServiceCard {
  type: ServiceType;
  icon: IconName;
  title: string;
  description: string;
  /** Icon tile colour (white glyph on it). */
  colour: string;
  features: string[];
}

/** Where a card's Learn More leads (spec point 2, Home). */
const LEARN_MORE: Record<ServiceType, string> = {
  manpower: '/contact?service=tech-manpower',
  development: '/services/web-development',
  'ai-ml': '/services/ai-ml',
  cloud: '/services/cloud',
  data: '/contact?service=big-data',
  sap: '/contact?service=sap-solutions',
  analytics: '/contact?service=data-analytics',
  enterprise: '/contact?service=enterprise-solutions',
  people: '/contact?service=people-management',
  logistics: '/contact?service=logistics-solutions',
};

export const learnMoreHref = (type: string): string => LEARN_MORE[type as ServiceType] ?? '/contact';

export const SERVICE_CARDS: ServiceCard[] = [
  {
    type: 'manpower',
    icon: 'users',
    title: 'Tech Manpower',
    description:
      'Skilled developers, engineers and consultants placed with your team, on contract or permanent.',
    colour: '#4f008c',
    features: ['Pre-vetted IT professionals', 'Contract and permanent hires', 'Onboarding within two weeks'],
  },
  {
    type: 'development',
    icon: 'code',
    title: 'Software Development',
    description: 'Websites, web applications and platforms built with modern, maintainable technology.',
    colour: '#b3002b',
    features: ['Custom web applications', 'Responsive websites', 'APIs and integrations'],
  },
  {
    type: 'ai-ml',
    icon: 'brain',
    title: 'AI & Machine Learning',
    description: 'Predictive models, language tools and automation that put your data to work.',
    colour: '#00704f',
    features: ['Machine learning models', 'Natural language processing', 'Intelligent automation'],
  },
  {
    type: 'cloud',
    icon: 'cloud',
    title: 'Cloud Solutions',
    description: 'Migration, security and cost optimisation on AWS, Azure and Google Cloud.',
    colour: '#1d4ed8',
    features: ['Cloud migration', 'Cloud security', 'Cost optimisation'],
  },
  {
    type: 'data',
    icon: 'database',
    title: 'Big Data',
    description: 'Data platforms that collect, store and process large volumes reliably.',
    colour: '#6a0bba',
    features: ['Data lakes and warehouses', 'Real-time pipelines', 'Data governance'],
  },
  {
    type: 'sap',
    icon: 'layers',
    title: 'SAP Solutions',
    description: 'SAP implementation, migration to S/4HANA and ongoing support.',
    colour: '#0f766e',
    features: ['S/4HANA migration', 'Module implementation', 'SAP support and training'],
  },
  {
    type: 'analytics',
    icon: 'chart',
    title: 'Data Analytics',
    description: 'Dashboards and insights that help every team make better decisions.',
    colour: '#9d174d',
    features: ['Business intelligence dashboards', 'KPI reporting', 'Forecasting'],
  },
  {
    type: 'enterprise',
    icon: 'building',
    title: 'Enterprise Solutions',
    description: 'ERP, CRM and workflow systems connected into one reliable landscape.',
    colour: '#374151',
    features: ['ERP and CRM', 'Workflow automation', 'System integration'],
  },
  {
    type: 'people',
    icon: 'briefcase',
    title: 'People Management',
    description: 'HR services, payroll and workforce management for growing teams.',
    colour: '#7c2d12',
    features: ['HR outsourcing', 'Payroll services', 'Workforce planning'],
  },
  {
    type: 'logistics',
    icon: 'truck',
    title: 'Logistics Solutions',
    description: 'Tracking, fleet and warehouse systems that keep goods moving.',
    colour: '#075985',
    features: ['Fleet tracking', 'Warehouse management', 'Distribution planning'],
  },
];

export const TRUST_STATS = [
  { value: '5+', label: 'Projects Delivered' },
  { value: '8+', label: 'Team Members' },
  { value: '100%', label: 'Client Satisfaction' },
  { value: '24/7', label: 'Support Available' },
];

export const TRUST_POINTS = [
  {
    icon: 'shield' as IconName,
    title: 'Secure by default',
    text: 'Security reviews and best practice on every project.',
  },
  { icon: 'clock' as IconName, title: 'On time', text: 'Clear plans, weekly updates and no surprises.' },
  {
    icon: 'heart' as IconName,
    title: 'Personal service',
    text: 'A dedicated contact who knows your business.',
  },
];

export interface Testimonial {
  name: string;
  position: string;
  company: string;
  content: string;
  rating: number;
  /** Initials shown in place of a photo. */
  initials: string;
}

export const TESTIMONIALS: Testimonial[] = [
  {
    name: 'Khalid Mansour',
    position: 'Operations Director',
    company: 'Gulf Trade Logistics',
    content:
      'Connectia staffed our new tracking project within two weeks. The developers were excellent and the project finished ahead of schedule.',
    rating: 5,
    initials: 'KM',
  },
  {
    name: 'Priya Nair',
    position: 'Head of IT',
    company: 'Emirates Retail Group',
    content:
      'Our move to the cloud went smoothly, with no downtime for our stores. The team explained every step clearly.',
    rating: 5,
    initials: 'PN',
  },
  {
    name: 'Daniel Okafor',
    position: 'Founder',
    company: 'Brightpath Education',
    content:
      'They built our learning platform from scratch and still support it today. A true partner for a growing company.',
    rating: 5,
    initials: 'DO',
  },
];
