/**
 * Careers page content (spec points 2, 9): form options and the internship programme. The open
 * positions are the Job Posting Management entity (schemas/jobs.ts), whose defaults are the six
 * of the spec.
 */

export const OTHER_POSITION = 'Other';
export const EXPERIENCE_OPTIONS = ['0-1 years', '2-3 years', '4-5 years', '6-10 years', '10+ years'];
export const RESUME_EXTENSIONS = ['.pdf', '.doc', '.docx'];

export const INTERNSHIP = {
  title: 'Internship Programme',
  text: 'Students and recent graduates join real client projects for three to six months, with a mentor, a monthly stipend and the chance of a permanent role.',
  points: ['Three to six months', 'A dedicated mentor', 'Monthly stipend', 'Path to a permanent role'],
};
