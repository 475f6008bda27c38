/**
 * Validation of the public forms. The contact inquiry requires its four fields;
 * an application is sent for real, so it needs a first name and an email to answer;
 * the resume's file type is checked; the newsletter needs an email. The messages are the Site
 * Text's (schemas/site-text.ts).
 */
import { RESUME_EXTENSIONS } from '@content/careers';
import * as v from 'valibot';
import type { FormMessages } from '@/app/site-text';

const required = (message: string) => v.pipe(v.string(), v.trim(), v.minLength(1, message));

const requiredEmail = (said: FormMessages) =>
  v.pipe(v.string(), v.trim(), v.minLength(1, said.emailMissing), v.email(said.emailInvalid));

export const contactSchema = (said: FormMessages) =>
  v.object({
    firstName: required(said.firstNameMissing),
    lastName: required(said.lastNameMissing),
    email: requiredEmail(said),
    company: required(said.companyMissing),
    extra: v.record(v.string(), v.string()),
    message: v.string(),
  });
export type ContactValues = v.InferInput<ReturnType<typeof contactSchema>>;
export type ContactOutput = v.InferOutput<ReturnType<typeof contactSchema>>;

export const hasResumeExtension = (fileName: string): boolean =>
  fileName === '' || RESUME_EXTENSIONS.some((ext) => fileName.toLowerCase().endsWith(ext));

export const applicationSchema = (said: FormMessages) =>
  v.object({
    firstName: required(said.firstNameMissing),
    lastName: v.string(),
    email: requiredEmail(said),
    phone: v.string(),
    position: v.string(),
    experience: v.string(),
    coverLetter: v.string(),
    resume: v.pipe(v.string(), v.check(hasResumeExtension, said.resumeType)),
  });
export type ApplicationValues = v.InferInput<ReturnType<typeof applicationSchema>>;
export type ApplicationOutput = v.InferOutput<ReturnType<typeof applicationSchema>>;

export const newsletterSchema = (said: FormMessages) => v.object({ email: requiredEmail(said) });
export type NewsletterValues = v.InferInput<ReturnType<typeof newsletterSchema>>;
