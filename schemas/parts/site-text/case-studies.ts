/** Site Text (schemas/site-text.ts): every case study's page, and the labels of the case study cards. */

import * as f from '@/schema-kit/fields';
import { interfaceTexts as texts } from '@/schema-kit/interface-texts';

export const caseStudies = f.group(
  'Case studies',
  texts({
    viewCaseStudy: 'View Case Study',
    viewCaseStudyOf: 'View Case Study: {title}',
    parent: 'Portfolio',
    eyebrow: 'Case Study',
    startSimilar: 'Start a Similar Project',
    region: 'Case study',
    client: 'Client',
    industry: 'Industry',
    duration: 'Duration',
    team: 'Team',
    challenge: 'The Challenge',
    solution: 'Our Solution',
    results: 'Results',
    technologies: 'Technologies',
    published: 'Published {date}',
    ctaHeading: 'Have a Similar Challenge?',
    ctaText: 'Tell us about it: we will show you how we would approach it.',
    ctaButton: 'Talk to Our Team',
  }),
);
