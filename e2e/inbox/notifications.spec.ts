/**
 * The owner hears about every lead at once. A visitor's inquiry, sent from the site to
 * the real stand-in, becomes an e-mail to the owner in the local mailbox (the same notify function
 * and database triggers a project runs). With the e-mail service down nothing is lost: the inquiry
 * is stored, the admin shows the failure, and Retry sends it once the service is back.
 *
 * Serial: the second test switches the e-mail API off for a while, which the first must not meet.
 * Other files send inquiries too; their e-mails are never looked for, and each test here finds its
 * own by a tag in the visitor's name.
 */
import { expect, type Page, test } from '@playwright/test';
import { signInAsAdmin } from '../support/auth';
import { emailApiFails, messageWithSubject } from '../support/mailbox';

test.describe.configure({ mode: 'serial', timeout: 60_000 });

const tag = () => Math.random().toString(36).slice(2, 8);

async function sendInquiry(
  page: Page,
  fields: { first: string; last: string; email: string; company: string; message: string },
) {
  await page.goto('/contact?service=cloud');
  const form = page.locator('main form');
  await form.locator('input:not([type=hidden])').first().focus(); // the form's code loads on intent
  await expect(form).toHaveAttribute('data-armed', 'true', { timeout: 20_000 });
  const field = (label: string) => form.getByRole('textbox', { name: label, exact: true });
  await field('First name').fill(fields.first);
  await field('Last name').fill(fields.last);
  await field('Email').fill(fields.email);
  await field('Company').fill(fields.company);
  await form.getByLabel('Current infrastructure').selectOption('Hybrid');
  await field('Additional information').fill(fields.message);
  await form.getByRole('button', { name: 'Send Inquiry' }).click();
  await expect(page.getByTestId('form-success')).toContainText('Your inquiry has been sent.');
}

test("a visitor's inquiry reaches the owner by e-mail within 20 s, with its fields, its markup as text and an Inbox link", async ({
  page,
  browser,
}) => {
  const id = tag();
  const email = `ayesha-${id}@example.com`;
  await sendInquiry(page, {
    first: 'Ayesha',
    last: `Khan ${id}`,
    email,
    company: '<b>Dune & Co</b>',
    message: '<script>alert("owned")</script> Please call me on Sunday.',
  });

  await expect.poll(() => messageWithSubject(`Khan ${id}`), { timeout: 20_000 }).toBeDefined();
  const message = (await messageWithSubject(`Khan ${id}`))!;
  expect(message.Subject).toBe(`New inquiry from Ayesha Khan ${id}, <b>Dune & Co</b>`);
  expect(message.ReplyTo.map((to) => to.Address)).toEqual([email]);
  for (const text of [
    email,
    'Service: cloud',
    'Current infrastructure: Hybrid',
    '<script>alert("owned")</script>',
  ]) {
    expect(message.Text).toContain(text);
  }
  expect(message.HTML).toContain(
    '&lt;script&gt;alert(&quot;owned&quot;)&lt;/script&gt; Please call me on Sunday.',
  );
  expect(message.HTML).toContain('&lt;b&gt;Dune &amp; Co&lt;/b&gt;');
  expect(message.HTML).not.toContain('<script>');
  expect(message.HTML).not.toContain('<b>Dune');

  // The owner follows the e-mail's link on a browser that is not signed in: sign-in first, then the
  // Inbox opens on that inquiry, the visitor's markup as text.
  const link = /https?:\/\/\S+\/admin\?tab=inbox&list=inquiries&item=[0-9a-f-]{36}/.exec(message.Text)?.[0];
  expect(link).toBeDefined();
  const admin = await (await browser.newContext()).newPage();
  await admin.goto(link!);
  await expect(admin.getByLabel('Admin Email Address')).toBeVisible();
  await signInAsAdmin(admin, '/admin', { byMail: true }); // the link's own return after sign-in
  await expect(admin).toHaveURL(link!);
  const dialog = admin.getByRole('dialog', { name: `Ayesha Khan ${id}, <b>Dune & Co</b>` });
  await expect(dialog).toContainText('<script>alert("owned")</script> Please call me on Sunday.');
  await expect(dialog.getByTestId('inbox-answers')).toContainText('Current infrastructure: Hybrid');
});

test('with the e-mail service down the inquiry is stored, the admin shows the failure, and Retry sends it once it is back', async ({
  page,
  browser,
}) => {
  const id = tag();
  const email = `omar-${id}@example.com`;
  await emailApiFails(true);
  try {
    await sendInquiry(page, {
      first: 'Omar',
      last: `Haddad ${id}`,
      email,
      company: 'Harbour Logistics',
      message: 'Sent while the e-mail service is down.',
    });
    const admin = await (await browser.newContext()).newPage();
    await signInAsAdmin(admin, '/admin?tab=inbox');
    // Stored: the inquiry is in the Inbox (its list loads after the panel, slowly on a slow machine).
    await expect(admin.getByTestId('inbox-row').filter({ hasText: email })).toContainText(
      'Harbour Logistics',
      { timeout: 20_000 },
    );
    // The failure shows: the Inbox checks again when its window regains focus, as when the owner
    // comes back to it, until the send has failed.
    const failures = admin.getByTestId('notification-failures');
    await expect(async () => {
      await admin.evaluate(() => window.dispatchEvent(new Event('focus')));
      await expect(failures).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await expect(failures).toContainText(/\d+ notifications? could not be sent/);
    await expect(failures).toContainText('451');
    expect(await messageWithSubject(`Haddad ${id}`)).toBeUndefined();

    // The service is back: Retry sends it now.
    await emailApiFails(false);
    await failures.getByRole('button', { name: 'Retry' }).click();
    await expect(admin.getByText(/notifications? (was|were) sent\./)).toBeVisible({ timeout: 20_000 });
    await expect(failures).toHaveCount(0);
    const message = await messageWithSubject(`Haddad ${id}`);
    expect(message?.Text).toContain('Sent while the e-mail service is down.');
  } finally {
    await emailApiFails(false);
  }
});
