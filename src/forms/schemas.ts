/**
 * Validation of the public forms (spec point 5). The contact inquiry requires its four fields;
 * an application is sent for real, so it needs a first name and an email to answer;
 * the resume's file type is checked; the newsletter needs an email.
 */
import { RESUME_EXTENSIONS } from '@content/careers';
import * as v from 'valibot';

const required = (message: string) => v.pipe(v.string(), v.trim(), v.minLength(1, message));

export const MESSAGES = {
  firstName: 'First name is required.',
  lastName: 'Last name is required.',
  email: 'Email is required.',
  emailFormat: 'Enter a valid email address, such as name@company.com.',
  company: 'Company is required.',
  resume: 'Resume must be a .pdf, .doc or .docx file.',
} as const;

const requiredEmail = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1, MESSAGES.email),
  v.email(MESSAGES.emailFormat),
);

export const contactSchema = v.object({
  firstName: required(MESSAGES.firstName),
  lastName: required(MESSAGES.lastName),
  email: requiredEmail,
  company: required(MESSAGES.company),
  extra: v.record(v.string(), v.string()),
  message: v.string(),
});
export type ContactValues = v.InferInput<typeof contactSchema>;
export type ContactOutput = v.InferOutput<typeof contactSchema>;

export const hasResumeExtension = (fileName: string): boolean =>
  fileName === '' || RESUME_EXTENSIONS.some((ext) => fileName.toLowerCase().endsWith(ext));

export const applicationSchema = v.object({
  firstName: required(MESSAGES.firstName),
  lastName: v.string(),
  email: requiredEmail,
  phone: v.string(),
  position: v.string(),
  experience: v.string(),
  coverLetter: v.string(),
  resume: v.pipe(v.string(), v.check(hasResumeExtension, MESSAGES.resume)),
});
export type ApplicationValues = v.InferInput<typeof applicationSchema>;
export type ApplicationOutput = v.InferOutput<typeof applicationSchema>;

export const newsletterSchema = v.object({ email: requiredEmail });
export type NewsletterValues = v.InferInput<typeof newsletterSchema>;
