/**
 * The contact inquiry form (spec points 2, 3, 5): first name, last name, email and company are
 * required; the extra fields follow the inquiry configuration for `?service=`. A valid submission
 * sends nothing (the site has no backend for it) and says so; the answers stay in the form.
 */
import type { InquiryConfig } from '@content/contact';
import {
  Button,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { revalidateLogic, useForm } from '@tanstack/react-form';
import { useState } from 'react';
import { FormSuccess } from './FormSuccess';
import { textFieldProps } from './field-props';
import { type ContactValues, contactSchema, FALLBACK_EMAIL } from './schemas';

export interface ContactFormProps {
  inquiry: InquiryConfig;
  /** Where visitors are told to send their message. */
  email?: string;
}

export function ContactForm({ inquiry, email = FALLBACK_EMAIL }: ContactFormProps) {
  const [sentTo, setSentTo] = useState<string>();
  const defaultValues: ContactValues = {
    firstName: '',
    lastName: '',
    email: '',
    company: '',
    extra: Object.fromEntries(inquiry.fields.map((field) => [field.name, ''])),
    message: '',
  };
  const form = useForm({
    defaultValues,
    validationLogic: revalidateLogic({ mode: 'submit', modeAfterSubmission: 'change' }),
    validators: { onDynamic: contactSchema },
    onSubmit: ({ value }) => setSentTo(value.firstName.trim()),
  });
  const headingId = `inquiry-${inquiry.key}-heading`;

  return (
    <form
      noValidate
      aria-labelledby={headingId}
      onSubmit={(event) => {
        event.preventDefault();
        setSentTo(undefined);
        void form.handleSubmit();
      }}
    >
      <Stack gap="md">
        <div>
          <Title order={2} id={headingId} fz="h3">
            {inquiry.heading}
          </Title>
          <Text c="gray.7" mt={4}>
            {inquiry.description}
          </Text>
          <Text size="sm" c="gray.7" mt={4}>
            Fields marked with * are required.
          </Text>
        </div>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <form.Field name="firstName">
            {(field) => (
              <TextInput label="First name" required autoComplete="given-name" {...textFieldProps(field)} />
            )}
          </form.Field>
          <form.Field name="lastName">
            {(field) => (
              <TextInput label="Last name" required autoComplete="family-name" {...textFieldProps(field)} />
            )}
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
          <form.Field name="company">
            {(field) => (
              <TextInput label="Company" required autoComplete="organization" {...textFieldProps(field)} />
            )}
          </form.Field>
        </SimpleGrid>
        {inquiry.fields.length ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }} data-testid="extra-fields">
            {inquiry.fields.map((extra) => (
              <form.Field key={extra.name} name={`extra.${extra.name}`}>
                {(field) => {
                  const common = {
                    label: extra.label,
                    name: `extra-${extra.name}`,
                    value: field.state.value ?? '',
                    onBlur: field.handleBlur,
                  };
                  if (extra.type === 'select') {
                    return (
                      <NativeSelect
                        {...common}
                        data={[{ value: '', label: 'Select…' }, ...(extra.options ?? [])]}
                        onChange={(e) => field.handleChange(e.currentTarget.value)}
                      />
                    );
                  }
                  if (extra.type === 'textarea') {
                    return (
                      <Textarea
                        {...common}
                        autosize
                        minRows={3}
                        style={{ gridColumn: '1 / -1' }}
                        onChange={(e) => field.handleChange(e.currentTarget.value)}
                      />
                    );
                  }
                  return (
                    <TextInput
                      {...common}
                      type={extra.type === 'date' ? 'date' : 'text'}
                      onChange={(e) => field.handleChange(e.currentTarget.value)}
                    />
                  );
                }}
              </form.Field>
            ))}
          </SimpleGrid>
        ) : null}
        <form.Field name="message">
          {(field) => (
            <Textarea label="Additional information" autosize minRows={4} {...textFieldProps(field)} />
          )}
        </form.Field>
        {sentTo !== undefined ? (
          <FormSuccess title={`Thank you${sentTo ? `, ${sentTo}` : ''}!`}>
            Your inquiry is complete, but this demo site does not send messages yet, so nothing has been sent.
            Please email it to <a href={`mailto:${email}`}>{email}</a>. Your answers are still in the form so
            you can copy them.
          </FormSuccess>
        ) : null}
        <Group>
          <form.Subscribe selector={(state) => state.isSubmitting}>
            {(isSubmitting) => (
              <Button type="submit" size="md" loading={isSubmitting}>
                Send Inquiry
              </Button>
            )}
          </form.Subscribe>
        </Group>
      </Stack>
    </form>
  );
}
