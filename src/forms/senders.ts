/**
 * What each public form checks and sends: its valibot schema and its delivery. A page's forms
 * render and hydrate with the page, but this module (the schemas, the REST delivery and the resume
 * upload) loads only when a visitor starts filling one in or sends it (use-form-action.ts), so
 * pages with a form carry none of it in their first scripts. Messages are Site Text's form messages;
 * `email` is the address the failure messages point visitors to; `locale` is the language of the
 * form's page, stored with what it sends.
 */
import * as v from 'valibot';
import { backend } from '@/app/backend';
import type { FormMessages } from '@/app/site-text';
import type { Locale } from '@/schema-kit/locales';
import { issuePath } from '@/schema-kit/validate';
import { type Delivery, deliveryMessages, insertRow, uploadResume } from './deliver';
import type { Inquiry } from './inquiry';
import {
  type ApplicationOutput,
  applicationSchema,
  type ContactOutput,
  contactSchema,
  newsletterSchema,
} from './schemas';
import { type FieldErrors, fileOf } from './use-form-action';

/** A form's checks and delivery; `sent` is what its confirmation needs (e.g. the visitor's name). */
export interface Sender<S extends v.GenericSchema, Sent> {
  schema: S;
  /** The schema's check of what the form read: its output, or the first message for each field. */
  check: (input: v.InferInput<S>) => Checked<v.InferOutput<S>>;
  send: (values: v.InferOutput<S>, data: FormData) => Promise<{ delivery: Delivery; sent: Sent }>;
}

export type Checked<T> = { success: true; output: T } | { success: false; errors: FieldErrors };

/** The first message for each field. */
export function fieldErrors(issues: readonly v.BaseIssue<unknown>[]): FieldErrors {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[issuePath(issue)] ??= issue.message;
  return errors;
}

/** A sender's schema and its check. */
function checked<S extends v.GenericSchema>(schema: S): Pick<Sender<S, never>, 'schema' | 'check'> {
  return {
    schema,
    check: (input) => {
      const parsed = v.safeParse(schema, input);
      return parsed.success
        ? { success: true, output: parsed.output }
        : { success: false, errors: fieldErrors(parsed.issues) };
    },
  };
}

/** The row for public.inquiries: the extra answers keyed by their labels, empty ones left out. */
function inquiryRow(inquiry: Inquiry, value: ContactOutput) {
  const answers = Object.fromEntries(
    inquiry.fields
      .map((field, index) => [field.label, (value.extra[String(index)] ?? '').trim()] as const)
      .filter(([, answer]) => answer !== ''),
  );
  return {
    service: inquiry.key,
    first_name: value.firstName,
    last_name: value.lastName,
    email: value.email,
    company: value.company,
    answers,
    message: value.message.trim(),
  };
}

/** The contact form of one inquiry (the general one, or a service's). */
export const contactSender = (
  inquiry: Inquiry,
  said: FormMessages,
  email: string,
  locale: Locale,
): Sender<ReturnType<typeof contactSchema>, string> => ({
  ...checked(contactSchema(said)),
  send: async (value) => ({
    delivery: await insertRow(
      backend,
      'inquiries',
      inquiryRow(inquiry, value),
      locale,
      deliveryMessages(said, email),
    ),
    sent: value.firstName,
  }),
});

async function sendApplication(
  value: ApplicationOutput,
  resume: File | undefined,
  locale: Locale,
  messages: ReturnType<typeof deliveryMessages>,
): Promise<Delivery> {
  let resumePath: string | null = null;
  if (resume) {
    const uploaded = await uploadResume(backend, resume, messages);
    if (!uploaded.ok) return uploaded;
    resumePath = uploaded.path;
  }
  return insertRow(
    backend,
    'job_applications',
    {
      first_name: value.firstName,
      last_name: value.lastName.trim(),
      email: value.email,
      phone: value.phone.trim(),
      position: value.position,
      years: value.experience,
      cover_letter: value.coverLetter.trim(),
      resume_path: resumePath,
    },
    locale,
    messages,
  );
}

export const applicationSender = (
  said: FormMessages,
  email: string,
  locale: Locale,
): Sender<ReturnType<typeof applicationSchema>, true> => ({
  ...checked(applicationSchema(said)),
  send: async (value, data) => ({
    delivery: await sendApplication(value, fileOf(data, 'resume'), locale, deliveryMessages(said, email)),
    sent: true,
  }),
});

/** Signing up twice is 'already', not an error. */
export const newsletterSender = (
  said: FormMessages,
  email: string,
  locale: Locale,
): Sender<ReturnType<typeof newsletterSchema>, 'already' | 'subscribed'> => ({
  ...checked(newsletterSchema(said)),
  send: async (value) => {
    const delivery = await insertRow(
      backend,
      'newsletter_subscribers',
      { email: value.email.toLowerCase() },
      locale,
      deliveryMessages(said, email),
      { duplicateIsSuccess: true },
    );
    return { delivery, sent: delivery.ok && delivery.duplicate ? 'already' : 'subscribed' };
  },
});
