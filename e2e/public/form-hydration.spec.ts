/**
 * The public forms are native fields that hydrate with their page. The page's scripts
 * start after it has loaded, so a visitor can type, pick and choose a file before React runs; none
 * of it may be lost, and a send before then must not reload the page with the answers in its URL.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { open, trackErrors } from './support';

const chunks = JSON.parse(readFileSync(join(process.cwd(), 'dist/.vite/chunks.json'), 'utf8')) as Record<
  string,
  { modules: string[] }
>;
/** The built chunk holding a source module, e.g. "/assets/index-abc.js". */
const chunkOf = (module: string) => {
  const file = Object.keys(chunks).find((name) => chunks[name]?.modules.includes(module));
  if (!file) throw new Error(`No chunk holds ${module}; run \`npm run build\` first.`);
  return `/${file}`;
};

/**
 * Opens a prerendered page with its scripts held back: the page is plain HTML until `release()`,
 * which lets them run and resolves once React has hydrated.
 */
async function openBeforeScripts(page: Page, path: string) {
  let letGo: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    letGo = resolve;
  });
  await page.route(`**${chunkOf('src/main.tsx')}`, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(path);
  await page.locator('main form').first().waitFor();
  return async () => {
    letGo();
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 20_000 });
  };
}

test('typing, picking and a chosen file before the scripts run are kept, and sent @all-sizes', async ({
  page,
}) => {
  const errors = trackErrors(page);
  const release = await openBeforeScripts(page, '/careers');
  const form = page.locator('form[aria-label="Job application"]');
  const field = (label: string) => form.getByRole('textbox', { name: label, exact: true });
  await field('First name').fill('Grace');
  await field('Email').fill(`grace.${Date.now()}@example.com`);
  await form.getByLabel('Position of interest').selectOption('Cloud Engineer');
  await form.locator('input[type="file"]').setInputFiles({
    name: 'grace-cv.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n%%EOF'),
  });
  // A send before the scripts run does nothing: no reload with the answers in the URL.
  await form.getByRole('button', { name: 'Submit Application' }).click();
  expect(new URL(page.url()).search).toBe('');

  await release();
  await expect(field('First name')).toHaveValue('Grace');
  await expect(form.getByLabel('Position of interest')).toHaveValue('Cloud Engineer');
  expect(
    await form.locator('input[type="file"]').evaluate((input: HTMLInputElement) => input.files?.[0]?.name),
  ).toBe('grace-cv.pdf');
  await expect(form).toHaveAttribute('data-armed', 'true');
  await form.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByTestId('form-success')).toContainText('Your application has been sent.');
  // Sent, so the form starts over.
  await expect(field('First name')).toHaveValue('');
  expect(
    await form.locator('input[type="file"]').evaluate((input: HTMLInputElement) => input.files?.length),
  ).toBe(0);
  expect(errors).toEqual([]);
});

test('typing goes on while the page hydrates: no keystroke or caret position is lost', async ({ page }) => {
  const release = await openBeforeScripts(page, '/contact');
  const company = page.getByRole('textbox', { name: 'Company', exact: true });
  await company.click();
  await page.keyboard.type('nalytical Engines');
  await page.keyboard.press('Home');
  await release();
  await page.keyboard.type('A');
  await page.keyboard.press('End');
  await page.keyboard.type(' Ltd');
  await expect(company).toHaveValue('Analytical Engines Ltd');
  await expect(company).toBeFocused();
});

test('what was typed before ?service= applies stays when its questions appear', async ({ page }) => {
  const release = await openBeforeScripts(page, '/contact?service=cloud');
  // The prerendered page is the general inquiry; the cloud questions come with the scripts.
  await page.getByRole('textbox', { name: 'First name', exact: true }).fill('Ada');
  await page
    .getByRole('textbox', { name: 'Additional information', exact: true })
    .fill('Moving to the cloud.');
  await release();
  await expect(page.getByLabel('Current infrastructure')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'First name', exact: true })).toHaveValue('Ada');
  await expect(page.getByRole('textbox', { name: 'Additional information', exact: true })).toHaveValue(
    'Moving to the cloud.',
  );
});

test('an email typed before the newsletter form hydrates is subscribed', async ({ page }) => {
  const release = await openBeforeScripts(page, '/blog');
  const form = page.locator('form[aria-label="Newsletter"]');
  const email = form.getByRole('textbox', { name: 'Email address' });
  await email.click();
  await page.keyboard.type(`early.${Date.now()}@exampl`);
  await release();
  await page.keyboard.type('e.com');
  await expect(email).toHaveValue(/^early\.\d+@example\.com$/);
  await expect(form).toHaveAttribute('data-armed', 'true');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('form-success')).toContainText('Thanks for subscribing!');
});

test('reached by a link inside the site, the form checks what is missing', async ({ page }) => {
  const errors = trackErrors(page);
  await open(page, '/about');
  await page.locator('header a[href="/contact"]').first().click();
  await expect(page).toHaveURL(/\/contact$/);
  const form = page.locator('main form');
  await form.getByRole('textbox', { name: 'First name', exact: true }).fill('Lin');
  await page.getByRole('button', { name: 'Send Inquiry' }).click();
  await expect(page.getByText('Last name is required.')).toBeVisible();
  await expect(page.getByText('First name is required.')).toHaveCount(0);
  // The first field to fix has the focus, and fixing it clears its message at once.
  const lastName = form.getByRole('textbox', { name: 'Last name', exact: true });
  await expect(lastName).toBeFocused();
  await expect(lastName).toHaveAttribute('aria-invalid', 'true');
  await lastName.fill('Wei');
  await expect(page.getByText('Last name is required.')).toHaveCount(0);
  await expect(lastName).not.toHaveAttribute('aria-invalid', 'true');
  expect(errors).toEqual([]);
});
