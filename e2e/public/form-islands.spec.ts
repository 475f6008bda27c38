/**
 * Issue 6: the public forms are islands. Their code (TanStack Form, Mantine's inputs) is not
 * downloaded with the page, only when a visitor reaches for the form; and whatever the visitor does
 * before it arrives (type, pick, send) is kept.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { open, trackErrors } from './support';

interface ChunkInfo {
  modules: string[];
}
const chunks = JSON.parse(readFileSync(join(process.cwd(), 'dist/.vite/chunks.json'), 'utf8')) as Record<
  string,
  ChunkInfo
>;
/** The built chunk holding a source module, e.g. "assets/ContactForm-abc.js". */
const chunkOf = (module: string) => {
  const file = Object.keys(chunks).find((name) => chunks[name]?.modules.includes(module));
  if (!file) throw new Error(`No chunk holds ${module}; run \`npm run build\` first.`);
  return `/${file}`;
};

const FORMS = [
  { path: '/contact', island: 'contact-form', module: 'src/forms/ContactForm.tsx', field: 'First name' },
  { path: '/careers', island: 'application-form', module: 'src/forms/ApplicationForm.tsx', field: 'Phone' },
  {
    path: '/blog',
    island: 'newsletter-form',
    module: 'src/forms/NewsletterForm.tsx',
    field: 'Email address',
  },
];

/** Records the same-origin script URLs (paths) the page requests. */
function scriptRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') seen.push(new URL(request.url()).pathname);
  });
  return seen;
}

/** Holds back the responses for `path` until `release()` is called. */
async function holdBack(page: Page, path: string) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**${path}`, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

for (const form of FORMS) {
  test(`${form.path}: the form's code loads only once a visitor reaches for the form`, async ({ page }) => {
    const errors = trackErrors(page);
    const scripts = scriptRequests(page);
    await open(page, form.path);
    const island = page.locator(`[data-island="${form.island}"]`);
    await expect(island).toHaveAttribute('data-island-state', 'static');
    // The page is complete and idle, and the form is there, without its code.
    await page.waitForLoadState('networkidle');
    await expect(island.getByRole('textbox', { name: form.field, exact: true })).toBeVisible();
    expect(scripts).not.toContain(chunkOf(form.module));

    await island.getByRole('textbox', { name: form.field, exact: true }).focus();
    await expect(island).toHaveAttribute('data-island-state', 'hydrated');
    expect(scripts).toContain(chunkOf(form.module));
    expect(errors).toEqual([]);
  });
}

test('what a visitor types and sends before the form code arrives is kept, and sent @all-sizes', async ({
  page,
}) => {
  const errors = trackErrors(page);
  await open(page, '/contact?service=cloud');
  // ?service= shows another form than the prerendered one: it hydrates straight away.
  const island = page.locator('[data-island="contact-form"]');
  await expect(island).toHaveAttribute('data-island-state', 'hydrated');
  await expect(page.getByLabel('Current infrastructure')).toBeVisible();

  // Now the plain page, with the form's code held back until we have typed and sent.
  const release = await holdBack(page, chunkOf('src/forms/ContactForm.tsx'));
  await open(page, '/contact');
  const field = (label: string) => island.getByRole('textbox', { name: label, exact: true });
  await field('First name').click();
  await expect(island).toHaveAttribute('data-island-state', 'loading');
  await page.keyboard.type('Ada');
  await field('Last name').fill('Lovelace');
  await field('Email').fill('ada@example.com');
  await page.getByRole('button', { name: 'Send Inquiry' }).click();
  // Still plain HTML: the send waits (the page did not reload with the answers in its URL).
  await expect(island).toHaveAttribute('data-island-state', 'loading');
  expect(new URL(page.url()).search).toBe('');

  release();
  await expect(island).toHaveAttribute('data-island-state', 'hydrated');
  // The send went through with what was typed: only the empty field is reported.
  await expect(page.getByText('Company is required.')).toBeVisible();
  await expect(page.getByText('First name is required.')).toHaveCount(0);
  await expect(page.getByText('Email is required.')).toHaveCount(0);
  await expect(field('First name')).toHaveValue('Ada');
  await expect(field('Last name')).toHaveValue('Lovelace');

  await field('Company').fill('Analytical Engines');
  await page.getByRole('button', { name: 'Send Inquiry' }).click();
  await expect(page.getByTestId('form-success')).toContainText('Thank you, Ada!');
  expect(errors).toEqual([]);
});

test('typing goes on while the form hydrates: no keystroke or caret position is lost', async ({ page }) => {
  const release = await holdBack(page, chunkOf('src/forms/ContactForm.tsx'));
  await open(page, '/contact');
  const island = page.locator('[data-island="contact-form"]');
  const company = island.getByRole('textbox', { name: 'Company', exact: true });
  await company.click();
  await page.keyboard.type('nalytical Engines');
  // The caret moves to the start while the code is on its way; it must still be there after.
  await page.keyboard.press('Home');
  release();
  await expect(island).toHaveAttribute('data-island-state', 'hydrated');
  await page.keyboard.type('A');
  await page.keyboard.press('End');
  await page.keyboard.type(' Ltd');
  await expect(company).toHaveValue('Analytical Engines Ltd');
  await expect(company).toBeFocused();
});

test('an email typed before the newsletter form hydrates is subscribed', async ({ page }) => {
  const release = await holdBack(page, chunkOf('src/forms/NewsletterForm.tsx'));
  await open(page, '/blog');
  const island = page.locator('[data-island="newsletter-form"]');
  const email = island.getByRole('textbox', { name: 'Email address' });
  await email.click();
  await page.keyboard.type('grace@exampl');
  release();
  await expect(island).toHaveAttribute('data-island-state', 'hydrated');
  await page.keyboard.type('e.com');
  await expect(email).toHaveValue('grace@example.com');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('form-success')).toContainText('Thanks for subscribing!');
});

test('Apply Now picks the position in the application form before anyone touched it', async ({ page }) => {
  await open(page, '/careers');
  const island = page.locator('[data-island="application-form"]');
  await expect(island).toHaveAttribute('data-island-state', 'static');
  const apply = page.getByRole('link', { name: /^Apply Now for / }).first();
  const position = (await apply.getAttribute('aria-label'))?.replace('Apply Now for ', '') ?? '';
  await apply.click();
  await expect(island).toHaveAttribute('data-island-state', 'hydrated');
  await expect(island.getByLabel('Position of interest')).toHaveValue(position);
  expect(position).not.toBe('');
});

test('reached by a link inside the site, the form works at once', async ({ page }) => {
  const errors = trackErrors(page);
  await open(page, '/about');
  await page.locator('header a[href="/contact"]').first().click();
  await expect(page).toHaveURL(/\/contact$/);
  const form = page.locator('main form');
  await form.getByRole('textbox', { name: 'First name', exact: true }).fill('Lin');
  await page.getByRole('button', { name: 'Send Inquiry' }).click();
  await expect(page.getByText('Last name is required.')).toBeVisible();
  await expect(page.getByText('First name is required.')).toHaveCount(0);
  expect(errors).toEqual([]);
});
