/**
 * Site Text (schemas/site-text.ts): the contact page's inquiry form (the questions per service are the
 * Contact Form entity's).
 */

import * as f from '@/schema-kit/fields';
import { interfaceTexts as texts } from '@/schema-kit/interface-texts';

export const contactForm = f.group(
  'Contact form',
  texts({
    heading: 'General Inquiry',
    description: 'Tell us about your project or question and the right specialist will pick it up.',
    company: 'Company',
    message: 'Additional information',
    send: 'Send Inquiry',
    thanks: 'Thank you!',
    thanksName: 'Thank you, {name}!',
    sent: 'Your inquiry has been sent. We reply within one business day; for anything urgent, email {email}.',
  }),
);
