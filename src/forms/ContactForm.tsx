/**
 * The contact inquiry form (spec points 2, 3, 5): first name, last name, email and company are
 * required; the extra fields follow the inquiry configuration for `?service=`. A valid submission
 * is sent to the inquiries table (./deliver) with the extra answers under their labels; on success
 * the form is reset and a confirmation shows, on failure a message says what to do and everything
 * typed stays.
 */
import type { InquiryConfig } from '@content/contact';
import { backend } from '@/app/backend';
import { insertRow } from './deliver';
import { FormFailure } from './FormFailure';
import { FormSuccess } from './FormSuccess';
import { FieldGrid, FormNote, SelectField, SubmitButton, TextAreaField, TextField } from './fields';
import { Honeypot } from './Honeypot';
import { type ContactOutput, type ContactValues, contactSchema, FALLBACK_EMAIL } from './schemas';
import { textOf, useFormAction } from './use-form-action';

export interface ContactFormProps {
  inquiry: InquiryConfig;
  /** Where visitors are told to send their message. */
  email?: string;
}

const extraName = (name: string) => `extra.${name}`;

/** The row for public.inquiries: the extra answers keyed by their labels, empty ones left out. */
function inquiryRow(inquiry: InquiryConfig, value: ContactOutput) {
  const answers = Object.fromEntries(
    inquiry.fields
      .map((field) => [field.label, (value.extra[field.name] ?? '').trim()] as const)
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

export function ContactForm({ inquiry, email = FALLBACK_EMAIL }: ContactFormProps) {
  const { result, errors, pending, formProps } = useFormAction({
    schema: contactSchema,
    read: (data): ContactValues => ({
      firstName: textOf(data, 'firstName'),
      lastName: textOf(data, 'lastName'),
      email: textOf(data, 'email'),
      company: textOf(data, 'company'),
      extra: Object.fromEntries(
        inquiry.fields.map((field) => [field.name, textOf(data, extraName(field.name))]),
      ),
      message: textOf(data, 'message'),
    }),
    send: async (value) => ({
      delivery: await insertRow(backend, 'inquiries', inquiryRow(inquiry, value)),
      sent: value.firstName,
    }),
  });
  const headingId = `inquiry-${inquiry.key}-heading`;

  return (
    <form {...formProps} className="cp-form" aria-labelledby={headingId}>
      <Honeypot />
      <div>
        <h2 className="cp-form__heading" id={headingId}>
          {inquiry.heading}
        </h2>
        <FormNote>{inquiry.description}</FormNote>
        <FormNote>Fields marked with * are required.</FormNote>
      </div>
      <FieldGrid>
        <TextField
          label="First name"
          name="firstName"
          required
          autoComplete="given-name"
          error={errors.firstName}
        />
        <TextField
          label="Last name"
          name="lastName"
          required
          autoComplete="family-name"
          error={errors.lastName}
        />
        <TextField
          label="Email"
          name="email"
          type="email"
          required
          autoComplete="email"
          error={errors.email}
        />
        <TextField
          label="Company"
          name="company"
          required
          autoComplete="organization"
          error={errors.company}
        />
      </FieldGrid>
      {inquiry.fields.length ? (
        <FieldGrid testId="extra-fields">
          {inquiry.fields.map((extra) => {
            const name = extraName(extra.name);
            if (extra.type === 'select') {
              return (
                <SelectField
                  key={name}
                  label={extra.label}
                  name={name}
                  placeholder="Select…"
                  options={extra.options ?? []}
                />
              );
            }
            if (extra.type === 'textarea') {
              return <TextAreaField key={name} label={extra.label} name={name} rows={3} wide />;
            }
            return (
              <TextField
                key={name}
                label={extra.label}
                name={name}
                type={extra.type === 'date' ? 'date' : 'text'}
              />
            );
          })}
        </FieldGrid>
      ) : null}
      <TextAreaField label="Additional information" name="message" rows={4} />
      {result.status === 'sent' ? (
        <FormSuccess title={`Thank you${result.sent ? `, ${result.sent}` : ''}!`}>
          Your inquiry has been sent. We reply within one business day; for anything urgent, email{' '}
          <a href={`mailto:${email}`}>{email}</a>.
        </FormSuccess>
      ) : null}
      {result.status === 'failed' ? <FormFailure message={result.message} /> : null}
      <SubmitButton pending={pending}>Send Inquiry</SubmitButton>
    </form>
  );
}
