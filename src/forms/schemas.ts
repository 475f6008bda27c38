/**
 * Validation of the public forms (spec point 5). Only the contact inquiry has required fields;
 * the application checks the resume's file type; the newsletter checks the email's shape.
 */
import { RESUME_EXTENSIONS } from '@content/careers';
import * as v from 'valibot';

const required = (message: string) => v.pipe(v.string(), v.trim(), v.minLength(1, message));
const optionalEmail = v.pipe(
  v.string(),
  v.trim(),
  v.check(
    (value) => value === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value),
    'Enter a valid email address, such as name@company.com.',
  ),
);

export const MESSAGES = {
  firstName: 'First name is required.',
  lastName: 'Last name is required.',
  email: 'Email is required.',
  emailFormat: 'Enter a valid email address, such as name@company.com.',
  company: 'Company is required.',
  resume: 'Resume must be a .pdf, .doc or .docx file.',
} as const;

export const contactSchema = v.object({
  firstName: required(MESSAGES.firstName),
  lastName: required(MESSAGES.lastName),
  email: v.pipe(v.string(), v.trim(), v.minLength(1, MESSAGES.email), v.email(MESSAGES.emailFormat)),
  company: required(MESSAGES.company),
  extra: v.record(v.string(), v.string()),
  message: v.string(),
});
export type ContactValues = v.InferInput<typeof contactSchema>;

export const hasResumeExtension = (fileName: string): boolean =>
  fileName === '' || RESUME_EXTENSIONS.some((ext) => fileName.toLowerCase().endsWith(ext));

export const applicationSchema = v.object({
  firstName: v.string(),
  lastName: v.string(),
  email: optionalEmail,
  phone: v.string(),
  position: v.string(),
  experience: v.string(),
  coverLetter: v.string(),
  resume: v.pipe(v.string(), v.check(hasResumeExtension, MESSAGES.resume)),
});
export type ApplicationValues = v.InferInput<typeof applicationSchema>;

export const newsletterSchema = v.object({ email: optionalEmail });
export type NewsletterValues = v.InferInput<typeof newsletterSchema>;

/** The first message of a field's errors (strings or standard-schema issues). */
export function firstError(errors: readonly unknown[]): string | undefined {
  for (const error of errors) {
    if (typeof error === 'string' && error) return error;
    if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string') {
      return error.message;
    }
  }
  return undefined;
}

/** The address the success messages point visitors to. */
export const FALLBACK_EMAIL = 'hello@connectia.ae';
