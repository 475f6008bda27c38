/**
 * The contact inquiry form (spec points 2, 3, 5): first name, last name, email and company are
 * required; the extra fields follow the inquiry configuration for `?service=`. A valid submission
 * is sent to the inquiries table (./senders) with the extra answers under their labels; on success
 * the form is reset and a confirmation shows, on failure a message says what to do and everything
 * typed stays.
 */
import type { InquiryConfig } from '@content/contact';
import { FormFailure } from './FormFailure';
import { FormSuccess } from './FormSuccess';
import { FALLBACK_EMAIL } from './fallback-email';
import { FieldGrid, FormNote, SubmitButton, TextField } from './fields';
import { Honeypot } from './Honeypot';
import { SelectField, TextAreaField } from './more-fields';
import type { ContactValues } from './schemas';
import { textOf, useFormAction } from './use-form-action';

export interface ContactFormProps {
  inquiry: InquiryConfig;
  /** Where visitors are told to send their message. */
  email?: string;
}

const extraName = (name: string) => `extra.${name}`;

export function ContactForm({ inquiry, email = FALLBACK_EMAIL }: ContactFormProps) {
  const { result, errors, pending, formProps } = useFormAction({
    sender: () => import('./senders').then((m) => m.contactSender(inquiry)),
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
