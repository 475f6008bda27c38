/**
 * Site content the owner edits as text: the services overview hero, the about story and mission,
 * and the home page's services heading.
 */

import * as v from 'valibot';
import { defineEntity } from '@/schema-kit/entity';
import * as f from '@/schema-kit/fields';

export default defineEntity({
  key: 'content',
  title: 'Content Management',
  tab: { key: 'content', label: 'Content Management', order: 7, group: 'content' },
  saveMessage: 'Content saved successfully!',
  admin: { saveLabel: 'Save Content', layout: 'tabs' },
  schema: v.object({
    hero: f.group('Hero', {
      title: f.text('Title', 'Our Expertise', {
        maxLength: 120,
        description: 'Heading of the services overview page.',
      }),
      subtitle: f.textarea(
        'Subtitle',
        'End-to-end technology services — from talent and software to cloud, data and SAP — delivered by one accountable partner.',
        { maxLength: 400 },
      ),
      ctaText: f.text('Button text', 'Talk to an Expert', { maxLength: 40 }),
    }),
    about: f.group('About', {
      title: f.text('Title', 'Our Story', { maxLength: 120 }),
      description: f.textarea(
        'Description',
        'Connectia began in Dubai in 2015 with a simple idea: businesses grow faster when the right people meet the right solutions. What started as a specialist staffing partner is today a full-service technology company delivering software, cloud, data and sustainable infrastructure projects for clients in 15+ countries.',
        { maxLength: 1500 },
      ),
      mission: f.textarea(
        'Mission',
        'To connect businesses with the talent and technology they need to grow — delivered with transparency, speed and care.',
        { maxLength: 600 },
      ),
      vision: f.textarea(
        'Vision',
        'To be the most trusted technology and talent partner in the region, known for solutions that last and people who care.',
        { maxLength: 600 },
      ),
    }),
    services: f.group('Services', {
      title: f.text('Title', 'Our Services', {
        maxLength: 120,
        description: 'Heading of the services grid on the home page.',
      }),
      description: f.textarea(
        'Description',
        'From skilled professionals to complete digital platforms, we cover every step of your technology journey.',
        { maxLength: 600 },
      ),
    }),
  }),
});
