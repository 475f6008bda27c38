/**
 * The job application form (spec points 2, 3, 5, 9). First name and email are required so the
 * owner can answer; the resume accepts .pdf, .doc and .docx only (checked by extension, with an
 * inline message). A valid submission uploads the resume to the private resumes bucket, then sends
 * the application (./deliver); on success the form is reset, on failure everything typed and the
 * chosen file stay.
 */
import { EXPERIENCE_OPTIONS, RESUME_EXTENSIONS } from '@content/careers';
import { Button, FileInput, NativeSelect, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { revalidateLogic, useForm } from '@tanstack/react-form';
import { useEffect, useState } from 'react';
import { backend } from '@/app/backend';
import { insertRow, uploadResume } from './deliver';
import { FormFailure } from './FormFailure';
import { FormSuccess } from './FormSuccess';
import { textFieldProps } from './field-props';
import { Honeypot } from './Honeypot';
import { type ApplicationValues, applicationSchema, FALLBACK_EMAIL, firstError } from './schemas';
import { useDelivery } from './use-delivery';

export interface ApplicationFormProps {
  /** Position titles offered (the open jobs plus Other). */
  positions: readonly string[];
  /** Set by Apply Now: the position to select; `nonce` makes repeated clicks count. */
  preselect?: { position: string; nonce: number };
  email?: string;
}

export function ApplicationForm({ positions, preselect, email = FALLBACK_EMAIL }: ApplicationFormProps) {
  const [done, setDone] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const delivery = useDelivery();
  const defaultValues: ApplicationValues = {
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    position: '',
    experience: '',
    coverLetter: '',
    resume: '',
  };
  const form = useForm({
    defaultValues,
    validationLogic: revalidateLogic({ mode: 'submit', modeAfterSubmission: 'change' }),
    validators: { onDynamic: applicationSchema },
    onSubmit: async ({ value, formApi }) => {
      const result = await delivery.send(async () => {
        let resumePath: string | null = null;
        if (file) {
          const uploaded = await uploadResume(backend, file);
          if (!uploaded.ok) return uploaded;
          resumePath = uploaded.path;
        }
        return insertRow(backend, 'job_applications', {
          first_name: value.firstName.trim(),
          last_name: value.lastName.trim(),
          email: value.email.trim(),
          phone: value.phone.trim(),
          position: value.position,
          years: value.experience,
          cover_letter: value.coverLetter.trim(),
          resume_path: resumePath,
        });
      });
      if (result !== 'dropped' && !result.ok) return;
      setDone(true);
      setFile(null);
      formApi.reset();
    },
  });

  useEffect(() => {
    if (preselect) form.setFieldValue('position', preselect.position);
  }, [preselect, form]);

  return (
    <form
      noValidate
      aria-label="Job application"
      data-armed={delivery.armed || undefined}
      style={{ position: 'relative' }}
      onSubmit={(event) => {
        event.preventDefault();
        setDone(false);
        void form.handleSubmit();
      }}
    >
      <Honeypot inputRef={delivery.honeypot} />
      <Stack gap="md">
        <Text size="sm" c="gray.7">
          Fields marked with * are required.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <form.Field name="firstName">
            {(field) => (
              <TextInput label="First name" required autoComplete="given-name" {...textFieldProps(field)} />
            )}
          </form.Field>
          <form.Field name="lastName">
            {(field) => <TextInput label="Last name" autoComplete="family-name" {...textFieldProps(field)} />}
          </form.Field>
          <form.Field name="email">
            {(field) => (
              <TextInput
                label="Email"
                type="email"
                required
                autoComplete="email"
                {...textFieldProps(field)}
              />
            )}
          </form.Field>
          <form.Field name="phone">
            {(field) => <TextInput label="Phone" type="tel" autoComplete="tel" {...textFieldProps(field)} />}
          </form.Field>
          <form.Field name="position">
            {(field) => (
              <NativeSelect
                label="Position of interest"
                name={field.name}
                value={field.state.value}
                data={[{ value: '', label: 'Select a position…' }, ...positions]}
                onChange={(e) => field.handleChange(e.currentTarget.value)}
                onBlur={field.handleBlur}
              />
            )}
          </form.Field>
          <form.Field name="experience">
            {(field) => (
              <NativeSelect
                label="Years of experience"
                name={field.name}
                value={field.state.value}
                data={[{ value: '', label: 'Select…' }, ...EXPERIENCE_OPTIONS]}
                onChange={(e) => field.handleChange(e.currentTarget.value)}
                onBlur={field.handleBlur}
              />
            )}
          </form.Field>
        </SimpleGrid>
        <form.Field name="coverLetter">
          {(field) => <Textarea label="Cover letter" autosize minRows={5} {...textFieldProps(field)} />}
        </form.Field>
        <form.Field name="resume">
          {(field) => (
            <FileInput
              label="Resume (.pdf, .doc or .docx)"
              accept={RESUME_EXTENSIONS.join(',')}
              clearable
              name={field.name}
              value={file}
              onChange={(next) => {
                setFile(next);
                field.handleChange(next?.name ?? '');
              }}
              onBlur={field.handleBlur}
              error={firstError(field.state.meta.errors)}
            />
          )}
        </form.Field>
        {done ? (
          <FormSuccess title="Thank you for applying!">
            Your application has been sent. We read every application; questions can go to{' '}
            <a href={`mailto:${email}`}>{email}</a>.
          </FormSuccess>
        ) : null}
        {delivery.failure ? <FormFailure message={delivery.failure} /> : null}
        <div>
          <form.Subscribe selector={(state) => state.isSubmitting}>
            {(isSubmitting) => (
              <Button
                type="submit"
                size="md"
                loading={isSubmitting}
                loaderProps={{ 'aria-label': 'Sending' }}
              >
                Submit Application
              </Button>
            )}
          </form.Subscribe>
        </div>
        <Text size="sm" c="gray.7">
          We read every application and reply within two weeks.
        </Text>
      </Stack>
    </form>
  );
}
