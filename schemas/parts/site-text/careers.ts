/** Site Text (schemas/site-text.ts): the careers page's interface text. */

import * as f from '@/schema-kit/fields';
import { interfaceTexts as texts } from '@/schema-kit/interface-texts';

export const careers = f.group(
  'Careers',
  texts({
    applyNow: 'Apply Now',
    applyNowFor: 'Apply Now for {title}',
    noBenefits: 'Our benefits are being updated. Ask us about them when you apply.',
  }),
);
