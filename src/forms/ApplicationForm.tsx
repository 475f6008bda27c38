/**
 * The job application form (spec points 2, 3, 5, 9). First name and email are required so the
 * owner can answer; the resume accepts .pdf, .doc and .docx only (checked by extension, with an
 * inline message). A valid submission uploads the resume to the private resumes bucket, then sends
 * the application (./senders); on success the form is reset, on failure everything typed and the
 * chosen file stay.
 */
import { EXPERIENCE_OPTIONS, RESUME_EXTENSIONS } from '@content/careers';
import { useEffect, useRef } from 'react';
import { FormFailure } from './FormFailure';
import { FormSuccess } from './FormSuccess';
import { FALLBACK_EMAIL } from './fallback-email';
import { FieldGrid, FormNote, SubmitButton, TextField } from './fields';
import { Honeypot } from './Honeypot';
import { FileField, SelectField, TextAreaField } from './more-fields';
import { fileOf, textOf, useFormAction } from './use-form-action';

export interface ApplicationFormProps {
  /** Position titles offered (the open jobs plus Other). */
  positions: readonly string[];
  /** Set by Apply Now: the position to select; `nonce` makes repeated clicks count. */
  preselect?: { position: string; nonce: number };
  email?: string;
}

export function ApplicationForm({ positions, preselect, email = FALLBACK_EMAIL }: ApplicationFormProps) {
  const { result, errors, pending, formProps } = useFormAction({
    sender: () => import('./senders').then((m) => m.applicationSender),
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
    <form {...formProps} className="cp-form" aria-label="Job application">
      <Honeypot />
      <FormNote>Fields marked with * are required.</FormNote>
      <FieldGrid>
        <TextField
          label="First name"
          name="firstName"
          required
          autoComplete="given-name"
          error={errors.firstName}
        />
        <TextField label="Last name" name="lastName" autoComplete="family-name" />
        <TextField
          label="Email"
          name="email"
          type="email"
          required
          autoComplete="email"
          error={errors.email}
        />
        <TextField label="Phone" name="phone" type="tel" autoComplete="tel" />
        <SelectField
          label="Position of interest"
          name="position"
          placeholder="Select a position…"
          options={positions}
          selectRef={position}
        />
        <SelectField
          label="Years of experience"
          name="experience"
          placeholder="Select…"
          options={EXPERIENCE_OPTIONS}
        />
      </FieldGrid>
      <TextAreaField label="Cover letter" name="coverLetter" rows={5} />
      <FileField
        label="Resume (.pdf, .doc or .docx)"
        name="resume"
        accept={RESUME_EXTENSIONS.join(',')}
        error={errors.resume}
      />
      {result.status === 'sent' ? (
        <FormSuccess title="Thank you for applying!">
          Your application has been sent. We read every application; questions can go to{' '}
          <a href={`mailto:${email}`}>{email}</a>.
        </FormSuccess>
      ) : null}
      {result.status === 'failed' ? <FormFailure message={result.message} /> : null}
      <SubmitButton pending={pending}>Submit Application</SubmitButton>
      <FormNote>We read every application and reply within two weeks.</FormNote>
    </form>
  );
}
