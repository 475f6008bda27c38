/**
 * The job application form's file types. The open positions are the Job Posting
 * Management entity (schemas/jobs.ts), whose defaults are the six of the spec; the page's own words
 * are its entity's (schemas/pages/careers.ts), the application form's words and choices Site Text's.
 */

export const RESUME_EXTENSIONS = ['.pdf', '.doc', '.docx'];
