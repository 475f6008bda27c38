import * as v from 'valibot';
import { defineEntity } from '@/schema-kit/entity';
import * as f from '@/schema-kit/fields';
import * as s from '@/schema-kit/server-fields';

/**
 * Who hears about new leads, and of which kinds. Admin-only: the database keeps it where only the
 * admin reads it, and reads it itself when a visitor's message arrives (an empty recipient list
 * means the admin address; a switch that is not saved counts as on, as its default here).
 */
export default defineEntity({
  key: 'notifications',
  title: 'Notifications',
  description: 'E-mails to you when visitors get in touch. Only you can see these settings.',
  access: 'admin',
  tab: { key: 'notifications', label: 'Notifications', order: 1, group: 'inbox' }, // after the Inbox
  saveMessage: 'Notification settings saved successfully!',
  admin: { saveLabel: 'Save Notification Settings' },
  schema: v.object({
    enabled: f.boolean('Send notification e-mails', true),
    recipients: s.emails('Recipients', [], {
      maxItems: 10,
      description: 'Who gets them. Leave this empty to send them to the admin address.',
    }),
    inquiries: f.boolean('A new contact inquiry (one e-mail each)', true),
    applications: f.boolean('A new job application (one e-mail each)', true),
    newsletter: f.boolean('New newsletter sign-ups (one summary a day at most)', true),
  }),
});
