/** Job postings shown on /careers (spec points 2, 3, 4, 5). */

import * as v from 'valibot';
import { defineEntity } from '@/schema-kit/entity';
import * as f from '@/schema-kit/fields';

export const JOB_TYPES = ['Full-time', 'Part-time', 'Contract', 'Internship'] as const;

export default defineEntity({
  key: 'jobs',
  title: 'Job Posting Management',
  tab: { key: 'jobs', label: 'Job Posting Management', order: 9 },
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
      [
        {
          id: 'senior-full-stack-developer',
          title: 'Senior Full-Stack Developer',
          department: 'Engineering',
          location: 'Dubai, UAE',
          type: 'Full-time',
          experience: '5+ years',
          salary: '$90,000 - $120,000',
          skills: ['React', 'Node.js', 'TypeScript', 'AWS'],
          description:
            'Design and build web platforms for clients in logistics, retail and government. You will own features end to end, from API design to polished interfaces, and mentor two to three developers.',
          active: true,
        },
      ],
      { summary: 'title', addLabel: 'Add Job Posting', maxItems: 50 },
    ),
  }),
});
