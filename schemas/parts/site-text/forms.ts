/**
 * Site Text (schemas/site-text.ts): what the contact form, the job application and the newsletter box
 * share: labels, notes, and the messages of a check or a send that failed.
 */

import * as f from '@/schema-kit/fields';
import { interfaceTexts as texts } from '@/schema-kit/interface-texts';

export const forms = f.group(
  'Every form',
  texts({
    required: 'Fields marked with * are required.',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    choose: 'Select…',
    sending: 'Sending…',
    notSent: 'Not sent',
    trap: 'Leave this field empty',
    notLoaded:
      'This form could not be sent because part of the page did not load. Check your internet connection and press send again: everything you typed is still here.',
  }),
);
