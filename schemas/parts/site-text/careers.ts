/** Site Text (schemas/site-text.ts): the careers page's interface text. */

import * as f from '@/schema-kit/fields';
import { choiceName, interfaceTexts as texts } from '@/schema-kit/interface-texts';

/** The open positions' job types (schemas/jobs.ts) and the names visitors read for them. */
export const JOB_TYPE_NAMES = {
  fullTime: 'Full-time',
  partTime: 'Part-time',
  contract: 'Contract',
  internship: 'Internship',
} as const;

/** The name a job type is shown by: its Site Text name, or the type itself if it has none. */
export const jobTypeName = (names: Readonly<Record<keyof typeof JOB_TYPE_NAMES, string>>, type: string) =>
  choiceName(JOB_TYPE_NAMES, names, type);

export const careers = f.group('Careers', {
  ...texts({
    applyNow: 'Apply Now',
    applyNowFor: 'Apply Now for {title}',
    noBenefits: 'Our benefits are being updated. Ask us about them when you apply.',
  }),
  jobTypes: f.group('Job type names', texts(JOB_TYPE_NAMES)),
});
