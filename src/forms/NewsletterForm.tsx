/**
 * The blog's newsletter box: an email input and Subscribe. Signs the address up (./senders);
 * signing up twice says 'already subscribed', not an error.
 */
import { FormFailure } from './FormFailure';
import { FormSuccess } from './FormSuccess';
import { FALLBACK_EMAIL } from './fallback-email';
import { SubmitButton, TextField } from './fields';
import { Honeypot } from './Honeypot';
import { textOf, useFormAction } from './use-form-action';

export function NewsletterForm({ email = FALLBACK_EMAIL }: { email?: string }) {
  const { result, errors, pending, formProps } = useFormAction({
    sender: () => import('./senders').then((m) => m.newsletterSender),
    read: (data) => ({ email: textOf(data, 'email') }),
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
