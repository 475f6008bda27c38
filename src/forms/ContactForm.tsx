/**
 * The contact inquiry form (spec points 2, 3, 5): first name, last name, email and company are
 * required; the extra fields follow the inquiry configuration for `?service=`. A valid submission
 * is sent to the inquiries table (./deliver) with the extra answers under their labels; on success
 * the form is reset and a confirmation shows, on failure a message says what to do and everything
 * typed stays.
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
import { backend } from '@/app/backend';
import { insertRow } from './deliver';
import { FormFailure } from './FormFailure';
import { FormSuccess } from './FormSuccess';
import { textFieldProps } from './field-props';
import { Honeypot } from './Honeypot';
import { type ContactValues, contactSchema, FALLBACK_EMAIL } from './schemas';
import { useDelivery } from './use-delivery';

export interface ContactFormProps {
  inquiry: InquiryConfig;
  /** Where visitors are told to send their message. */
  email?: string;
}

/** The row for public.inquiries: the extra answers keyed by their labels, empty ones left out. */
function inquiryRow(inquiry: InquiryConfig, value: ContactValues) {
  const answers = Object.fromEntries(
    inquiry.fields
      .map((field) => [field.label, (value.extra[field.name] ?? '').trim()] as const)
      .filter(([, answer]) => answer !== ''),
  );
  return {
    service: inquiry.key,
    first_name: value.firstName.trim(),
    last_name: value.lastName.trim(),
    email: value.email.trim(),
    company: value.company.trim(),
    answers,
    message: value.message.trim(),
  };
}

export function ContactForm({ inquiry, email = FALLBACK_EMAIL }: ContactFormProps) {
  const [sentTo, setSentTo] = useState<string>();
  const delivery = useDelivery();
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
    onSubmit: async ({ value, formApi }) => {
      const result = await delivery.send(() => insertRow(backend, 'inquiries', inquiryRow(inquiry, value)));
      if (result !== 'dropped' && !result.ok) return;
      setSentTo(value.firstName.trim());
      formApi.reset();
    },
  });
  const headingId = `inquiry-${inquiry.key}-heading`;

  return (
    <form
      noValidate
      aria-labelledby={headingId}
      data-armed={delivery.armed || undefined}
      style={{ position: 'relative' }}
      onSubmit={(event) => {
        event.preventDefault();
        setSentTo(undefined);
        void form.handleSubmit();
      }}
    >
      <Honeypot inputRef={delivery.honeypot} />
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
            Your inquiry has been sent. We reply within one business day; for anything urgent, email{' '}
            <a href={`mailto:${email}`}>{email}</a>.
          </FormSuccess>
        ) : null}
        {delivery.failure ? <FormFailure message={delivery.failure} /> : null}
        <Group>
          <form.Subscribe selector={(state) => state.isSubmitting}>
            {(isSubmitting) => (
              <Button
                type="submit"
                size="md"
                loading={isSubmitting}
                loaderProps={{ 'aria-label': 'Sending' }}
              >
                Send Inquiry
              </Button>
            )}
          </form.Subscribe>
        </Group>
      </Stack>
    </form>
  );
}
