/** The blog's newsletter box: an email input and Subscribe. Sends nothing, and says so. */
import { Button, Group, TextInput } from '@mantine/core';
import { revalidateLogic, useForm } from '@tanstack/react-form';
import { useState } from 'react';
import { FormSuccess } from './FormSuccess';
import { textFieldProps } from './field-props';
import { FALLBACK_EMAIL, type NewsletterValues, newsletterSchema } from './schemas';

export function NewsletterForm({ email = FALLBACK_EMAIL }: { email?: string }) {
  const [done, setDone] = useState(false);
  const defaultValues: NewsletterValues = { email: '' };
  const form = useForm({
    defaultValues,
    validationLogic: revalidateLogic({ mode: 'submit', modeAfterSubmission: 'change' }),
    validators: { onDynamic: newsletterSchema },
    onSubmit: () => setDone(true),
  });
  return (
    <form
      noValidate
      aria-label="Newsletter"
      onSubmit={(event) => {
        event.preventDefault();
        setDone(false);
        void form.handleSubmit();
      }}
    >
      <Group align="flex-start" gap="sm" wrap="wrap">
        <form.Field name="email">
          {(field) => (
            <TextInput
              label="Email address"
              type="email"
              autoComplete="email"
              placeholder="you@company.com"
              style={{ flex: '1 1 16rem' }}
              {...textFieldProps(field)}
              styles={{ label: { color: 'inherit' } }}
            />
          )}
        </form.Field>
        <Button type="submit" color="pink.9" mt={{ base: 0, xs: 25 }}>
          Subscribe
        </Button>
      </Group>
      {done ? (
        <div style={{ marginTop: 12 }}>
          <FormSuccess title="Thanks for your interest!">
            This demo site does not run a mailing list yet, so you have not been subscribed. Email{' '}
            <a href={`mailto:${email}`}>{email}</a> to hear about new articles.
          </FormSuccess>
        </div>
      ) : null}
    </form>
  );
}
