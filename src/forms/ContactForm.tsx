/**
 * The contact inquiry form: first name, last name, email and company are
 * required; the extra questions follow the inquiry of `?service=` (./inquiry.ts). A valid submission
 * is sent to the inquiries table (./senders) with the extra answers under their questions; on
 * success the form is reset and a confirmation shows, on failure a message says what to do and
 * everything typed stays. Its words are the Site Text's.
 */
import type { FormMessages, SiteText } from '@/app/site-text';
import { useLocale } from '@/app/use-locale';
import { Filled } from '@/components/ui/Filled';
import { fill } from '@/schema-kit/template';
import { FormFailure } from './FormFailure';
import { FormSuccess } from './FormSuccess';
import { FALLBACK_EMAIL } from './fallback-email';
import { FieldGrid, FormNote, SubmitButton, TextField } from './fields';
import { Honeypot } from './Honeypot';
import type { Inquiry } from './inquiry';
import { SelectField, TextAreaField } from './more-fields';
import type { ContactValues } from './schemas';
import { textOf, useFormAction } from './use-form-action';

export interface ContactFormProps {
  inquiry: Inquiry;
  text: Pick<SiteText, 'forms' | 'contactForm'>;
  /** Reads what the form says when its check or send fails (src/app/site-text.ts). */
  messages: () => Promise<FormMessages>;
  /** Where visitors are told to send their message. */
  email?: string;
}

/** An extra question's field, by its place in the inquiry. */
const extraName = (index: number) => `extra.${index}`;

export function ContactForm({ inquiry, text, messages, email = FALLBACK_EMAIL }: ContactFormProps) {
  const { forms, contactForm } = text;
  // What it sends says the language of its page.
  const locale = useLocale();
  const { result, errors, pending, formProps } = useFormAction({
    sender: () =>
      Promise.all([import('./senders'), messages()]).then(([m, said]) =>
        m.contactSender(inquiry, said, email, locale),
      ),
    notLoaded: forms.notLoaded,
    read: (data): ContactValues => ({
      firstName: textOf(data, 'firstName'),
      lastName: textOf(data, 'lastName'),
      email: textOf(data, 'email'),
      company: textOf(data, 'company'),
      extra: Object.fromEntries(inquiry.fields.map((_, index) => [index, textOf(data, extraName(index))])),
      message: textOf(data, 'message'),
    }),
  });
  const headingId = `inquiry-${inquiry.key}-heading`;

  return (
    <form {...formProps} className="cp-form" aria-labelledby={headingId}>
      <Honeypot label={forms.trap} />
      <div>
        <h2 className="cp-form__heading" id={headingId}>
          {inquiry.heading}
        </h2>
        <FormNote>{inquiry.description}</FormNote>
        <FormNote>{forms.required}</FormNote>
      </div>
      <FieldGrid>
        <TextField
          label={forms.firstName}
          name="firstName"
          required
          autoComplete="given-name"
          error={errors.firstName}
        />
        <TextField
          label={forms.lastName}
          name="lastName"
          required
          autoComplete="family-name"
          error={errors.lastName}
        />
        <TextField
          label={forms.email}
          name="email"
          type="email"
          required
          autoComplete="email"
          error={errors.email}
        />
        <TextField
          label={contactForm.company}
          name="company"
          required
          autoComplete="organization"
          error={errors.company}
        />
      </FieldGrid>
      {inquiry.fields.length ? (
        <FieldGrid testId="extra-fields">
          {inquiry.fields.map((extra, index) => {
            const name = extraName(index);
            if (extra.type === 'select') {
              return (
                <SelectField
                  key={name}
                  label={extra.label}
                  name={name}
                  placeholder={forms.choose}
                  options={extra.choices}
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
      <TextAreaField label={contactForm.message} name="message" rows={4} />
      {result.status === 'sent' ? (
        <FormSuccess
          title={result.sent ? fill(contactForm.thanksName, { name: result.sent }) : contactForm.thanks}
        >
          <Filled
            text={contactForm.sent}
            values={{
              email: (
                <a href={`mailto:${email}`} dir="ltr">
                  {email}
                </a>
              ),
            }}
          />
        </FormSuccess>
      ) : null}
      {result.status === 'failed' ? <FormFailure title={forms.notSent} message={result.message} /> : null}
      <SubmitButton pending={pending} sending={forms.sending}>
        {contactForm.send}
      </SubmitButton>
    </form>
  );
}
