/** Portfolio overview (spec point 2, Portfolio): six case studies, stats and ten industries. */

export interface CaseStudy {
  title: string;
  category: string;
  client: string;
  duration: string;
  team: string;
  image: string;
  imageAlt: string;
  description: string;
  technologies: string[];
  results: string[];
  /** View Case Study leads to the contact form with this service (the spec shows no target). */
  service: string;
}

export const CASE_STUDIES: CaseStudy[] = [
  {
    title: 'Retail Cloud Migration',
    category: 'Cloud',
    client: 'Regional retail chain',
    duration: '6 months',
    team: '8 engineers',
    image: '/images/portfolio/cloud.svg',
    imageAlt: 'Illustration of store systems moving to the cloud',
    description:
      'Moved 40 store systems and the online shop to the cloud with zero downtime during trading hours.',
    technologies: ['AWS', 'Terraform', 'Kubernetes'],
    results: ['35% lower hosting costs', 'Zero downtime'],
    service: 'cloud',
  },
  {
    title: 'Logistics Tracking Platform',
    category: 'Web Development',
    client: 'Freight forwarder',
    duration: '5 months',
    team: '6 developers',
    image: '/images/portfolio/logistics.svg',
    imageAlt: 'Illustration of a delivery truck and a map route',
    description: 'A real-time shipment tracking portal for customers, drivers and the operations team.',
    technologies: ['React', 'Node.js', 'PostgreSQL'],
    results: ['60% fewer status calls', 'Live tracking for 2,000 shipments a day'],
    service: 'web',
  },
  {
    title: 'Banking Mobile App',
    category: 'Mobile',
    client: 'Digital bank',
    duration: '8 months',
    team: '10 specialists',
    image: '/images/portfolio/mobile.svg',
    imageAlt: 'Illustration of a banking app on a phone',
    description: 'Native iOS and Android apps with biometric sign-in, payments and card controls.',
    technologies: ['Swift', 'Kotlin', 'GraphQL'],
    results: ['4.8 star store rating', '100,000 downloads in three months'],
    service: 'mobile',
  },
  {
    title: 'Security Operations Upgrade',
    category: 'Cybersecurity',
    client: 'Healthcare group',
    duration: '4 months',
    team: '5 consultants',
    image: '/images/portfolio/security.svg',
    imageAlt: 'Illustration of a shield protecting a network',
    description: 'Security monitoring, staff training and incident response for twelve clinics.',
    technologies: ['SIEM', 'Zero Trust', 'Microsoft Defender'],
    results: ['24/7 monitoring', 'Audit passed first time'],
    service: 'security',
  },
  {
    title: 'Demand Forecasting with AI',
    category: 'AI & Data',
    client: 'Food distributor',
    duration: '3 months',
    team: '4 data scientists',
    image: '/images/portfolio/ai.svg',
    imageAlt: 'Illustration of a forecast chart and neural network',
    description: 'Machine learning forecasts that plan stock for 3,000 products across the region.',
    technologies: ['Python', 'scikit-learn', 'Power BI'],
    results: ['22% less waste', 'Forecasts updated daily'],
    service: 'data-analytics',
  },
  {
    title: 'Solar-Powered Facilities',
    category: 'Sustainability',
    client: 'Industrial park operator',
    duration: '7 months',
    team: '12 engineers',
    image: '/images/portfolio/solar.svg',
    imageAlt: 'Illustration of solar panels under the sun',
    description: 'Rooftop solar and smart energy monitoring for a 20-building industrial park.',
    technologies: ['Solar PV', 'IoT sensors', 'Energy dashboards'],
    results: ['40% lower energy bills', '3,000 tonnes of CO2 saved a year'],
    service: 'solar-solutions',
  },
];

export const PORTFOLIO_STATS = [
  { value: '100+', label: 'Projects Completed' },
  { value: '50+', label: 'Happy Clients' },
  { value: '15+', label: 'Industries Served' },
  { value: '99.9%', label: 'Success Rate' },
];

export const INDUSTRIES = [
  'Banking & Finance',
  'Healthcare',
  'Retail & E-commerce',
  'Logistics & Transport',
  'Government',
  'Energy & Utilities',
  'Education',
  'Real Estate',
  'Telecommunications',
  'Hospitality & Tourism',
];
