/** Site Text (schemas/site-text.ts): the careers page's interface text. */

import { JOB_TYPE_NAMES } from '@content/job-types';
import * as f from '@/schema-kit/fields';
import { interfaceTexts as texts } from '@/schema-kit/interface-texts';

export { JOB_TYPE_NAMES, jobTypeName } from '@content/job-types';

export const careers = f.group('Careers', {
  ...texts({
    applyNow: 'Apply Now',
    applyNowFor: 'Apply Now for {title}',
    noBenefits: 'Our benefits are being updated. Ask us about them when you apply.',
  }),
  jobTypes: f.group('Job type names', texts(JOB_TYPE_NAMES)),
});
