/** Every admin tab: edit, save, and see the change on the public page it feeds. */
import { expect, test } from '@playwright/test';
import { waitForFaces } from '../support/fonts';
import { editor, openAdminTab, PNG_1PX, reloadAdmin } from './helpers';

test('header: colours and navigation show on /', async ({ page }) => {
  await openAdminTab(page, 'header', 'Header Navigation & Styling');
  const form = editor(page).locator('form');
  await form.getByRole('textbox', { name: 'Background' }).fill('#112233');
  // A row's fields show once it is opened.
  await form.getByRole('button', { name: 'Edit Blog' }).click();
  await form.getByRole('listitem', { name: 'Blog' }).getByRole('textbox', { name: 'Label' }).fill('News');
  await form.getByRole('button', { name: 'Save Header Settings' }).click();
  await expect(page.getByText('Header settings saved successfully!')).toBeVisible();
  await page.goto('/');
  const header = page.locator('header.cp-header');
  await expect(header).toHaveAttribute('style', /#112233/);
  await expect(header.getByRole('link', { name: 'News', exact: true }).first()).toBeAttached();
});

test('footer: company information and an added link show in the footer', async ({ page }) => {
  test.slow(); // the largest form
  await openAdminTab(page, 'footer', 'Footer Content & Styling');
  const form = editor(page).locator('form');
  await form
    .getByRole('region', { name: 'Company Information' })
    .getByRole('textbox', { name: 'Company name' })
    .fill('Acme Footer Co');
  const services = form.getByRole('region', { name: 'Services Links' });
  await services.getByRole('button', { name: 'Add Link' }).click();
  const added = services.getByRole('listitem', { name: 'New link' });
  await added.getByRole('textbox', { name: 'Label' }).fill('Security Audits');
  await services
    .getByRole('listitem', { name: 'Security Audits' })
    .getByRole('textbox', { name: 'Link' })
    .fill('/services/cloud');
  await form.getByRole('button', { name: 'Save Footer Settings' }).click();
  await expect(page.getByText('Footer settings saved successfully!')).toBeVisible();
  await page.goto('/');
  const footer = page.locator('footer.cp-footer');
  await expect(footer.getByText('Acme Footer Co').first()).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Security Audits' })).toHaveAttribute(
    'href',
    '/services/cloud',
  );
});

test('fonts: apply a font site-wide, then reset to Inter', async ({ page }) => {
  test.slow();
  await openAdminTab(page, 'fonts', 'Site-wide Font Settings');
  await page.getByRole('combobox', { name: 'Body font' }).click();
  await page.getByRole('option', { name: 'Poppins' }).click();
  await expect(page.getByRole('combobox', { name: 'Body font' })).toHaveValue('Poppins');
  await page.getByRole('button', { name: 'Apply Font Changes' }).click();
  const applied = page.getByRole('button', { name: 'Applied Successfully' });
  await expect(applied).toBeDisabled();
  await expect(applied).toHaveText('Applied');
  await page.goto('/');
  await expect
    .poll(() =>
      page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--site-font-body')),
    )
    .toContain('Poppins');
  await waitForFaces(page, 'Poppins');
  await expect
    .poll(() => page.evaluate(() => getComputedStyle(document.body).fontFamily))
    .toContain('Poppins');

  await page.goto('/admin?tab=fonts');
  await expect(page.getByRole('combobox', { name: 'Body font' })).toHaveValue('Poppins');
  await page.getByRole('button', { name: 'Reset to Defaults' }).click();
  await expect(page.getByRole('combobox', { name: 'Body font' })).toHaveValue('Inter');
  await expect(page.getByRole('button', { name: 'Applied Successfully' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('connectia:fonts'))).toBeNull();
  await page.goto('/');
  await expect
    .poll(() =>
      page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--site-font-body')),
    )
    .toContain('Inter');
});

test('hero: the three heroes show on /, /about and /careers', async ({ page }) => {
  await openAdminTab(page, 'hero', 'Hero Sections Management');
  const form = editor(page).locator('form');
  await form.getByRole('tab', { name: 'Home Page' }).click();
  await form.getByRole('textbox', { name: 'Title', exact: true }).fill('Welcome to Acme');
  await form.getByRole('tab', { name: 'About Page' }).click();
  await form.getByRole('textbox', { name: 'Title', exact: true }).fill('About Acme People');
  await form.getByRole('tab', { name: 'Careers Page' }).click();
  await form.getByRole('textbox', { name: 'Title', exact: true }).fill('Work With Acme');
  await form.getByRole('button', { name: 'Save Hero Settings' }).click();
  await expect(page.getByText('Hero section settings saved successfully!')).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Acme' })).toBeVisible();
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'About Acme People' })).toBeVisible();
  await page.goto('/careers');
  await expect(page.getByRole('heading', { level: 1, name: 'Work With Acme' })).toBeVisible();
});

test('leadership: add a member with a photo, see it on /about, delete with confirmation', async ({
  page,
}) => {
  await openAdminTab(page, 'leadership', 'Leadership Team Management');
  await expect(page.getByRole('heading', { name: 'Current Team Members (3)' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Team Member' }).click();
  const member = page.getByRole('region', { name: 'Team member form' });
  await member.getByRole('textbox', { name: 'Name' }).fill('Zara Quinn');
  await member.getByRole('textbox', { name: 'Role' }).fill('Chief Financial Officer');
  await member.getByRole('textbox', { name: 'Description' }).fill('Zara runs finance.');
  await member
    .locator('input[type="file"]')
    .setInputFiles({ name: 'zara.png', mimeType: 'image/png', buffer: PNG_1PX });
  await expect(member.getByRole('img', { name: 'Photo preview' })).toBeVisible();
  await member.getByRole('button', { name: 'Save Member' }).click();
  await expect(page.getByText('Leadership team data saved successfully!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Current Team Members (4)' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Zara Quinn', exact: true })).toBeVisible();

  await page.goto('/about');
  await expect(page.getByText('Zara Quinn').first()).toBeVisible();

  await page.goto('/admin?tab=leadership');
  await page.getByRole('button', { name: 'Delete Zara Quinn' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Are you sure you want to delete this team member?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('heading', { name: 'Current Team Members (3)' })).toBeVisible();
  await reloadAdmin(page);
  await expect(page.getByRole('heading', { name: 'Current Team Members (3)' })).toBeVisible();
});

test('careers: add a benefit (needs title and description), see it on /careers', async ({ page }) => {
  await openAdminTab(page, 'careers', 'Careers Management');
  const add = page.getByRole('region', { name: 'Add Benefit' });
  await add.getByRole('textbox', { name: 'Title' }).fill('Gym Membership');
  await add.getByRole('button', { name: 'Add Benefit' }).click();
  // without a description nothing happens
  await expect(page.getByRole('listitem', { name: 'Gym Membership' })).toHaveCount(0);
  await add.getByRole('textbox', { name: 'Description' }).fill('A paid gym membership near the office.');
  await add.getByRole('button', { name: 'Add Benefit' }).click();
  const item = page.getByRole('listitem', { name: 'Gym Membership' });
  await expect(item).toBeVisible();
  await expect(item.getByRole('textbox', { name: 'Title' })).toBeDisabled();
  await item.getByRole('button', { name: 'Edit Gym Membership' }).click();
  await expect(item.getByRole('textbox', { name: 'Title' })).toBeEnabled();
  await item.getByRole('button', { name: 'Confirm Gym Membership' }).click();
  await expect(item.getByRole('textbox', { name: 'Title' })).toBeDisabled();
  await page.getByRole('button', { name: 'Save Benefits' }).click();
  await expect(page.getByText('Benefits updated successfully!')).toBeVisible();
  await page.goto('/careers');
  await expect(page.getByText('Gym Membership').first()).toBeVisible();
});

test('jobs: add a posting with skills, see it on /careers', async ({ page }) => {
  await openAdminTab(page, 'jobs', 'Job Posting Management');
  const add = page.getByRole('region', { name: 'Add Job Posting' });
  await add.getByRole('textbox', { name: 'Title' }).fill('QA Automation Engineer');
  await add.getByRole('textbox', { name: 'Department' }).fill('Engineering');
  await add.getByRole('textbox', { name: 'Description' }).fill('Own our end-to-end test suites.');
  await add.getByRole('button', { name: 'Add Job Posting' }).click();
  const item = page.getByRole('listitem', { name: 'QA Automation Engineer' });
  await item.getByRole('button', { name: 'Edit QA Automation Engineer' }).click();
  const skills = item.getByRole('combobox', { name: 'Skills' });
  await skills.fill('  Playwright  ');
  await skills.press('Enter');
  await skills.fill('Playwright');
  await skills.press('Enter');
  await item.getByRole('button', { name: 'Cancel editing QA Automation Engineer' }).click();
  await page.getByRole('button', { name: 'Save Job Postings' }).click();
  await expect(page.getByText('Job postings updated successfully!')).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('connectia:jobs') ?? '{}'));
  expect(stored.postings.at(-1).skills).toEqual(['Playwright']);
  await page.goto('/careers');
  await expect(page.getByText('QA Automation Engineer').first()).toBeVisible();
});

test('investment: a changed figure shows on /investment, an amount in each language', async ({ page }) => {
  await openAdminTab(page, 'investment', 'Investment Information');
  const form = editor(page).locator('form');
  await form.getByRole('textbox', { name: 'Current round' }).fill('Series C');
  await form.getByRole('button', { name: 'Edit Valuation: $150M' }).click();
  await form.getByRole('textbox', { name: 'Amount' }).fill('180000000');
  await expect(form.getByRole('button', { name: 'Edit Valuation: $180M' })).toBeVisible();
  await form.getByRole('button', { name: 'Save Investment Information' }).click();
  await expect(page.getByText('Investment information saved successfully!')).toBeVisible();
  await page.goto('/investment');
  await expect(page.getByText('Series C').first()).toBeVisible();
  const details = page.locator('#investment-details');
  await expect(details.getByText('$180M', { exact: true })).toBeVisible();
  await page.goto('/ar/investment');
  await expect(page.locator('#investment-details').getByText('180 مليون دولار أمريكي')).toBeVisible();
});

test('content: services and about texts show on /services and /about', async ({ page }) => {
  await openAdminTab(page, 'content', 'Content Management');
  const form = editor(page).locator('form');
  await form.getByRole('tab', { name: 'Hero' }).click();
  await form.getByRole('textbox', { name: 'Title', exact: true }).fill('Our Craft');
  await form.getByRole('tab', { name: 'About' }).click();
  await form.getByRole('textbox', { name: 'Mission' }).fill('To make Acme customers happy, every day.');
  await form.getByRole('button', { name: 'Save Content' }).click();
  await expect(page.getByText('Content saved successfully!')).toBeVisible();
  await page.goto('/services');
  await expect(page.getByRole('heading', { level: 1, name: 'Our Craft' })).toBeVisible();
  await page.goto('/about');
  await expect(page.getByText('To make Acme customers happy, every day.')).toBeVisible();
});

test('branding: letter, logo upload and Apply Changes show on /', async ({ page }) => {
  test.slow();
  await openAdminTab(page, 'branding', 'Logo & Brand Management');
  const box = page.getByRole('region', { name: 'Logo box' });
  await box.getByRole('textbox', { name: 'Icon letter' }).fill('ZQ');
  await expect(box.getByRole('textbox', { name: 'Icon letter' })).toHaveValue('Z');
  await page.getByRole('button', { name: 'Apply Changes' }).click();
  await expect(page.getByText('Branding changes have been applied successfully!')).toBeVisible();
  const applied = page.getByRole('button', { name: 'Applied Successfully' });
  await expect(applied).toBeDisabled();
  await expect(applied).toHaveText('Applied');
  await box.getByRole('textbox', { name: 'Icon letter' }).fill('Y');
  await expect(page.getByRole('button', { name: 'Apply Changes' })).toBeEnabled();
  await page.getByRole('button', { name: 'Apply Changes' }).click();
  await expect(page.getByRole('button', { name: 'Applied Successfully' })).toBeVisible();
  await page.goto('/');
  await expect(page.locator('header.cp-header .cp-logo__box').first()).toHaveText('Y');

  await page.goto('/admin?tab=branding');
  await page.getByRole('tab', { name: 'Upload Logo' }).click();
  await page
    .getByRole('tabpanel', { name: 'Upload Logo' })
    .locator('input[type="file"]')
    .setInputFiles([
      { name: 'first.png', mimeType: 'image/png', buffer: PNG_1PX },
      { name: 'second.png', mimeType: 'image/png', buffer: PNG_1PX },
    ]);
  const first = page.getByRole('listitem', { name: 'first.png' });
  await expect(first.getByText('Default', { exact: true })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Box content' })).toHaveValue('image');
  await page.getByRole('button', { name: 'Make second.png the default logo' }).click();
  await expect(
    page.getByRole('listitem', { name: 'second.png' }).getByText('Default', { exact: true }),
  ).toBeVisible();
  await expect(first.getByText('Default', { exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Apply Changes' }).click();
  await expect(page.getByRole('button', { name: 'Applied Successfully' })).toBeVisible();
  await page.goto('/');
  await expect(page.locator('header.cp-header .cp-logo__box img').first()).toBeVisible();
});
