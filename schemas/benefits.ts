/** Employee benefits shown on /careers; edited in the admin's Careers tab. */

import * as v from 'valibot';
import { defineEntity } from '@/schema-kit/entity';
import * as f from '@/schema-kit/fields';

export default defineEntity({
  key: 'benefits',
  title: 'Careers Management',
  tab: { key: 'careers', label: 'Careers Management', order: 8, group: 'content' },
  saveMessage: 'Benefits updated successfully!',
  schema: v.object({
    items: f.list(
      'Benefits',
      {
        id: f.identifier(),
        title: f.text('Title', 'New benefit', { required: true, maxLength: 80 }),
        description: f.textarea('Description', 'Describe the benefit.', { required: true, maxLength: 500 }),
        active: f.boolean('Active', true),
      },
      [
        {
          id: 'health-wellness',
          title: 'Health & Wellness',
          description:
            'Comprehensive medical, dental and vision cover for you and your family, plus an annual wellness allowance.',
          active: true,
        },
        {
          id: 'remote-work',
          title: 'Remote Work',
          description:
            'Work from home up to three days a week, with a home-office budget and flexible core hours.',
          active: true,
        },
        {
          id: 'learning-development',
          title: 'Learning & Development',
          description:
            'A yearly training budget, paid certifications and mentoring from senior engineers and consultants.',
          active: true,
        },
      ],
      { summary: 'title', addLabel: 'Add Benefit', maxItems: 30 },
    ),
  }),
});
