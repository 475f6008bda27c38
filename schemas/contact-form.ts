/**
 * The contact form's questions per `?service=`: for each service value the
 * site links to, the form's heading, the sentence under it and its extra questions; and the
 * investor meeting's (`?type=meeting&service=investment`). The service values are this schema's
 * keys, so links keep working whatever the owner writes; an unknown value shows the general
 * inquiry, whose heading is Site Text's (schemas/site-text.ts). The contact route reads this only
 * for a URL with such a query, so other pages never load it.
 */

import * as v from 'valibot';
import { defineEntity } from '@/schema-kit/entity';
import * as f from '@/schema-kit/fields';

/** How a question is answered: a drop-down list of its choices, a line, a text area or a date. */
export const ANSWER_TYPES = ['select', 'text', 'textarea', 'date'] as const;

interface Question {
  label: string;
  type: (typeof ANSWER_TYPES)[number];
  choices?: string[];
}

const question = {
  label: f.text('Question', 'New question', { required: true, maxLength: 120 }),
  type: f.select('Answer', ANSWER_TYPES, 'text', {
    description: 'select: a drop-down list of the choices; text: one line; textarea: several lines; date.',
  }),
  choices: f.tags('Choices', [], { maxItems: 20, description: 'The drop-down list’s choices, in order.' }),
};

const inquiry = (service: string, heading: string, description: string, questions: Question[]) =>
  f.group(
    `?service=${service}`,
    {
      heading: f.text('Heading', heading, { required: true, maxLength: 120 }),
      description: f.textarea('Description', description, { maxLength: 300 }),
      questions: f.list('Questions', question, questions, {
        summary: 'label',
        addLabel: 'Add Question',
        maxItems: 12,
      }),
    },
    { summary: 'heading' },
  );

// The defaults' questions, written once because several services ask the same.
const Q = {
  companySize: { label: 'Company size', type: 'select', choices: ['1-10', '11-50', '51-200', '200+'] },
  securityBudget: {
    label: 'Security budget',
    type: 'select',
    choices: ['Under $10K', '$10K-$50K', '$50K-$100K', '$100K+'],
  },
  securityConcerns: { label: 'Main security concerns', type: 'textarea' },
  infrastructure: {
    label: 'Current infrastructure',
    type: 'select',
    choices: ['On-Premise', 'Hybrid', 'Cloud', 'Legacy Systems'],
  },
  timeline: {
    label: 'Project timeline',
    type: 'select',
    choices: ['1-3 months', '3-6 months', '6-12 months', '12+ months'],
  },
  appType: {
    label: 'App type',
    type: 'select',
    choices: ['Native iOS', 'Native Android', 'Cross-Platform', 'Web App'],
  },
  projectType: {
    label: 'Project type',
    type: 'select',
    choices: ['Corporate Website', 'E-commerce', 'Web Application', 'Portfolio'],
  },
  cms: {
    label: 'Content management system',
    type: 'select',
    choices: ['WordPress', 'Custom CMS', 'Headless CMS', 'No CMS'],
  },
  systemsCount: { label: 'Number of systems', type: 'select', choices: ['1-10', '11-25', '26-50', '50+'] },
  supportLevel: {
    label: 'Support level',
    type: 'select',
    choices: ['Basic', 'Standard', 'Premium', 'Enterprise'],
  },
  outsourcedProcess: {
    label: 'Process to outsource',
    type: 'select',
    choices: ['Customer Support', 'Data Entry', 'HR Services', 'Finance & Accounting', 'Other'],
  },
  teamSize: { label: 'Team size needed', type: 'select', choices: ['1-5', '6-10', '11-20', '20+'] },
  startTimeline: {
    label: 'When do you want to start?',
    type: 'select',
    choices: ['Immediate', '1 month', '3 months', '6 months'],
  },
  roles: { label: 'Roles and skills you need', type: 'textarea' },
  systems: { label: 'Systems you use today', type: 'text' },
  location: { label: 'Site location', type: 'text' },
  meetingDate: { label: 'Preferred meeting date', type: 'date' },
  investmentRange: { label: 'Investment range', type: 'text' },
} satisfies Record<string, Question>;

export default defineEntity({
  key: 'contact-form',
  title: 'Contact Form',
  tab: { key: 'contact-form', label: 'Contact Form', order: 90, group: 'pages' },
  saveMessage: 'Contact form saved successfully!',
  admin: { saveLabel: 'Save Contact Form', layout: 'tabs' },
  schema: v.object({
    services: f.group(
      'By service',
      {
        security: inquiry(
          'security',
          'Cybersecurity Consultation',
          'Protect your business with a security review.',
          [Q.companySize, Q.securityBudget, Q.securityConcerns],
        ),
        cloud: inquiry(
          'cloud',
          'Cloud Solutions Inquiry',
          'Plan a migration, a security review or cost savings.',
          [Q.infrastructure, Q.companySize, Q.timeline],
        ),
        mobile: inquiry(
          'mobile',
          'Mobile App Development Inquiry',
          'Tell us about the app you have in mind.',
          [Q.appType, Q.timeline],
        ),
        web: inquiry('web', 'Web Development Inquiry', 'Tell us about your website or web application.', [
          Q.projectType,
          Q.cms,
          Q.timeline,
        ]),
        managed: inquiry(
          'managed',
          'Managed IT Services Inquiry',
          'Let us look after your systems around the clock.',
          [Q.systemsCount, Q.supportLevel],
        ),
        outsourcing: inquiry(
          'outsourcing',
          'Business Outsourcing Inquiry',
          'Hand over a process and keep your focus.',
          [Q.outsourcedProcess, Q.teamSize, Q.startTimeline],
        ),
        'tech-manpower': inquiry(
          'tech-manpower',
          'Tech Manpower Request',
          'Skilled professionals for your team.',
          [Q.roles, Q.teamSize, Q.startTimeline],
        ),
        'big-data': inquiry('big-data', 'Big Data Inquiry', 'Platforms for large and fast-moving data.', [
          Q.infrastructure,
          Q.timeline,
        ]),
        'sap-solutions': inquiry(
          'sap-solutions',
          'SAP Solutions Inquiry',
          'Implementation, migration and support.',
          [Q.systems, Q.companySize, Q.timeline],
        ),
        'data-analytics': inquiry(
          'data-analytics',
          'Data Analytics Inquiry',
          'Dashboards, reports and forecasts.',
          [Q.systems, Q.timeline],
        ),
        'enterprise-solutions': inquiry(
          'enterprise-solutions',
          'Enterprise Solutions Inquiry',
          'ERP, CRM and connected workflows.',
          [Q.companySize, Q.systemsCount, Q.timeline],
        ),
        'people-management': inquiry(
          'people-management',
          'People Management Inquiry',
          'HR, payroll and workforce services.',
          [Q.companySize, Q.outsourcedProcess],
        ),
        'logistics-solutions': inquiry(
          'logistics-solutions',
          'Logistics Solutions Inquiry',
          'Tracking, fleet and warehouse systems.',
          [Q.companySize, Q.timeline],
        ),
        'api-solutions': inquiry(
          'api-solutions',
          'API Project Inquiry',
          'Design, build and secure your APIs.',
          [Q.systems, Q.timeline],
        ),
        'api-consultation': inquiry(
          'api-consultation',
          'API Consultation',
          'Discuss your API needs with an expert.',
          [Q.systems],
        ),
        'system-integration': inquiry(
          'system-integration',
          'System Integration Inquiry',
          'Connect the systems you already use.',
          [Q.systemsCount, Q.systems, Q.timeline],
        ),
        'integration-assessment': inquiry(
          'integration-assessment',
          'Integration Assessment Request',
          'A review of your current systems and integration options.',
          [Q.systemsCount, Q.systems],
        ),
        'managed-services': inquiry(
          'managed-services',
          'Managed Services Support Plan',
          'Pick the support that fits.',
          [Q.systemsCount, Q.supportLevel],
        ),
        'managed-services-consultation': inquiry(
          'managed-services-consultation',
          'Managed Services Consultation',
          'A free consultation about your IT operations.',
          [Q.systemsCount, Q.supportLevel],
        ),
        'evoucher-system': inquiry(
          'evoucher-system',
          'eVoucher System Inquiry',
          'Digital vouchers for your business.',
          [Q.companySize, Q.timeline],
        ),
        'distribution-solution': inquiry(
          'distribution-solution',
          'Distribution Solution Inquiry',
          'Distribution software for your network.',
          [Q.companySize, Q.timeline],
        ),
        'solar-solutions': inquiry(
          'solar-solutions',
          'Solar Solutions Quote',
          'Solar energy for your site.',
          [Q.location, Q.timeline],
        ),
        'solar-consultation': inquiry(
          'solar-consultation',
          'Solar Consultation',
          'Talk to our solar specialists.',
          [Q.location],
        ),
        'water-management': inquiry(
          'water-management',
          'Water Management Inquiry',
          'Smart water solutions.',
          [Q.location, Q.timeline],
        ),
        'water-management-consultation': inquiry(
          'water-management-consultation',
          'Water Management Consultation',
          'Talk to our water management specialists.',
          [Q.location],
        ),
        'smart-infrastructure': inquiry(
          'smart-infrastructure',
          'Smart Infrastructure Inquiry',
          'Smart buildings, security and energy management.',
          [Q.location, Q.timeline],
        ),
        'smart-infrastructure-planning': inquiry(
          'smart-infrastructure-planning',
          'Smart Infrastructure Planning',
          'Plan your smart infrastructure with our team.',
          [Q.location, Q.timeline],
        ),
        investment: inquiry('investment', 'Investment Inquiry', 'Questions about investing in Connectia.', [
          Q.investmentRange,
        ]),
      },
      { description: 'The form for each ?service= value the site’s buttons link to.' },
    ),
    meeting: f.group(
      'Investor meeting',
      {
        heading: f.text('Heading', 'Schedule an Investor Meeting', { required: true, maxLength: 120 }),
        description: f.textarea(
          'Description',
          'Request a meeting with our leadership team to discuss the current funding round.',
          { maxLength: 300 },
        ),
        questions: f.list('Questions', question, [Q.meetingDate, Q.investmentRange], {
          summary: 'label',
          addLabel: 'Add Question',
          maxItems: 12,
        }),
      },
      {
        description:
          'The form of the investment page’s Schedule a Meeting button (?type=meeting&service=investment).',
      },
    ),
  }),
});
