/** Job postings shown on /careers. */

import * as v from 'valibot';
import { defineEntity } from '@/schema-kit/entity';
import * as f from '@/schema-kit/fields';

export const JOB_TYPES = ['Full-time', 'Part-time', 'Contract', 'Internship'] as const;

export default defineEntity({
  key: 'jobs',
  title: 'Job Posting Management',
  tab: { key: 'jobs', label: 'Job Posting Management', order: 9, group: 'content' },
  saveMessage: 'Job postings updated successfully!',
  schema: v.object({
    postings: f.list(
      'Job postings',
      {
        id: f.identifier(),
        title: f.text('Title', 'New position', { required: true, maxLength: 100 }),
        department: f.text('Department', 'General', { required: true, maxLength: 60 }),
        location: f.text('Location', 'Dubai, UAE', { maxLength: 80 }),
        type: f.select('Job type', JOB_TYPES, 'Full-time'),
        experience: f.text('Experience', '', { maxLength: 40 }),
        salary: f.text('Salary', '', { maxLength: 60 }),
        skills: f.tags('Skills', []),
        description: f.textarea('Description', 'Describe the role.', { required: true, maxLength: 3000 }),
        active: f.boolean('Active', true),
      },
      // The six open positions of the spec; the careers page lists the active ones.
      [
        {
          id: 'frontend-developer',
          title: 'Frontend Developer',
          department: 'Engineering',
          location: 'Dubai, UAE',
          type: 'Full-time',
          experience: '3+ years',
          salary: '$60,000 - $85,000',
          skills: ['React', 'TypeScript', 'CSS', 'Accessibility'],
          description: 'Build fast, accessible interfaces for client websites and web applications.',
          active: true,
        },
        {
          id: 'backend-developer',
          title: 'Backend Developer',
          department: 'Engineering',
          location: 'Dubai, UAE',
          type: 'Full-time',
          experience: '4+ years',
          salary: '$70,000 - $95,000',
          skills: ['Node.js', 'PostgreSQL', 'REST', 'Docker'],
          description: 'Design APIs and services that are secure, reliable and easy to maintain.',
          active: true,
        },
        {
          id: 'cloud-engineer',
          title: 'Cloud Engineer',
          department: 'Infrastructure',
          location: 'Dubai, UAE / Hybrid',
          type: 'Full-time',
          experience: '4+ years',
          salary: '$80,000 - $110,000',
          skills: ['AWS', 'Azure', 'Terraform', 'Kubernetes'],
          description: 'Plan and run cloud migrations and keep client platforms secure and cost-effective.',
          active: true,
        },
        {
          id: 'data-scientist',
          title: 'Data Scientist',
          department: 'AI & Data',
          location: 'Dubai, UAE',
          type: 'Full-time',
          experience: '3+ years',
          salary: '$85,000 - $120,000',
          skills: ['Python', 'Machine Learning', 'SQL', 'Statistics'],
          description: 'Turn client data into forecasts, models and insights that drive decisions.',
          active: true,
        },
        {
          id: 'sap-consultant',
          title: 'SAP Consultant',
          department: 'Enterprise Solutions',
          location: 'Dubai, UAE',
          type: 'Contract',
          experience: '5+ years',
          salary: '$90,000 - $120,000',
          skills: ['SAP S/4HANA', 'FI/CO', 'MM/SD', 'Integration'],
          description: 'Lead SAP implementations and migrations for enterprise clients in the region.',
          active: true,
        },
        {
          id: 'project-manager',
          title: 'IT Project Manager',
          department: 'Delivery',
          location: 'Dubai, UAE',
          type: 'Full-time',
          experience: '5+ years',
          salary: '$75,000 - $105,000',
          skills: ['Agile', 'Scrum', 'Stakeholder Management', 'Budgeting'],
          description: 'Plan and deliver client projects on time, on budget and with clear communication.',
          active: true,
        },
      ],
      { summary: 'title', addLabel: 'Add Job Posting', maxItems: 50 },
    ),
  }),
});
