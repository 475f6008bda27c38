/**
 * The detail pages as the product spec describes them (point 2: 'Service detail pages' and the
 * 'Portfolio detail pages' table), plus the labels and targets chosen where the spec is silent.
 */
export interface DetailPageCase {
  path: string;
  h1: string;
  /** Card titles (h3) that must be on the page. */
  cards?: string[];
  /** Tab labels in order, the default one first in `defaultTab`. */
  tabs?: { labels: string[]; defaultTab: string; firstItem: string };
  /** Headline figures (or figure phrases) that must be shown. */
  stats?: string[];
  /** The main card grid: its section id and how many distinct cards (h3) it holds. */
  grid?: { id: string; count: number };
  /** Every button: label and exact href. */
  buttons: { label: string; href: string }[];
}

export const servicePages: DetailPageCase[] = [
  {
    path: '/services/web-development',
    grid: { id: 'services', count: 3 },
    h1: 'Web Development That Grows Your Business',
    cards: ['Custom Web Development', 'Responsive Web Design', 'Web Application Development'],
    tabs: {
      labels: ['Frontend', 'Backend', 'Database', 'Cloud'],
      defaultTab: 'Frontend',
      firstItem: 'React',
    },
    buttons: [
      { label: 'Start Your Website Project', href: '/contact' },
      { label: 'Get Website Quote', href: '/contact' },
      { label: 'Schedule Web Consultation', href: '/contact' },
    ],
  },
  {
    path: '/services/mobile-apps',
    grid: { id: 'services', count: 3 },
    h1: 'Mobile Apps Your Customers Love to Use',
    cards: ['Native iOS', 'Native Android', 'Cross-Platform'],
    tabs: {
      labels: ['Native', 'Cross-Platform', 'Backend', 'Tools'],
      defaultTab: 'Native',
      firstItem: 'Swift',
    },
    buttons: [
      { label: 'Start Your App Project', href: '/contact' },
      { label: 'Get App Development Quote', href: '/contact?service=mobile' },
    ],
  },
  {
    path: '/services/cloud',
    grid: { id: 'services', count: 3 },
    h1: 'Cloud Solutions Built for Scale',
    cards: [
      'Cloud Migration',
      'Cloud Security',
      'Cloud Optimization',
      'Scalability',
      'Cost Savings',
      'Global Reach',
      'Security',
    ],
    buttons: [
      { label: 'Get Cloud Consultation', href: '/contact?service=cloud' },
      { label: 'Schedule Cloud Assessment', href: '/contact?service=cloud' },
    ],
  },
  {
    path: '/services/ai-ml',
    h1: 'AI and Machine Learning Solutions',
    cards: ['Predictive Analytics', 'Recommendation Engines', 'Anomaly Detection', 'Automation'],
    tabs: {
      labels: ['Machine Learning', 'Natural Language Processing', 'Computer Vision', 'Data Science'],
      defaultTab: 'Machine Learning',
      firstItem: 'Predictive Analytics',
    },
    stats: ['up to 70%'],
    buttons: [
      { label: 'Get AI Consultation', href: '/contact' },
      { label: 'Schedule AI Assessment', href: '/contact' },
    ],
  },
  {
    path: '/services/digital-transformation',
    grid: { id: 'services', count: 6 },
    h1: 'Digital Transformation for the Modern Enterprise',
    cards: [
      'Digital Strategy',
      'Process Automation',
      'Customer Experience',
      'Data Analytics',
      'Cloud Solutions',
      'Cybersecurity',
    ],
    stats: ['up to 60%'],
    buttons: [
      { label: 'Start Digital Journey', href: '/contact' },
      { label: 'Schedule Transformation Assessment', href: '/contact' },
    ],
  },
];

export const portfolioPages: DetailPageCase[] = [
  {
    path: '/portfolio/api-solutions',
    grid: { id: 'services', count: 6 },
    h1: 'API Solutions',
    cards: [
      'REST API Development',
      'API Integration',
      'API Security',
      'GraphQL Solutions',
      'API Performance',
      'Microservices',
      'Design',
      'Develop',
      'Test',
      'Deploy',
    ],
    buttons: [
      { label: 'Start API Project', href: '/contact?service=api-solutions' },
      { label: 'Discuss Your API Needs', href: '/contact?service=api-consultation' },
    ],
  },
  {
    path: '/portfolio/system-integration',
    grid: { id: 'services', count: 6 },
    h1: 'System Integration',
    stats: ['75%', '50%', '90%', '24/7'],
    buttons: [
      { label: 'Plan Integration', href: '/contact?service=system-integration' },
      { label: 'Get Integration Assessment', href: '/contact?service=integration-assessment' },
    ],
  },
  {
    path: '/portfolio/connectivity-services',
    grid: { id: 'services', count: 6 },
    h1: 'Connectivity Services',
    stats: ['99.9%', '10Gbps', '<5ms', '24/7'],
    buttons: [
      { label: 'Check Connectivity', href: '/contact?service=connectivity-services' },
      { label: 'Get Network Assessment', href: '/contact?service=network-assessment' },
    ],
  },
  {
    path: '/portfolio/business-outsourcing',
    grid: { id: 'services', count: 7 },
    h1: 'Business Process Outsourcing',
    cards: [
      'Business Process Outsourcing',
      'Finance and Accounting',
      'Customer Support',
      'Human Resources',
      'Digital Marketing',
      'Quality Assurance and Compliance',
      'IT Help Desk',
    ],
    buttons: [
      { label: 'Start Your Journey', href: '/contact' },
      { label: 'Learn More', href: '#services' },
      { label: 'Start Outsourcing Journey', href: '/contact?service=outsourcing' },
      { label: 'Download Brochure', href: '/contact?service=business-outsourcing' },
    ],
  },
  {
    path: '/portfolio/managed-services',
    grid: { id: 'services', count: 6 },
    h1: 'Managed IT Services',
    stats: ['99.9%', '60%', '24/7', '15min'],
    buttons: [
      { label: 'Get Support Plan', href: '/contact?service=managed-services' },
      { label: 'Start Free Consultation', href: '/contact?service=managed-services-consultation' },
    ],
  },
  {
    path: '/portfolio/cloud-services',
    grid: { id: 'services', count: 6 },
    h1: 'Cloud Services',
    stats: ['99.9%', '40%', '24/7', '100+'],
    buttons: [
      { label: 'Explore Cloud Solutions', href: '/contact?service=cloud' },
      { label: 'Talk to a Cloud Expert', href: '/contact?service=cloud' },
    ],
  },
  {
    path: '/portfolio/iot-digital-services',
    grid: { id: 'services', count: 6 },
    h1: 'IoT and Digital Services',
    stats: ['80%', '45%', '95%', '100M+'],
    buttons: [
      { label: 'Start IoT Project', href: '/contact' },
      { label: 'Get IoT Consultation', href: '/contact' },
    ],
  },
  {
    path: '/portfolio/cybersecurity-integration',
    grid: { id: 'services', count: 6 },
    h1: 'Cybersecurity Integration',
    stats: ['99.9%', '24/7', '<1min', '100%'],
    buttons: [
      { label: 'Secure Your Business', href: '/contact?service=security' },
      { label: 'Get Security Assessment', href: '/contact?service=security' },
    ],
  },
  {
    path: '/portfolio/evoucher-system',
    grid: { id: 'features', count: 3 },
    h1: 'E-Voucher System',
    buttons: [{ label: 'Get Started', href: '/contact?service=evoucher-system' }],
  },
  {
    path: '/portfolio/distribution-solution',
    grid: { id: 'features', count: 3 },
    h1: 'Distribution Solution',
    buttons: [{ label: 'Learn More', href: '/contact?service=distribution-solution' }],
  },
  {
    path: '/portfolio/solar-solutions',
    grid: { id: 'services', count: 6 },
    h1: 'Solar Solutions',
    buttons: [
      { label: 'Get Solar Quote', href: '/contact?service=solar-solutions' },
      { label: 'Schedule Consultation', href: '/contact?service=solar-consultation' },
    ],
  },
  {
    path: '/portfolio/water-management',
    grid: { id: 'solutions', count: 6 },
    h1: 'Water Management',
    buttons: [
      { label: 'Learn More', href: '/contact?service=water-management' },
      { label: 'Get Started', href: '/contact?service=water-management-consultation' },
    ],
  },
  {
    path: '/portfolio/green-energy',
    grid: { id: 'services', count: 6 },
    h1: 'Green Energy Solutions',
    buttons: [
      { label: 'Get Energy Assessment', href: '/contact?service=green-energy' },
      { label: 'Talk to an Energy Expert', href: '/contact?service=green-energy-consultation' },
    ],
  },
  {
    path: '/portfolio/smart-infrastructure',
    grid: { id: 'services', count: 6 },
    h1: 'Smart Infrastructure',
    cards: [
      'Smart Building Management',
      'IoT Integration',
      'Intelligent Transportation',
      'Smart Security Systems',
      'Smart City Solutions',
      'Energy Management',
      'Plan Your Smart Infrastructure',
    ],
    buttons: [
      { label: 'Explore Smart Solutions', href: '/contact?service=smart-infrastructure' },
      { label: 'Start Planning', href: '/contact?service=smart-infrastructure-planning' },
    ],
  },
  {
    path: '/portfolio/environmental-consulting',
    grid: { id: 'services', count: 6 },
    h1: 'Environmental Consulting',
    cards: [
      'Sustainability Assessments',
      'Carbon Footprint Analysis',
      'Environmental Compliance',
      'Risk Assessment',
      'ESG Reporting',
      'Green Certification',
    ],
    buttons: [
      { label: 'Get Environmental Assessment', href: '/contact?service=environmental-consulting' },
      { label: 'Schedule Consultation', href: '/contact?service=environmental-consultation' },
    ],
  },
  {
    path: '/portfolio/facility-management',
    grid: { id: 'services', count: 6 },
    h1: 'Facility Management',
    cards: [
      'Building Maintenance',
      'Security Systems',
      'HVAC Management',
      'Space Management',
      'Performance Analytics',
      'Integrated Solutions',
    ],
    buttons: [
      { label: 'Optimize Your Facility', href: '/contact?service=facility-management' },
      { label: 'Get Facility Assessment', href: '/contact?service=facility-assessment' },
    ],
  },
];

export const allDetailPages = [...servicePages, ...portfolioPages];
