/**
 * Site Text (schemas/site-text.ts): what a form says when a check or a send fails. A form's page
 * does not load these: its loader hands the form a read of them (src/app/site-text.ts), made when a
 * visitor first reaches for the form.
 */

import * as f from '@/schema-kit/fields';
import { interfaceTexts as texts } from '@/schema-kit/interface-texts';

export const formMessages = f.group(
  'Form messages',
  texts({
    firstNameMissing: 'First name is required.',
    lastNameMissing: 'Last name is required.',
    emailMissing: 'Email is required.',
    emailInvalid: 'Enter a valid email address, such as name@company.com.',
    companyMissing: 'Company is required.',
    resumeType: 'Resume must be a .pdf, .doc or .docx file.',
    notSetUp:
      'Sending messages is not set up on this website yet, so nothing was sent. Please email us at {email}: everything you typed is still here.',
    offline:
      'We could not reach our server, so nothing was sent. Check your internet connection and press send again: everything you typed is still here.',
    rateLimited:
      'You have sent several messages from this address in the last hour, so this one was not accepted. Please try again later, or email us at {email}.',
    rateLimitedUntil: '{limit} Everything you typed is still here; if it cannot wait, email us at {email}.',
    refused:
      'Our server did not accept this form. Please check what you entered and try again, or email us at {email}.',
    unavailable:
      'Something went wrong on our side and nothing was sent. Please try again in a moment, or email us at {email}.',
  }),
);
