/** Site Text (schemas/site-text.ts): the leadership team's cards on the about page. */

import * as f from '@/schema-kit/fields';
import { interfaceTexts as texts } from '@/schema-kit/interface-texts';

export const leadership = f.group(
  'Leadership cards',
  texts({
    readBio: 'Read Bio',
    showLess: 'Show Less',
    expertise: 'Expertise',
    achievements: 'Achievements',
    email: 'Email {name}',
    linkedin: '{name} on LinkedIn (opens in a new tab)',
    twitter: '{name} on Twitter (opens in a new tab)',
    unnamed: 'Team Member {number}',
    role: 'Team Member',
    location: 'Dubai, UAE',
    experience: '5+ years',
    department: 'General',
  }),
);
