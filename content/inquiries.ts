/**
 * The contact form for each `?service=` value the site links to (spec points 2, 9): its heading,
 * description and extra fields. The contact route loads this only when the URL has such a query.
 */
import { inquiryConfig as config, type ExtraField, GENERAL_INQUIRY, type InquiryConfig } from './contact';

/** Select options of spec point 9. */
export const OPTIONS = {
  companySize: ['1-10', '11-50', '51-200', '200+'],
  securityBudget: ['Under $10K', '$10K-$50K', '$50K-$100K', '$100K+'],
  infrastructure: ['On-Premise', 'Hybrid', 'Cloud', 'Legacy Systems'],
  timeline: ['1-3 months', '3-6 months', '6-12 months', '12+ months'],
  appType: ['Native iOS', 'Native Android', 'Cross-Platform', 'Web App'],
  projectType: ['Corporate Website', 'E-commerce', 'Web Application', 'Portfolio'],
  cms: ['WordPress', 'Custom CMS', 'Headless CMS', 'No CMS'],
  systemsCount: ['1-10', '11-25', '26-50', '50+'],
  supportLevel: ['Basic', 'Standard', 'Premium', 'Enterprise'],
  outsourcedProcess: ['Customer Support', 'Data Entry', 'HR Services', 'Finance & Accounting', 'Other'],
  teamSize: ['1-5', '6-10', '11-20', '20+'],
  startTimeline: ['Immediate', '1 month', '3 months', '6 months'],
} as const;

const F = {
  companySize: { name: 'companySize', label: 'Company size', type: 'select', options: OPTIONS.companySize },
  securityBudget: {
    name: 'securityBudget',
    label: 'Security budget',
    type: 'select',
    options: OPTIONS.securityBudget,
  },
  securityConcerns: { name: 'securityConcerns', label: 'Main security concerns', type: 'textarea' },
  infrastructure: {
    name: 'infrastructure',
    label: 'Current infrastructure',
    type: 'select',
    options: OPTIONS.infrastructure,
  },
  timeline: { name: 'timeline', label: 'Project timeline', type: 'select', options: OPTIONS.timeline },
  appType: { name: 'appType', label: 'App type', type: 'select', options: OPTIONS.appType },
  projectType: { name: 'projectType', label: 'Project type', type: 'select', options: OPTIONS.projectType },
  cms: { name: 'cms', label: 'Content management system', type: 'select', options: OPTIONS.cms },
  systemsCount: {
    name: 'systemsCount',
    label: 'Number of systems',
    type: 'select',
    options: OPTIONS.systemsCount,
  },
  supportLevel: {
    name: 'supportLevel',
    label: 'Support level',
    type: 'select',
    options: OPTIONS.supportLevel,
  },
  outsourcedProcess: {
    name: 'outsourcedProcess',
    label: 'Process to outsource',
    type: 'select',
    options: OPTIONS.outsourcedProcess,
  },
  teamSize: { name: 'teamSize', label: 'Team size needed', type: 'select', options: OPTIONS.teamSize },
  startTimeline: {
    name: 'startTimeline',
    label: 'When do you want to start?',
    type: 'select',
    options: OPTIONS.startTimeline,
  },
  roles: { name: 'roles', label: 'Roles and skills you need', type: 'textarea' },
  systems: { name: 'systems', label: 'Systems you use today', type: 'text' },
  location: { name: 'location', label: 'Site location', type: 'text' },
  meetingDate: { name: 'meetingDate', label: 'Preferred meeting date', type: 'date' },
  investmentRange: { name: 'investmentRange', label: 'Investment range', type: 'text' },
} satisfies Record<string, ExtraField>;

/** Every `?service=` value the site links to (spec point 2), with its heading and extra fields. */
export const INQUIRIES: Record<string, InquiryConfig> = {
  general: GENERAL_INQUIRY,
  security: config(
    'security',
    'Cybersecurity Consultation',
    'Protect your business with a security review.',
    [F.companySize, F.securityBudget, F.securityConcerns],
  ),
  cloud: config('cloud', 'Cloud Solutions Inquiry', 'Plan a migration, a security review or cost savings.', [
    F.infrastructure,
    F.companySize,
    F.timeline,
  ]),
  mobile: config('mobile', 'Mobile App Development Inquiry', 'Tell us about the app you have in mind.', [
    F.appType,
    F.timeline,
  ]),
  web: config('web', 'Web Development Inquiry', 'Tell us about your website or web application.', [
    F.projectType,
    F.cms,
    F.timeline,
  ]),
  managed: config(
    'managed',
    'Managed IT Services Inquiry',
    'Let us look after your systems around the clock.',
    [F.systemsCount, F.supportLevel],
  ),
  outsourcing: config(
    'outsourcing',
    'Business Outsourcing Inquiry',
    'Hand over a process and keep your focus.',
    [F.outsourcedProcess, F.teamSize, F.startTimeline],
  ),
  'tech-manpower': config('tech-manpower', 'Tech Manpower Request', 'Skilled professionals for your team.', [
    F.roles,
    F.teamSize,
    F.startTimeline,
  ]),
  'big-data': config('big-data', 'Big Data Inquiry', 'Platforms for large and fast-moving data.', [
    F.infrastructure,
    F.timeline,
  ]),
  'sap-solutions': config(
    'sap-solutions',
    'SAP Solutions Inquiry',
    'Implementation, migration and support.',
    [F.systems, F.companySize, F.timeline],
  ),
  'data-analytics': config('data-analytics', 'Data Analytics Inquiry', 'Dashboards, reports and forecasts.', [
    F.systems,
    F.timeline,
  ]),
  'enterprise-solutions': config(
    'enterprise-solutions',
    'Enterprise Solutions Inquiry',
    'ERP, CRM and connected workflows.',
    [F.companySize, F.systemsCount, F.timeline],
  ),
  'people-management': config(
    'people-management',
    'People Management Inquiry',
    'HR, payroll and workforce services.',
    [F.companySize, F.outsourcedProcess],
  ),
  'logistics-solutions': config(
    'logistics-solutions',
    'Logistics Solutions Inquiry',
    'Tracking, fleet and warehouse systems.',
    [F.companySize, F.timeline],
  ),
  'api-solutions': config('api-solutions', 'API Project Inquiry', 'Design, build and secure your APIs.', [
    F.systems,
    F.timeline,
  ]),
  'api-consultation': config(
    'api-consultation',
    'API Consultation',
    'Discuss your API needs with an expert.',
    [F.systems],
  ),
  'system-integration': config(
    'system-integration',
    'System Integration Inquiry',
    'Connect the systems you already use.',
    [F.systemsCount, F.systems, F.timeline],
  ),
  'integration-assessment': config(
    'integration-assessment',
    'Integration Assessment Request',
    'A review of your current systems and integration options.',
    [F.systemsCount, F.systems],
  ),
  'managed-services': config(
    'managed-services',
    'Managed Services Support Plan',
    'Pick the support that fits.',
    [F.systemsCount, F.supportLevel],
  ),
  'managed-services-consultation': config(
    'managed-services-consultation',
    'Managed Services Consultation',
    'A free consultation about your IT operations.',
    [F.systemsCount, F.supportLevel],
  ),
  'evoucher-system': config(
    'evoucher-system',
    'eVoucher System Inquiry',
    'Digital vouchers for your business.',
    [F.companySize, F.timeline],
  ),
  'distribution-solution': config(
    'distribution-solution',
    'Distribution Solution Inquiry',
    'Distribution software for your network.',
    [F.companySize, F.timeline],
  ),
  'solar-solutions': config('solar-solutions', 'Solar Solutions Quote', 'Solar energy for your site.', [
    F.location,
    F.timeline,
  ]),
  'solar-consultation': config('solar-consultation', 'Solar Consultation', 'Talk to our solar specialists.', [
    F.location,
  ]),
  'water-management': config('water-management', 'Water Management Inquiry', 'Smart water solutions.', [
    F.location,
    F.timeline,
  ]),
  'water-management-consultation': config(
    'water-management-consultation',
    'Water Management Consultation',
    'Talk to our water management specialists.',
    [F.location],
  ),
  'smart-infrastructure': config(
    'smart-infrastructure',
    'Smart Infrastructure Inquiry',
    'Smart buildings, security and energy management.',
    [F.location, F.timeline],
  ),
  'smart-infrastructure-planning': config(
    'smart-infrastructure-planning',
    'Smart Infrastructure Planning',
    'Plan your smart infrastructure with our team.',
    [F.location, F.timeline],
  ),
  investment: config('investment', 'Investment Inquiry', 'Questions about investing in Connectia.', [
    F.investmentRange,
  ]),
};

/** The form setup for a `?service=` (and `?type=`) pair; unknown services fall back to general. */
export function inquiryFor(service: string | undefined, type?: string): InquiryConfig {
  if (type === 'meeting' && service === 'investment') {
    return config(
      'investment',
      'Schedule an Investor Meeting',
      'Request a meeting with our leadership team to discuss the current funding round.',
      [F.meetingDate, F.investmentRange],
    );
  }
  return (service && Object.hasOwn(INQUIRIES, service) ? INQUIRIES[service] : undefined) ?? GENERAL_INQUIRY;
}
