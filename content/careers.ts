/**
 * Careers page content (spec points 2, 9): the resume's file types and the internship programme.
 * The open positions are the Job Posting Management entity (schemas/jobs.ts), whose defaults are
 * the six of the spec; the application form's words and choices are Site Text's.
 */

export const RESUME_EXTENSIONS = ['.pdf', '.doc', '.docx'];

export const INTERNSHIP = {
  title: 'Internship Programme',
  text: 'Students and recent graduates join real client projects for three to six months, with a mentor, a monthly stipend and the chance of a permanent role.',
  points: ['Three to six months', 'A dedicated mentor', 'Monthly stipend', 'Path to a permanent role'],
};
