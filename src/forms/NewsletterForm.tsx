/**
 * The blog's newsletter box: an email input and Subscribe. Signs the address up (./senders);
 * signing up twice says 'already subscribed', not an error. Its words are the Site Text's.
 */
import type { FormMessages, SiteText } from '@/app/site-text';
import { useLocale } from '@/app/use-locale';
import { Filled } from '@/components/ui/Filled';
import { FormFailure } from './FormFailure';
import { FormSuccess } from './FormSuccess';
import { FALLBACK_EMAIL } from './fallback-email';
import { SubmitButton, TextField } from './fields';
import { Honeypot } from './Honeypot';
import { textOf, useFormAction } from './use-form-action';

export function NewsletterForm({
  text,
  messages,
  email = FALLBACK_EMAIL,
}: {
  text: Pick<SiteText, 'forms' | 'newsletter'>;
  /** Reads what the form says when its check or send fails (src/app/site-text.ts). */
  messages: () => Promise<FormMessages>;
  email?: string;
}) {
  const { forms, newsletter } = text;
  // What it sends says the language of its page.
  const locale = useLocale();
  const { result, errors, pending, formProps } = useFormAction({
    sender: () =>
      Promise.all([import('./senders'), messages()]).then(([m, said]) =>
        m.newsletterSender(said, email, locale),
      ),
    notLoaded: forms.notLoaded,
    read: (data) => ({ email: textOf(data, 'email') }),
  });
  const already = result.status === 'sent' && result.sent === 'already';
  return (
    <form {...formProps} className="cp-form cp-newsletter" aria-label={newsletter.name}>
      <Honeypot label={forms.trap} />
      <div className="cp-newsletter__row">
        <TextField
          label={newsletter.email}
          name="email"
          type="email"
          autoComplete="email"
          placeholder={newsletter.example}
          error={errors.email}
        />
        <SubmitButton pending={pending} sending={forms.sending} tone="pink">
          {newsletter.subscribe}
        </SubmitButton>
      </div>
      {result.status === 'sent' ? (
        <FormSuccess title={already ? newsletter.already : newsletter.thanks}>
          <Filled
            text={already ? newsletter.alreadyText : newsletter.thanksText}
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
    </form>
  );
}
