/**
 * The job application form's options (spec point 9). The open positions are the Job Posting
 * Management entity (schemas/jobs.ts), whose defaults are the six of the spec; the page's own words
 * are its entity's (schemas/pages/careers.ts).
 */

export const OTHER_POSITION = 'Other';
export const EXPERIENCE_OPTIONS = ['0-1 years', '2-3 years', '4-5 years', '6-10 years', '10+ years'];
export const RESUME_EXTENSIONS = ['.pdf', '.doc', '.docx'];
