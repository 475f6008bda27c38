/**
 * Visitors' messages reach the owner. Public forms send to the real stand-in; the admin
 * reads them in the Inbox tab. Each test uses its own addresses (the database allows five messages
 * per address per hour).
 */
import { expect, type Page, test } from '@playwright/test';
import { signInAsAdmin } from '../support/auth';
import { seriousViolations } from '../support/axe';

const SUPABASE_URL = process.env.E2E_SUPABASE_URL ?? '';

// A sign-in, a form and the Inbox in one test: room for a busy machine.
test.describe.configure({ timeout: 60_000 });
const unique = (name: string) =>
  `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** Opens a public page and waits until its form could have been filled in by a person. */
async function openForm(page: Page, path: string, form: string) {
  await page.goto(path);
  const locator = page.locator(form);
  await locator.locator('input:not([type=hidden])').first().focus(); // the form's code loads on intent
  await expect(locator).toHaveAttribute('data-armed', 'true', { timeout: 20_000 });
  return locator;
}

async function anonKey(page: Page): Promise<string> {
  // The key the built site uses: the same one the browser sends with a form.
  const request = page.waitForRequest((r) => r.url().includes('/rest/v1/'));
  return (await request).headers().apikey ?? '';
}

/** axe's serious and critical findings in one part of the page (`selector`), as it is. */
async function violations(page: Page, selector: string): Promise<string[]> {
  return seriousViolations(page, { include: selector });
}

async function openInbox(page: Page, list: string) {
  await signInAsAdmin(page, '/admin?tab=inbox');
  await page.getByRole('tab', { name: list }).click();
}

test('a contact inquiry with ?service=cloud answers appears in the admin Inbox with those answers', async ({
  page,
  browser,
}) => {
  const email = unique('layla');
  const form = await openForm(page, '/contact?service=cloud', 'main form');
  const field = (label: string) => form.getByRole('textbox', { name: label, exact: true });
  await field('First name').fill('Layla');
  await field('Last name').fill('Hassan');
  await field('Email').fill(email);
  await field('Company').fill('Gulf Freight');
  await form.getByLabel('Current infrastructure').selectOption('Hybrid');
  await form.getByLabel('Project timeline').selectOption('3-6 months');
  await field('Additional information').fill('Moving two data centres.');
  await form.getByRole('button', { name: 'Send Inquiry' }).click();
  await expect(page.getByTestId('form-success')).toContainText('Your inquiry has been sent.');
  await expect(field('First name')).toHaveValue('');

  const admin = await (await browser.newContext()).newPage();
  await openInbox(admin, 'Inquiries');
  const row = admin.getByTestId('inbox-row').filter({ hasText: email });
  await expect(row).toContainText('cloud');
  await expect(row).toContainText('New');
  await row.getByRole('button', { name: /^Open / }).click();
  const dialog = admin.getByRole('dialog');
  await expect(dialog.getByTestId('inbox-answers')).toContainText('Current infrastructure: Hybrid');
  await expect(dialog.getByTestId('inbox-answers')).toContainText('Project timeline: 3-6 months');
  await expect(dialog).toContainText('Moving two data centres.');
  await dialog.getByRole('button', { name: 'Mark Handled' }).click();
  await expect(row).toContainText('Handled');

  // Export CSV of the list as filtered: only handled ones.
  await admin.getByLabel('Status').selectOption('handled');
  const csv = admin.waitForEvent('download');
  await admin.getByRole('button', { name: 'Export CSV' }).click();
  const file = await csv;
  expect(file.suggestedFilename()).toMatch(/^connectia-inquiries-\d{4}-\d{2}-\d{2}\.csv$/);
  const chunks: Buffer[] = [];
  for await (const chunk of await file.createReadStream()) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString();
  expect(text).toContain(email);
  expect(text).toContain('Moving two data centres.');
  expect(text).not.toContain(',"new"');

  // Delete asks first.
  await row.getByRole('button', { name: /^Open / }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await admin
    .getByRole('dialog', { name: 'Delete this inquiry?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(row).toHaveCount(0);
});

test('a name sent with a hidden direction override shows it as a visible mark in the Inbox and its CSV', async ({
  page,
  browser,
}) => {
  const email = unique('ali');
  // U+202E reverses what follows it: 'gpj.exe' would read 'exe.jpg', a file name made to pass for another.
  const spoof = '\u202Egpj.exe\u202C Hassan';
  const shown = '\u27e8U+202E\u27e9gpj.exe\u27e8U+202C\u27e9 Hassan';
  const form = await openForm(page, '/contact?service=cloud', 'main form');
  const field = (label: string) => form.getByRole('textbox', { name: label, exact: true });
  await field('First name').fill('Ali');
  await field('Last name').fill(spoof);
  await field('Email').fill(email);
  await field('Company').fill('Gulf Freight');
  await form.getByLabel('Current infrastructure').selectOption('Hybrid');
  await form.getByLabel('Project timeline').selectOption('3-6 months');
  await form.getByRole('button', { name: 'Send Inquiry' }).click();
  await expect(page.getByTestId('form-success')).toContainText('Your inquiry has been sent.');

  const admin = await (await browser.newContext()).newPage();
  await openInbox(admin, 'Inquiries');
  const row = admin.getByTestId('inbox-row').filter({ hasText: email });
  await expect(row).toContainText(shown);
  const csv = admin.waitForEvent('download');
  await admin.getByRole('button', { name: 'Export CSV' }).click();
  const chunks: Buffer[] = [];
  for await (const chunk of await (await csv).createReadStream()) chunks.push(chunk as Buffer);
  const line =
    Buffer.concat(chunks)
      .toString()
      .split('\n')
      .find((text) => text.includes(email)) ?? '';
  expect(line).toContain(shown);
  expect(line).not.toContain('\u202E');
});

test('an inquiry sent from the Arabic contact page arrives in the Inbox marked Arabic, its name as typed', async ({
  page,
  browser,
}) => {
  const email = unique('mona');
  const form = await openForm(page, '/ar/contact', 'main form');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  // The fields by their names: their labels are Site Text's, in Arabic on this page.
  const field = (name: string) => form.locator(`[name="${name}"]`);
  await field('firstName').fill('منى');
  await field('lastName').fill('صالح');
  await field('email').fill(email);
  await field('company').fill('مجموعة الخليج');
  await field('message').fill('نود نقل مركزي بيانات.');
  await form.locator('button[type="submit"]').click();
  await expect(page.getByTestId('form-success')).toBeVisible();

  const admin = await (await browser.newContext()).newPage();
  await openInbox(admin, 'Inquiries');
  const table = admin.getByRole('table', { name: 'Inquiries' });
  const row = table.getByTestId('inbox-row').filter({ hasText: email });
  const headers = await table.getByRole('columnheader').allTextContents();
  await expect(row.getByRole('cell').nth(headers.indexOf('Language'))).toHaveText('Arabic');
  // The visitor's words, each in a <bdi> of its own.
  await expect(row.locator('bdi').filter({ hasText: /^منى$/ })).toHaveCount(1);
  await expect(row.locator('bdi').filter({ hasText: /^مجموعة الخليج$/ })).toHaveCount(1);
  // The list with its Language badges passes axe (the admin's axe test sees an Inbox with no rows).
  expect(await violations(admin, 'table[aria-label="Inquiries"]')).toEqual([]);
  await row.getByRole('button', { name: `Open منى صالح, مجموعة الخليج` }).click();
  const dialog = admin.getByRole('dialog');
  const language = dialog.locator('dt', { hasText: /^Language$/ }).locator('xpath=following-sibling::dd[1]');
  await expect(language).toHaveText('Arabic');
  await expect(dialog).toContainText('نود نقل مركزي بيانات.');
});

test('a job application with a PDF resume, which the admin can download', async ({ page, browser }) => {
  const email = unique('omar');
  const form = await openForm(page, '/careers', 'form[aria-label="Job application"]');
  await form.getByRole('textbox', { name: 'First name', exact: true }).fill('Omar');
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await form.getByLabel('Position of interest').selectOption('Cloud Engineer');
  await form.locator('input[type="file"]').setInputFiles({
    name: 'omar-cv.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n% Omar CV\n%%EOF'),
  });
  await form.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByTestId('form-success')).toContainText('Your application has been sent.');

  const admin = await (await browser.newContext()).newPage();
  await openInbox(admin, 'Applications');
  const row = admin.getByTestId('inbox-row').filter({ hasText: email });
  await expect(row).toContainText('Cloud Engineer');
  await row.getByRole('button', { name: /^Open / }).click();
  const download = admin.waitForEvent('download');
  await admin.getByRole('button', { name: /Download Resume/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('omar-cv.pdf');
  const stream = await file.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).toString()).toContain('% Omar CV');
});

test('a newsletter sign-up, then the same one again, says already subscribed', async ({ page }) => {
  const email = unique('reader');
  const form = await openForm(page, '/blog', 'form[aria-label="Newsletter"]');
  await form.getByRole('textbox', { name: 'Email address' }).fill(email);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByTestId('form-success')).toContainText('Thanks for subscribing!');
  await form.getByRole('textbox', { name: 'Email address' }).fill(email);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByTestId('form-success')).toContainText('You are already subscribed.');
  await expect(page.getByTestId('form-failure')).toHaveCount(0);
});

test('a sixth inquiry from one address within an hour is refused with its message and the text is kept', async ({
  page,
}) => {
  const email = unique('busy');
  const keyPromise = anonKey(page);
  const form = await openForm(page, '/contact', 'main form');
  const field = (label: string) => form.getByRole('textbox', { name: label, exact: true });
  // Five earlier inquiries from this address, sent as the site sends them.
  const row = {
    service: 'general',
    first_name: 'Sam',
    last_name: 'Lee',
    email,
    company: 'Busy Co',
    message: 'x',
  };
  const headers = (key: string) => ({
    apikey: key,
    Authorization: `Bearer ${key}`,
    'Content-Type': 'application/json',
  });
  await field('First name').fill('Sam');
  await field('Last name').fill('Lee');
  await field('Email').fill(email);
  await field('Company').fill('Busy Co');
  await field('Additional information').fill('My sixth message this hour.');
  // The first real send from the page tells us its key; use it for the five earlier ones.
  await form.getByRole('button', { name: 'Send Inquiry' }).click();
  const key = await keyPromise;
  await expect(page.getByTestId('form-success')).toBeVisible();
  for (let n = 0; n < 4; n++) {
    const response = await page.request.post(`${SUPABASE_URL}/rest/v1/inquiries`, {
      headers: headers(key),
      data: row,
    });
    expect(response.status()).toBe(201);
  }
  await field('First name').fill('Sam');
  await field('Last name').fill('Lee');
  await field('Email').fill(email);
  await field('Company').fill('Busy Co');
  await field('Additional information').fill('My sixth message this hour.');
  await form.getByRole('button', { name: 'Send Inquiry' }).click();
  // The database's message says when to try again.
  await expect(page.getByTestId('form-failure')).toContainText(
    'Too many messages have been sent from this e-mail address in the last hour, so this one was not accepted. Please try again in an hour.',
  );
  await expect(field('Additional information')).toHaveValue('My sixth message this hour.');
  await expect(field('Email')).toHaveValue(email);
});

test("on the Arabic contact page the labels are Arabic and a sixth inquiry is refused with Site Text's Arabic message", async ({
  page,
}) => {
  const email = unique('busy-ar');
  const keyPromise = anonKey(page);
  const form = await openForm(page, '/ar/contact', 'main form');
  const field = (label: string) => form.getByRole('textbox', { name: label, exact: true });
  const fill = async () => {
    await field('الاسم الأول').fill('سامي');
    await field('اسم العائلة').fill('لي');
    await form.locator('[name="email"]').fill(email);
    await field('الشركة').fill('شركة مشغولة');
    await form.locator('[name="message"]').fill('رسالتي السادسة هذه الساعة.');
  };
  await fill();
  await form.getByRole('button', { name: 'أرسل الاستفسار' }).click();
  const key = await keyPromise;
  await expect(page.getByTestId('form-success')).toBeVisible();
  for (let n = 0; n < 4; n++) {
    const response = await page.request.post(`${SUPABASE_URL}/rest/v1/inquiries`, {
      headers: { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
      data: { first_name: 'سامي', last_name: 'لي', email, company: 'شركة مشغولة', locale: 'ar' },
    });
    expect(response.status()).toBe(201);
  }
  await fill();
  await form.getByRole('button', { name: 'أرسل الاستفسار' }).click();
  const failure = page.getByTestId('form-failure');
  await expect(failure).toContainText('أرسلت عدة رسائل من هذا العنوان خلال الساعة الماضية');
  await expect(failure).not.toContainText('Too many messages');
  await expect(form.locator('[name="message"]')).toHaveValue('رسالتي السادسة هذه الساعة.');
});

test('sending while offline says so and keeps everything typed', async ({ page, context }) => {
  const form = await openForm(page, '/contact', 'main form');
  const field = (label: string) => form.getByRole('textbox', { name: label, exact: true });
  await field('First name').fill('Nadia');
  await field('Last name').fill('Karim');
  await field('Email').fill(unique('nadia'));
  await field('Company').fill('Offline Ltd');
  await field('Additional information').fill('Typed on a train.');
  await context.setOffline(true);
  await form.getByRole('button', { name: 'Send Inquiry' }).click();
  await expect(page.getByTestId('form-failure')).toContainText('We could not reach our server');
  await expect(field('Additional information')).toHaveValue('Typed on a train.');
  await expect(field('Company')).toHaveValue('Offline Ltd');
  await context.setOffline(false);
  await form.getByRole('button', { name: 'Send Inquiry' }).click();
  await expect(page.getByTestId('form-success')).toContainText('Your inquiry has been sent.');
});

test('the anonymous REST API cannot select any of the three tables', async ({ page, request }) => {
  const keyPromise = anonKey(page);
  const form = await openForm(page, '/blog', 'form[aria-label="Newsletter"]');
  await form.getByRole('textbox', { name: 'Email address' }).fill(unique('probe'));
  await form.getByRole('button', { name: 'Subscribe' }).click();
  const key = await keyPromise;
  for (const table of ['inquiries', 'job_applications', 'newsletter_subscribers']) {
    const response = await request.get(`${SUPABASE_URL}/rest/v1/${table}?select=*`, {
      headers: { apikey: key, Authorization: `Bearer ${key}` },
    });
    expect(response.status(), table).toBe(401);
    expect(await response.text()).not.toContain('@example.com');
  }
});
