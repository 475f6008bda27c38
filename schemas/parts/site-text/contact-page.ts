/**
 * Site Text (schemas/site-text.ts): the contact page's chat buttons and the name of its form and
 * details for screen readers (the page's own words are its entity's, schemas/pages/contact.ts).
 */

import * as f from '@/schema-kit/fields';
import { interfaceTexts as texts } from '@/schema-kit/interface-texts';

export const contactPage = f.group(
  'Contact page',
  texts({
    chat: 'Chat on WhatsApp',
    chatName: 'Chat on WhatsApp (opens in a new tab)',
    startChat: 'Start Chat',
    startChatName: 'Start Chat on WhatsApp (opens in a new tab)',
    region: 'Inquiry form and contact details',
  }),
);
