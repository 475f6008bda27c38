/** Site Text (schemas/site-text.ts): the careers page's job application form. */

import * as f from '@/schema-kit/fields';
import { interfaceTexts as texts } from '@/schema-kit/interface-texts';

export const applicationForm = f.group('Job application form', {
  ...texts({
    name: 'Job application',
    phone: 'Phone',
    position: 'Position of interest',
    choosePosition: 'Select a position…',
    otherPosition: 'Other',
    experience: 'Years of experience',
    coverLetter: 'Cover letter',
    resume: 'Resume (.pdf, .doc or .docx)',
    submit: 'Submit Application',
    thanks: 'Thank you for applying!',
    sent: 'Your application has been sent. We read every application; questions can go to {email}.',
    reply: 'We read every application and reply within two weeks.',
  }),
  experienceChoices: f.tags(
    'Experience choices',
    ['0-1 years', '2-3 years', '4-5 years', '6-10 years', '10+ years'],
    { maxItems: 12 },
  ),
});
