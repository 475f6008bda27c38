// @vitest-environment jsdom
/**
 * Once this client has sent its 20 messages of the hour, the contact form the visitor
 * sees says so in the database's words (when to try again) and keeps everything typed. The form
 * sends to a real stand-in at the database's default limits.
 */
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ContactForm } from '@/forms/ContactForm';
import { generalInquiry } from '@/forms/inquiry';
import { useStandIn } from '../supabase/stand-in';
import { siteText } from '../support/site-text';

/** Where the form sends: the stand-in below, once it has started. */
const target = vi.hoisted(() => ({ supabaseUrl: '', anonKey: '' }));
vi.mock('@/app/backend', () => ({ backend: target }));
/** The language of the page the form is on (its router's context, here without a router). */
const page = vi.hoisted(() => ({ locale: 'en' as 'en' | 'ar' }));
vi.mock('@/app/use-locale', () => ({ useLocale: () => page.locale }));

describe('the contact form over the per-client limit', () => {
  const standIn = useStandIn();

  beforeAll(async () => {
    target.supabaseUrl = standIn().apiUrl;
    target.anonKey = standIn().anonKey;
    // This client (127.0.0.1) has already sent the hour's allowance, from other addresses.
    const { perClientPerHour } = standIn().inboxLimits;
    for (let n = 0; n < perClientPerHour; n++) {
      const sent = await fetch(`${standIn().apiUrl}/rest/v1/inquiries`, {
        method: 'POST',
        headers: {
          apikey: standIn().anonKey,
          Authorization: `Bearer ${standIn().anonKey}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({
          first_name: 'Earlier',
          last_name: 'Sender',
          email: `earlier${n}@example.com`,
          company: 'Office',
        }),
      });
      expect(sent.status).toBe(201);
    }
  });

  it('a visitor over the per-client limit is told when to try again, and keeps what was typed', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <ContactForm
        inquiry={generalInquiry(siteText)}
        text={siteText}
        messages={async () => siteText.formMessages}
      />,
    );
    const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
    await user.type(field('First name'), 'Mona');
    await user.type(field('Last name'), 'Saleh');
    await user.type(field('Email'), 'mona@example.com');
    await user.type(field('Company'), 'Acme');
    await user.type(field('Additional information'), 'Two offices, one network.');
    // As long as a person takes to fill it in (the form's minimum fill time).
    const form = container.querySelector('form');
    await waitFor(() => expect(form).toHaveAttribute('data-armed', 'true'), { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: 'Send Inquiry' }));

    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent('Not sent');
    expect(alert).toHaveTextContent(
      /Too many messages have been sent from your network in the last hour, so this one was not accepted\. Please try again in (an hour|\d+ minutes)\. Everything you typed is still here; if it cannot wait, email us at hello@connectia\.ae\./,
    );
    expect(field('First name')).toHaveValue('Mona');
    expect(field('Last name')).toHaveValue('Saleh');
    expect(field('Email')).toHaveValue('mona@example.com');
    expect(field('Company')).toHaveValue('Acme');
    expect(field('Additional information')).toHaveValue('Two offices, one network.');
  });

  it("on an Arabic page the refusal is Site Text's message, not the database's English sentence", async () => {
    cleanup(); // the English page's form
    page.locale = 'ar';
    // Site Text's form messages as an Arabic page reads them (here with one word changed, so the
    // test sees which message is shown).
    const said = { ...siteText.formMessages, rateLimited: 'أُرسلت رسائل كثيرة. راسلنا على {email}.' };
    const user = userEvent.setup();
    const { container } = render(
      <ContactForm inquiry={generalInquiry(siteText)} text={siteText} messages={async () => said} />,
    );
    const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
    await user.type(field('First name'), 'منى');
    await user.type(field('Last name'), 'صالح');
    await user.type(field('Email'), 'mona.ar@example.com');
    await user.type(field('Company'), 'أكمي');
    const form = container.querySelector('form');
    await waitFor(() => expect(form).toHaveAttribute('data-armed', 'true'), { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: 'Send Inquiry' }));

    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent('أُرسلت رسائل كثيرة. راسلنا على hello@connectia.ae.');
    expect(alert).not.toHaveTextContent(/Too many messages/);
    expect(field('First name')).toHaveValue('منى');
  });
});
