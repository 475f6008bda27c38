import { expect, test } from '@playwright/test';
import { open, trackErrors } from './support';

const CASES: { query: string; heading: string; fields: string[] }[] = [
  { query: '', heading: 'General Inquiry', fields: [] },
  {
    query: '?service=security',
    heading: 'Cybersecurity Consultation',
    fields: ['Company size', 'Security budget'],
  },
  {
    query: '?service=cloud',
    heading: 'Cloud Solutions Inquiry',
    fields: ['Current infrastructure', 'Project timeline'],
  },
  { query: '?service=mobile', heading: 'Mobile App Development Inquiry', fields: ['App type'] },
  {
    query: '?service=web',
    heading: 'Web Development Inquiry',
    fields: ['Project type', 'Content management system'],
  },
  {
    query: '?service=managed',
    heading: 'Managed IT Services Inquiry',
    fields: ['Number of systems', 'Support level'],
  },
  {
    query: '?service=outsourcing',
    heading: 'Business Outsourcing Inquiry',
    fields: ['Process to outsource', 'Team size needed'],
  },
  {
    query: '?service=tech-manpower',
    heading: 'Tech Manpower Request',
    fields: ['When do you want to start?'],
  },
  { query: '?service=big-data', heading: 'Big Data Inquiry', fields: [] },
  { query: '?service=sap-solutions', heading: 'SAP Solutions Inquiry', fields: [] },
  { query: '?service=data-analytics', heading: 'Data Analytics Inquiry', fields: [] },
  { query: '?service=enterprise-solutions', heading: 'Enterprise Solutions Inquiry', fields: [] },
  { query: '?service=people-management', heading: 'People Management Inquiry', fields: [] },
  { query: '?service=logistics-solutions', heading: 'Logistics Solutions Inquiry', fields: [] },
  { query: '?service=no-such-service', heading: 'General Inquiry', fields: [] },
  {
    query: '?type=meeting&service=investment',
    heading: 'Schedule an Investor Meeting',
    fields: ['Preferred meeting date'],
  },
];

for (const item of CASES) {
  test(`contact${item.query || ' (no query)'} shows ${item.heading}`, async ({ page }) => {
    await open(page, `/contact${item.query}`);
    await expect(page.getByRole('heading', { level: 2, name: item.heading })).toBeVisible();
    for (const label of item.fields) await expect(page.getByLabel(label)).toBeVisible();
    if (!item.fields.length && item.heading === 'General Inquiry') {
      await expect(page.getByTestId('extra-fields')).toHaveCount(0);
    }
  });
}

test('the security service asks its own questions, with its budgets', async ({ page }) => {
  await open(page, '/contact?service=security');
  await expect(page.getByLabel('Security budget')).toBeVisible();
  const budget = await page.getByLabel('Security budget').locator('option').allTextContents();
  expect(budget.slice(1)).toEqual(['Under $10K', '$10K-$50K', '$50K-$100K', '$100K+']);
  const size = await page.getByLabel('Company size').locator('option').allTextContents();
  expect(size.slice(1)).toEqual(['1-10', '11-50', '51-200', '200+']);
});

test('empty submit shows the four required messages; a valid submit is sent and the form is reset @all-sizes', async ({
  page,
}) => {
  const errors = trackErrors(page);
  await open(page, '/contact?service=cloud');
  const form = page.locator('main form');
  const field = (label: string) => form.getByRole('textbox', { name: label, exact: true });
  await page.getByRole('button', { name: 'Send Inquiry' }).click();
  for (const message of [
    'First name is required.',
    'Last name is required.',
    'Email is required.',
    'Company is required.',
  ]) {
    await expect(page.getByText(message)).toBeVisible();
  }
  await expect(field('First name')).toHaveAttribute('aria-invalid', 'true');
  await field('First name').fill('Mona');
  await expect(page.getByText('First name is required.')).toHaveCount(0);
  await field('Last name').fill('Saleh');
  await field('Email').fill('not-an-email');
  await field('Company').fill('Acme');
  await page.getByRole('button', { name: 'Send Inquiry' }).click();
  await expect(page.getByText('Enter a valid email address')).toBeVisible();
  await field('Email').fill('mona@example.com');
  await form.getByLabel('Current infrastructure').selectOption('Hybrid');
  await expect(form).toHaveAttribute('data-armed', 'true'); // as long as a person takes, at least
  await page.getByRole('button', { name: 'Send Inquiry' }).click();
  const success = page.getByTestId('form-success');
  await expect(success).toContainText('Thank you, Mona!');
  await expect(success).toContainText('Your inquiry has been sent.');
  await expect(field('Company')).toHaveValue('');
  expect(errors).toEqual([]);
});

test('the form is usable with the keyboard only', async ({ page }) => {
  await open(page, '/contact');
  await page.locator('main form').getByRole('textbox', { name: 'First name', exact: true }).focus();
  await page.keyboard.type('Ali');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Hassan');
  await page.keyboard.press('Tab');
  await page.keyboard.type('ali@example.com');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Acme');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Hello');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Send Inquiry' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('form-success')).toBeVisible();
});

test('WhatsApp buttons open a click-to-chat link in a new tab', async ({ page }) => {
  await open(page, '/contact');
  for (const name of [
    'Chat on WhatsApp (opens in a new tab)',
    'Start Chat on WhatsApp (opens in a new tab)',
  ]) {
    const link = page.getByRole('link', { name, exact: true });
    await expect(link).toHaveAttribute('href', /^https:\/\/wa\.me\/97141234567\?text=Hello/);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
  }
});
