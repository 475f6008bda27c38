import { expect, test } from '@playwright/test';
import { hasHorizontalScroll, open, ROUTES, trackErrors } from './support';

for (const route of ROUTES) {
  test(`${route.path}: one h1, landmarks, key content, no console errors @all-sizes`, async ({ page }) => {
    const errors = trackErrors(page);
    await open(page, route.path);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('h1')).toHaveText(route.h1);
    await expect(page.locator('header')).toHaveCount(1);
    await expect(page.locator('main')).toHaveCount(1);
    await expect(page.locator('footer')).toHaveCount(1);
    await expect(page.getByRole('navigation').first()).toBeAttached();
    for (const text of route.content) {
      await expect(page.locator('main').getByText(text, { exact: false }).first()).toBeVisible();
    }
    await expect(page).toHaveTitle(/Connectia/);
    await page.waitForLoadState('networkidle');
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(errors).toEqual([]);
  });
}

test('/services shows seven alternating service blocks', async ({ page }) => {
  await open(page, '/services');
  await expect(page.locator('#service-list article')).toHaveCount(7);
});

test('/portfolio lists six case studies and ten industries', async ({ page }) => {
  await open(page, '/portfolio');
  await expect(page.locator('#case-studies article')).toHaveCount(6);
  await expect(page.locator('#industries li')).toHaveCount(10);
  const hrefs = await page
    .getByRole('link', { name: /View Case Study/ })
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hrefs).toHaveLength(6);
  // Each opens the case study's own page, not one of the sixteen /portfolio/<slug> pages.
  for (const href of hrefs) expect(href).toMatch(/^\/case-studies\/[a-z0-9-]+$/);
  await page
    .getByRole('link', { name: /View Case Study/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/case-studies\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 2, name: 'Results', exact: true })).toBeVisible();
});

const SIX_POSITIONS = [
  'Frontend Developer',
  'Backend Developer',
  'Cloud Engineer',
  'Data Scientist',
  'SAP Consultant',
  'IT Project Manager',
];

test('/careers: the six open positions of the spec, salaries $60,000-$120,000; the form offers them plus Other', async ({
  page,
}) => {
  await open(page, '/careers');
  await expect(page.getByTestId('job-card')).toHaveCount(6);
  for (const title of SIX_POSITIONS) {
    await expect(page.getByRole('heading', { level: 3, name: title, exact: true })).toBeVisible();
  }
  const salaries = await page.getByTestId('job-card').allInnerTexts();
  for (const text of salaries) {
    for (const amount of text.match(/\$[\d,]+/g) ?? []) {
      const value = Number(amount.replace(/[$,]/g, ''));
      expect(value).toBeGreaterThanOrEqual(60000);
      expect(value).toBeLessThanOrEqual(120000);
    }
  }
  const options = await page.getByLabel('Position of interest').locator('option').allTextContents();
  expect(options.slice(1)).toEqual([...SIX_POSITIONS, 'Other']);
  const experience = await page.getByLabel('Years of experience').locator('option').allTextContents();
  expect(experience.slice(1)).toEqual(['0-1 years', '2-3 years', '4-5 years', '6-10 years', '10+ years']);
});

test('/careers: Apply Today scrolls to the form; Apply Now preselects the position @all-sizes', async ({
  page,
}) => {
  await open(page, '/careers');
  await page.getByRole('link', { name: 'Apply Today' }).click();
  await expect(page.locator('#application-form')).toBeInViewport();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('link', { name: 'Apply Now for Cloud Engineer' }).click();
  await expect(page.getByLabel('Position of interest')).toHaveValue('Cloud Engineer');
  await expect(page.locator('#application-form')).toBeInViewport();
});

test('/careers: the resume accepts only .pdf, .doc and .docx', async ({ page }) => {
  await open(page, '/careers');
  const input = page.locator('input[type="file"]');
  await expect(input).toHaveAttribute('accept', '.pdf,.doc,.docx');
  await input.setInputFiles({ name: 'resume.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') });
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByText('Resume must be a .pdf, .doc or .docx file.')).toBeVisible();
  await input.setInputFiles({
    name: 'resume.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4'),
  });
  await expect(page.getByText('Resume must be a .pdf, .doc or .docx file.')).toHaveCount(0);
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByText('First name is required.')).toBeVisible();
  await expect(page.getByText('Email is required.')).toBeVisible();
});

test('/blog: categories filter in the URL, Load More shows the rest and goes, newsletter', async ({
  page,
}) => {
  await open(page, '/blog');
  const categories = page.getByRole('group', { name: 'Filter articles by category' }).getByRole('button');
  await expect(categories).toHaveText([
    'All Posts',
    'Software Development',
    'Cloud Technology',
    'Data Analytics',
    'DevOps',
    'Cybersecurity',
    'Team Management',
    'Artificial Intelligence',
  ]);
  await expect(categories.first()).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('article')).toHaveCount(6);
  await page.getByRole('button', { name: 'DevOps' }).click();
  await expect(page).toHaveURL(/\/blog\?category=DevOps$/);
  await expect(page.getByTestId('article')).toHaveCount(1);
  await expect(page.getByTestId('article')).toContainText('CI/CD');
  await expect(page.getByRole('button', { name: 'Load More Articles' })).toHaveCount(0);
  // The filtered list survives a reload.
  await page.reload();
  await expect(page.getByRole('button', { name: 'DevOps' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('article')).toHaveCount(1);
  await page.getByRole('button', { name: 'All Posts' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByTestId('article')).toHaveCount(6);
  await page.getByRole('button', { name: 'Load More Articles' }).click();
  await expect(page.getByTestId('article')).toHaveCount(7);
  await expect(page.getByRole('button', { name: 'Load More Articles' })).toHaveCount(0);
  await page.getByLabel('Email address').fill('reader@example.com');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByTestId('form-success')).toBeVisible();
});

test('the desktop header fits from 992 px (tablet landscape) without horizontal scroll', async ({ page }) => {
  for (const width of [992, 1024, 1100]) {
    await page.setViewportSize({ width, height: 800 });
    await open(page, '/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    expect(await hasHorizontalScroll(page)).toBe(false);
    const bar = await page.locator('.cp-header__bar').evaluate((el) => el.scrollWidth <= el.clientWidth + 1);
    expect(bar).toBe(true);
  }
});
