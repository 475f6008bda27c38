/**
 * The job application form. First name and email are required so the
 * owner can answer; the resume accepts .pdf, .doc and .docx only (checked by extension, with an
 * inline message). A valid submission uploads the resume to the private resumes bucket, then sends
 * the application (./senders); on success the form is reset, on failure everything typed and the
 * chosen file stay.
 */
import { RESUME_EXTENSIONS } from '@content/careers';
import { useEffect, useRef } from 'react';
import type { FormMessages, SiteText } from '@/app/site-text';
import { useLocale } from '@/app/use-locale';
import { Filled } from '@/components/ui/Filled';
import { FormFailure } from './FormFailure';
import { FormSuccess } from './FormSuccess';
import { FALLBACK_EMAIL } from './fallback-email';
import { FieldGrid, FormNote, SubmitButton, TextField } from './fields';
import { Honeypot } from './Honeypot';
import { FileField, SelectField, TextAreaField } from './more-fields';
import { fileOf, textOf, useFormAction } from './use-form-action';

export interface ApplicationFormProps {
  text: Pick<SiteText, 'forms' | 'applicationForm'>;
  /** Reads what the form says when its check or send fails (src/app/site-text.ts). */
  messages: () => Promise<FormMessages>;
  /** Position titles offered (the open jobs plus Other). */
  positions: readonly string[];
  /** Set by Apply Now: the position to select; `nonce` makes repeated clicks count. */
  preselect?: { position: string; nonce: number };
  email?: string;
}

export function ApplicationForm({
  text,
  messages,
  positions,
  preselect,
  email = FALLBACK_EMAIL,
}: ApplicationFormProps) {
  const { forms, applicationForm: words } = text;
  // What it sends says the language of its page.
  const locale = useLocale();
  const { result, errors, pending, formProps } = useFormAction({
    sender: () =>
      Promise.all([import('./senders'), messages()]).then(([m, said]) =>
        m.applicationSender(said, email, locale),
      ),
    notLoaded: forms.notLoaded,
    read: (data) => ({
      firstName: textOf(data, 'firstName'),
      lastName: textOf(data, 'lastName'),
      email: textOf(data, 'email'),
      phone: textOf(data, 'phone'),
      position: textOf(data, 'position'),
      experience: textOf(data, 'experience'),
      coverLetter: textOf(data, 'coverLetter'),
      resume: fileOf(data, 'resume')?.name ?? '',
    }),
  });

  // Apply Now picks the position; the select stays the visitor's to change.
  const position = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    if (preselect && position.current) position.current.value = preselect.position;
  }, [preselect]);

  return (
    <form {...formProps} className="cp-form" aria-label={words.name}>
      <Honeypot label={forms.trap} />
      <FormNote>{forms.required}</FormNote>
      <FieldGrid>
        <TextField
          label={forms.firstName}
          name="firstName"
          required
          autoComplete="given-name"
          error={errors.firstName}
        />
        <TextField label={forms.lastName} name="lastName" autoComplete="family-name" />
        <TextField
          label={forms.email}
          name="email"
          type="email"
          required
          autoComplete="email"
          error={errors.email}
        />
        <TextField label={words.phone} name="phone" type="tel" autoComplete="tel" />
        <SelectField
          label={words.position}
          name="position"
          placeholder={words.choosePosition}
          options={positions}
          selectRef={position}
        />
        <SelectField
          label={words.experience}
          name="experience"
          placeholder={forms.choose}
          options={words.experienceChoices}
        />
      </FieldGrid>
      <TextAreaField label={words.coverLetter} name="coverLetter" rows={5} />
      <FileField
        label={words.resume}
        name="resume"
        accept={RESUME_EXTENSIONS.join(',')}
        error={errors.resume}
      />
      {result.status === 'sent' ? (
        <FormSuccess title={words.thanks}>
          <Filled
            text={words.sent}
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
        {words.submit}
      </SubmitButton>
      <FormNote>{words.reply}</FormNote>
    </form>
  );
}
