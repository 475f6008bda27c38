/** The hero sections of the home, about and careers pages. */

import * as v from 'valibot';
import { defineEntity } from '@/schema-kit/entity';
import * as f from '@/schema-kit/fields';

/** A photo behind the hero text: processed into sizes for every screen; it may be marked decorative. */
const BACKGROUND = {
  purpose: 'photo',
  tooLargeMessage: 'File {name} is too large. The largest photo this field takes is 40 MB.',
  wrongTypeMessage: 'Please select an image file (JPEG, PNG, WebP, AVIF, GIF or HEIC).',
  decorative: true,
  description: 'A photo behind the text. Any size up to 40 MB: it is resized for every screen.',
} as const;

export default defineEntity({
  key: 'hero',
  title: 'Hero Sections Management',
  tab: { key: 'hero', label: 'Hero Sections Management', order: 5, group: 'content' },
  saveMessage: 'Hero section settings saved successfully!',
  admin: { saveLabel: 'Save Hero Settings', layout: 'tabs', preview: 'hero' },
  schema: v.object({
    home: f.group('Home Page', {
      title: f.text('Title', 'Connecting People & Solutions', { maxLength: 120 }),
      subtitle: f.textarea(
        'Subtitle',
        'Technology services, skilled talent and sustainable solutions that help businesses across the Middle East grow with confidence.',
        { maxLength: 400 },
      ),
      ctaText: f.text('Button text', 'Get Started', { maxLength: 40 }),
      ctaLink: f.url('Button link', '/contact'),
      backgroundImage: f.image('Background image', '', BACKGROUND),
      colors: f.group('Colours', {
        background: f.colour('Background', '#4f008c'),
        text: f.colour('Text', '#ffffff'),
        accent: f.colour('Accent', '#00c48c'),
      }),
    }),
    about: f.group('About Page', {
      title: f.text('Title', 'About Connectia', { maxLength: 120 }),
      subtitle: f.textarea(
        'Subtitle',
        'Since 2015 we have connected businesses with the people and technology they need — from Dubai to clients in 15+ countries.',
        { maxLength: 400 },
      ),
      backgroundImage: f.image('Background image', '', BACKGROUND),
    }),
    careers: f.group('Careers Page', {
      title: f.text('Title', 'Join Our Team', { maxLength: 120 }),
      subtitle: f.textarea(
        'Subtitle',
        'Build your career with a team that delivers technology, talent and sustainable solutions to clients across the region.',
        { maxLength: 400 },
      ),
      ctaText: f.text('Button text', 'Apply Today', { maxLength: 40 }),
      ctaLink: f.url('Button link', '#application-form'),
    }),
  }),
});
