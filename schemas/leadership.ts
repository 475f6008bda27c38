/** The leadership team shown on /about. */

import * as v from 'valibot';
import { defineEntity } from '@/schema-kit/entity';
import * as f from '@/schema-kit/fields';

export default defineEntity({
  key: 'leadership',
  title: 'Leadership Team Management',
  tab: { key: 'leadership', label: 'Leadership Team Management', order: 6, group: 'content' },
  saveMessage: 'Leadership team data saved successfully!',
  schema: v.object({
    members: f.list(
      'Team members',
      {
        id: f.identifier(),
        name: f.text('Name', '', { maxLength: 80 }),
        role: f.text('Role', '', { maxLength: 80 }),
        department: f.text('Department', 'General', { maxLength: 60 }),
        description: f.textarea('Description', '', { maxLength: 1500 }),
        image: f.image('Photo', '', {
          purpose: 'portrait',
          altFrom: 'name',
          maxBytes: 5 * 1024 * 1024,
          tooLargeMessage: 'File size must be less than 5MB',
          wrongTypeMessage: 'Please select an image file',
        }),
        experience: f.text('Experience', '5+ years', { maxLength: 40 }),
        location: f.text('Location', 'Dubai, UAE', { maxLength: 80 }),
        email: f.text('Email', '', { maxLength: 120 }),
        linkedin: f.url('LinkedIn', ''),
        twitter: f.url('Twitter', ''),
        expertise: f.tags('Expertise', []),
        achievements: f.tags('Achievements', []),
      },
      [
        {
          id: 'ahmed-al-rashid',
          name: 'Ahmed Al-Rashid',
          role: 'Founder & COO',
          department: 'Operations',
          description:
            'Ahmed founded Connectia in 2015 after a decade leading delivery teams for regional telecom and banking groups. He runs day-to-day operations and makes sure every engagement is staffed with the right people, on time and on budget.',
          image: '/images/team/ahmed-al-rashid.svg',
          experience: '15+ years',
          location: 'Dubai, UAE',
          email: 'ahmed@connectia.ae',
          linkedin: 'https://www.linkedin.com/in/ahmed-al-rashid',
          expertise: ['Operations', 'Workforce planning', 'Client partnerships'],
          achievements: ['Grew Connectia to 200+ people', 'Opened offices in three countries'],
        },
        {
          id: 'sarah-mitchell',
          name: 'Sarah Mitchell',
          role: 'Co-Founder & CTO',
          department: 'Technology',
          description:
            'Sarah leads architecture and engineering across software, cloud and data projects. Before Connectia she built cloud platforms for logistics and energy companies in Europe and the Gulf.',
          image: '/images/team/sarah-mitchell.svg',
          experience: '12+ years',
          location: 'Dubai, UAE',
          email: 'sarah@connectia.ae',
          linkedin: 'https://www.linkedin.com/in/sarah-mitchell',
          expertise: ['Cloud architecture', 'AI & data', 'Engineering leadership'],
          achievements: ['Led 100+ cloud migrations', 'AWS and Azure certified architect'],
        },
        {
          id: 'omar-haddad',
          name: 'Omar Haddad',
          role: 'Head of Business Development',
          department: 'Business Development',
          description:
            'Omar builds long-term partnerships with clients in government, energy and retail. He turns business goals into clear project plans and keeps every partnership focused on measurable results.',
          image: '/images/team/omar-haddad.svg',
          experience: '10+ years',
          location: 'Dubai, UAE',
          email: 'omar@connectia.ae',
          linkedin: 'https://www.linkedin.com/in/omar-haddad',
          expertise: ['Strategic partnerships', 'Enterprise sales', 'SAP programmes'],
          achievements: ['Signed 50+ enterprise clients', 'Built the sustainability practice'],
        },
      ],
      { summary: 'name', addLabel: 'Add Team Member', maxItems: 30 },
    ),
  }),
});
