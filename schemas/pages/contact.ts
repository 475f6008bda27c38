/**
 * The contact page's own words: its hero, the contact list's heading and
 * labels, the business hours and the WhatsApp greeting. The address, phone and e-mail are the
 * footer's company information (schemas/footer.ts); the inquiry form's words are the site's
 * interface text and its questions per `?service=` the contact form's.
 */
import * as v from 'valibot';
import { defineEntity } from '@/schema-kit/entity';
import * as f from '@/schema-kit/fields';
import { seo } from '../parts/page-fields';

const label = (title: string, fallback: string) => f.text(title, fallback, { required: true, maxLength: 60 });

export default defineEntity({
  key: 'page-contact',
  title: 'Contact Page',
  tab: { key: 'page-contact', label: 'Contact', order: 8, group: 'pages' },
  saveMessage: 'Contact page saved successfully!',
  admin: { saveLabel: 'Save Contact Page', layout: 'tabs' },
  schema: v.object({
    hero: f.group('Hero', {
      title: f.text('Title', 'Contact Us', { required: true, maxLength: 120 }),
      subtitle: f.textarea(
        'Subtitle',
        'Tell us about your project. Our team answers on business days, usually within a few hours.',
        { maxLength: 400 },
      ),
      breadcrumb: f.text('Breadcrumb label', 'Contact', { required: true, maxLength: 60 }),
    }),
    details: f.group(
      'Contact details',
      {
        title: f.text('Heading', 'Get in Touch', { required: true, maxLength: 120 }),
        office: label('Address label', 'Office'),
        phone: label('Phone label', 'Phone'),
        email: label('E-mail label', 'Email'),
        whatsapp: label('WhatsApp label', 'WhatsApp'),
        hours: label('Business hours label', 'Business hours'),
        greeting: f.textarea(
          'WhatsApp greeting',
          'Hello Connectia! I would like to know more about your services.',
          {
            maxLength: 300,
            description: 'The message a WhatsApp chat starts with, for the visitor to send.',
          },
        ),
      },
      {
        description:
          'The address, phone number and e-mail address are the footer’s (Footer Content & Styling, Company Information).',
      },
    ),
    hours: f.group('Business hours', {
      rows: f.list(
        'Days',
        {
          id: f.identifier(),
          days: f.text('Days', 'New days', { required: true, maxLength: 60 }),
          hours: f.text('Hours', 'Closed', { required: true, maxLength: 60 }),
        },
        [
          { id: 'weekdays', days: 'Monday to Friday', hours: '9:00 AM to 6:00 PM' },
          { id: 'weekend', days: 'Saturday and Sunday', hours: 'Closed' },
        ],
        { summary: 'days', addLabel: 'Add Days', maxItems: 7 },
      ),
    }),
    seo: seo(
      'Contact Us',
      'Talk to Connectia about staffing, software, cloud, AI, data or SAP. Call, email, chat on WhatsApp or send an inquiry.',
    ),
  }),
});
