/**
 * The job application form (spec points 2, 3, 5, 9). No field is required; the resume accepts
 * .pdf, .doc and .docx only (checked by extension, with an inline message). A valid submission
 * sends nothing and says so; the answers stay in the form.
 */
import { EXPERIENCE_OPTIONS, RESUME_EXTENSIONS } from '@content/careers';
import { Button, FileInput, NativeSelect, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { revalidateLogic, useForm } from '@tanstack/react-form';
import { useEffect, useState } from 'react';
import { FormSuccess } from './FormSuccess';
import { textFieldProps } from './field-props';
import { type ApplicationValues, applicationSchema, FALLBACK_EMAIL, firstError } from './schemas';

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
    onSubmit: () => setDone(true),
  });

  useEffect(() => {
    if (preselect) form.setFieldValue('position', preselect.position);
  }, [preselect, form]);

  return (
    <form
      noValidate
      aria-label="Job application"
      onSubmit={(event) => {
        event.preventDefault();
        setDone(false);
        void form.handleSubmit();
      }}
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <form.Field name="firstName">
            {(field) => <TextInput label="First name" autoComplete="given-name" {...textFieldProps(field)} />}
          </form.Field>
          <form.Field name="lastName">
            {(field) => <TextInput label="Last name" autoComplete="family-name" {...textFieldProps(field)} />}
          </form.Field>
          <form.Field name="email">
            {(field) => (
              <TextInput label="Email" type="email" autoComplete="email" {...textFieldProps(field)} />
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
            Your application is complete, but this demo site does not send applications yet, so nothing has
            been sent. Please email your resume and cover letter to <a href={`mailto:${email}`}>{email}</a>.
          </FormSuccess>
        ) : null}
        <div>
          <Button type="submit" size="md">
            Submit Application
          </Button>
        </div>
        <Text size="sm" c="gray.7">
          We read every application and reply within two weeks.
        </Text>
      </Stack>
    </form>
  );
}
