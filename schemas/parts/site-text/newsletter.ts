/** Site Text (schemas/site-text.ts): the blog's newsletter box. */

import * as f from '@/schema-kit/fields';
import { interfaceTexts as texts } from '@/schema-kit/interface-texts';

export const newsletter = f.group(
  'Newsletter box',
  texts({
    name: 'Newsletter',
    email: 'Email address',
    example: 'you@company.com',
    subscribe: 'Subscribe',
    thanks: 'Thanks for subscribing!',
    thanksText: 'You will hear from us when we publish new articles. Questions: {email}.',
    already: 'You are already subscribed.',
    alreadyText: 'This address is on our list already; new articles will keep coming. Questions: {email}.',
  }),
);
