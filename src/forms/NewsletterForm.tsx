/**
 * The blog's newsletter box: an email input and Subscribe. Signs the address up (./deliver);
 * signing up twice says 'already subscribed', not an error.
 */
import { Button, Group, TextInput } from '@mantine/core';
import { revalidateLogic, useForm } from '@tanstack/react-form';
import { useState } from 'react';
import { backend } from '@/app/backend';
import { insertRow } from './deliver';
import { FormFailure } from './FormFailure';
import { FormSuccess } from './FormSuccess';
import { textFieldProps } from './field-props';
import { Honeypot } from './Honeypot';
import { FALLBACK_EMAIL, type NewsletterValues, newsletterSchema } from './schemas';
import { useDelivery } from './use-delivery';

export function NewsletterForm({ email = FALLBACK_EMAIL }: { email?: string }) {
  const [done, setDone] = useState<'subscribed' | 'already'>();
  const delivery = useDelivery();
  const defaultValues: NewsletterValues = { email: '' };
  const form = useForm({
    defaultValues,
    validationLogic: revalidateLogic({ mode: 'submit', modeAfterSubmission: 'change' }),
    validators: { onDynamic: newsletterSchema },
    onSubmit: async ({ value, formApi }) => {
      const address = value.email.trim().toLowerCase();
      const result = await delivery.send(() =>
        insertRow(backend, 'newsletter_subscribers', { email: address }, { duplicateIsSuccess: true }),
      );
      if (result !== 'dropped' && !result.ok) return;
      setDone(result !== 'dropped' && result.duplicate ? 'already' : 'subscribed');
      formApi.reset();
    },
  });
  return (
    <form
      noValidate
      aria-label="Newsletter"
      data-armed={delivery.armed || undefined}
      style={{ position: 'relative' }}
      onSubmit={(event) => {
        event.preventDefault();
        setDone(undefined);
        void form.handleSubmit();
      }}
    >
      <Honeypot inputRef={delivery.honeypot} />
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
        <form.Subscribe selector={(state) => state.isSubmitting}>
          {(isSubmitting) => (
            <Button
              type="submit"
              color="pink.9"
              mt={{ base: 0, xs: 25 }}
              loading={isSubmitting}
              loaderProps={{ 'aria-label': 'Sending' }}
            >
              Subscribe
            </Button>
          )}
        </form.Subscribe>
      </Group>
      {done ? (
        <div style={{ marginTop: 12 }}>
          <FormSuccess title={done === 'already' ? 'You are already subscribed.' : 'Thanks for subscribing!'}>
            {done === 'already'
              ? 'This address is on our list already; new articles will keep coming.'
              : 'You will hear from us when we publish new articles.'}{' '}
            Questions: <a href={`mailto:${email}`}>{email}</a>.
          </FormSuccess>
        </div>
      ) : null}
      {delivery.failure ? (
        <div style={{ marginTop: 12 }}>
          <FormFailure message={delivery.failure} />
        </div>
      ) : null}
    </form>
  );
}
