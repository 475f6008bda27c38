/**
 * The blog's newsletter box: an email input and Subscribe. Signs the address up (./deliver);
 * signing up twice says 'already subscribed', not an error.
 */
import { backend } from '@/app/backend';
import { insertRow } from './deliver';
import { FormFailure } from './FormFailure';
import { FormSuccess } from './FormSuccess';
import { SubmitButton, TextField } from './fields';
import { Honeypot } from './Honeypot';
import { FALLBACK_EMAIL, newsletterSchema } from './schemas';
import { textOf, useFormAction } from './use-form-action';

export function NewsletterForm({ email = FALLBACK_EMAIL }: { email?: string }) {
  const { result, errors, pending, formProps } = useFormAction({
    schema: newsletterSchema,
    read: (data) => ({ email: textOf(data, 'email') }),
    send: async (value) => {
      const delivery = await insertRow(
        backend,
        'newsletter_subscribers',
        { email: value.email.toLowerCase() },
        { duplicateIsSuccess: true },
      );
      return { delivery, sent: delivery.ok && delivery.duplicate ? 'already' : 'subscribed' };
    },
  });
  const already = result.status === 'sent' && result.sent === 'already';
  return (
    <form {...formProps} className="cp-form cp-newsletter" aria-label="Newsletter">
      <Honeypot />
      <div className="cp-newsletter__row">
        <TextField
          label="Email address"
          name="email"
          type="email"
          autoComplete="email"
          placeholder="you@company.com"
          error={errors.email}
        />
        <SubmitButton pending={pending} tone="pink">
          Subscribe
        </SubmitButton>
      </div>
      {result.status === 'sent' ? (
        <FormSuccess title={already ? 'You are already subscribed.' : 'Thanks for subscribing!'}>
          {already
            ? 'This address is on our list already; new articles will keep coming.'
            : 'You will hear from us when we publish new articles.'}{' '}
          Questions: <a href={`mailto:${email}`}>{email}</a>.
        </FormSuccess>
      ) : null}
      {result.status === 'failed' ? <FormFailure message={result.message} /> : null}
    </form>
  );
}
