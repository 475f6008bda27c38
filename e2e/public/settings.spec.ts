import { expect, test } from '@playwright/test';
import { open, storeSettings, trackErrors } from './support';

const SIX_POSTINGS = [
  'Frontend Developer',
  'Backend Developer',
  'Cloud Engineer',
  'Data Scientist',
  'SAP Consultant',
  'IT Project Manager',
];

test('header settings: colours and navigation links', async ({ page }) => {
  await storeSettings(page, {
    header: {
      colors: { background: '#111111', text: '#fefefe', hover: '#ff375e' },
      navigation: [
        { label: 'Start', href: '/' },
        { label: 'Jobs', href: '/careers' },
        { label: 'Expertise', href: '/services' },
        { label: 'Talk to us', href: '/contact' },
      ],
    },
  });
  await open(page, '/blog');
  const header = page.locator('header').first();
  await expect(header.getByRole('link', { name: 'Jobs' })).toHaveAttribute('href', '/careers');
  await expect(header.getByRole('link', { name: 'Talk to us' })).toHaveAttribute('href', '/contact');
  await expect(header.getByRole('link', { name: 'Blog' })).toHaveCount(0);
  expect(await header.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(17, 17, 17)');
});

test('footer settings: company, links and copyright', async ({ page }) => {
  await storeSettings(page, {
    footer: {
      company: { name: 'Acme Test Co', email: 'team@acme.test' },
      links: { services: [{ label: 'Only Service', href: '/services/cloud' }] },
      typography: { copyright: { text: '© 2030 Acme Test Co' } },
      colors: { background: '#000000' },
    },
  });
  await open(page, '/');
  const footer = page.locator('footer');
  await expect(footer).toContainText('Acme Test Co');
  await expect(footer.getByRole('link', { name: 'Only Service' })).toHaveAttribute('href', '/services/cloud');
  await expect(footer.getByRole('link', { name: 'Web Development' })).toHaveCount(0);
  await expect(footer).toContainText('© 2030 Acme Test Co');
  expect(await footer.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(0, 0, 0)');
});

test('hero settings: home, about and careers', async ({ page }) => {
  await storeSettings(page, {
    hero: {
      home: { title: 'Custom Home Title', ctaText: 'Go Now', ctaLink: '/portfolio' },
      about: { title: 'Custom About Title' },
      careers: { title: 'Custom Careers Title', ctaText: 'Apply Here' },
    },
  });
  await open(page, '/');
  await expect(page.locator('h1')).toHaveText('Custom Home Title');
  await expect(page.getByRole('link', { name: 'Go Now' })).toHaveAttribute('href', '/portfolio');
  await open(page, '/about');
  await expect(page.locator('h1')).toHaveText('Custom About Title');
  await open(page, '/careers');
  await expect(page.locator('h1')).toHaveText('Custom Careers Title');
  await expect(page.getByRole('link', { name: 'Apply Here' })).toBeVisible();
});

test('content settings: home services heading, services hero, about story', async ({ page }) => {
  await storeSettings(page, {
    content: {
      services: { title: 'Custom Services Heading', description: 'Custom services text.' },
      hero: { title: 'Custom Expertise Title' },
      about: { title: 'Custom Story Title', mission: 'Custom mission text.' },
    },
  });
  await open(page, '/');
  await expect(page.getByRole('heading', { name: 'Custom Services Heading' })).toBeVisible();
  await open(page, '/services');
  await expect(page.locator('h1')).toHaveText('Custom Expertise Title');
  await open(page, '/about');
  await expect(page.getByRole('heading', { name: 'Custom Story Title' })).toBeVisible();
  await expect(page.getByText('Custom mission text.')).toBeVisible();
});

test('benefits and jobs settings: only active items show on /careers', async ({ page }) => {
  await storeSettings(page, {
    benefits: {
      items: [
        { id: 'b1', title: 'Gym Membership', description: 'Free gym.', active: true },
        { id: 'b2', title: 'Hidden Benefit', description: 'Not shown.', active: false },
      ],
    },
    jobs: {
      postings: [
        {
          id: 'j1',
          title: 'Test Automation Engineer',
          department: 'QA',
          description: 'Write tests.',
          active: true,
        },
        { id: 'j2', title: 'Inactive Role', department: 'QA', description: 'Not shown.', active: false },
      ],
    },
  });
  await open(page, '/careers');
  await expect(page.getByText('Gym Membership')).toBeVisible();
  await expect(page.getByText('Hidden Benefit')).toHaveCount(0);
  await expect(page.getByText('Health & Wellness')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Test Automation Engineer' })).toBeVisible();
  await expect(page.getByText('Inactive Role')).toHaveCount(0);
  await expect(page.getByTestId('job-card')).toHaveCount(1);
  const options = await page.getByLabel('Position of interest').locator('option').allTextContents();
  expect(options.slice(1)).toEqual(['Test Automation Engineer', 'Other']);
  await page.getByRole('link', { name: 'Apply Now for Test Automation Engineer' }).click();
  await expect(page.getByLabel('Position of interest')).toHaveValue('Test Automation Engineer');
});

test('a posting the admin deactivates disappears from /careers and its form', async ({ page }) => {
  const postings = SIX_POSTINGS.map((title, index) => ({
    id: `p${index}`,
    title,
    department: 'Engineering',
    description: 'A role.',
    active: title !== 'Data Scientist',
  }));
  await storeSettings(page, { jobs: { postings } });
  await open(page, '/careers');
  await expect(page.getByTestId('job-card')).toHaveCount(5);
  await expect(page.getByRole('heading', { name: 'Data Scientist' })).toHaveCount(0);
  const options = await page.getByLabel('Position of interest').locator('option').allTextContents();
  expect(options).not.toContain('Data Scientist');
});

test('investment settings appear on /investment', async ({ page }) => {
  await storeSettings(page, {
    investment: {
      funding: { currentRound: 'Series C', targetAmount: '$40M' },
      investment: { minInvestment: '$250K' },
    },
  });
  await open(page, '/investment');
  await expect(page.getByText('Series C').first()).toBeVisible();
  await expect(page.getByText('$40M')).toBeVisible();
  await expect(page.getByText('$250K')).toBeVisible();
});

test('leadership settings appear on /about', async ({ page }) => {
  await storeSettings(page, {
    leadership: {
      members: [{ id: 'x', name: 'Nadia Karim', role: 'CEO', department: 'Operations', image: '' }],
    },
  });
  await open(page, '/about');
  await expect(page.getByTestId('leader-card')).toHaveCount(1);
  await expect(page.getByTestId('leader-card')).toContainText('Nadia Karim');
});

test('unsafe link targets from settings are made inert', async ({ page }) => {
  await storeSettings(page, {
    header: { navigation: [{ label: 'Evil', href: 'javascript:alert(1)' }] },
  });
  await open(page, '/');
  const evil = page.locator('header').getByRole('link', { name: 'Evil' });
  if (await evil.count()) await expect(evil).not.toHaveAttribute('href', /javascript/);
});

test('a stored link with a malformed %-escape still renders /about with its header and content', async ({
  page,
}) => {
  const errors = trackErrors(page);
  await storeSettings(page, {
    header: {
      navigation: [
        { label: 'Broken escape', href: '/about#%E0' },
        { label: 'Jobs', href: '/careers' },
      ],
    },
    footer: { links: { company: [{ label: 'Bad footer link', href: '/about#%E0' }] } },
    hero: { home: { ctaLink: '/about#%E0' } },
  });
  await open(page, '/about#%E0');
  await expect(page.locator('h1')).toHaveText('About Connectia');
  const header = page.locator('header').first();
  await expect(header.getByRole('link', { name: 'Jobs' })).toHaveAttribute('href', '/careers');
  await expect(page.locator('main')).toContainText('Our Story');
  await expect(page.locator('footer')).toContainText('Connectia');
  expect(errors).toEqual([]);
});

test('the preview bar goes with the last draft, though sign-in left where to return to', async ({ page }) => {
  // Opening an Inbox link from a notification e-mail while signed out remembers it in this browser.
  await page.addInitScript(() =>
    localStorage.setItem(
      'connectia:admin-return-to',
      JSON.stringify({ path: '/admin?tab=inbox', at: Date.now() }),
    ),
  );
  await storeSettings(page, { header: { colors: { background: '#111111' } } });
  await open(page, '/about');
  const bar = page.getByText('Previewing unpublished changes');
  await expect(bar).toBeVisible();

  // The draft is discarded in another tab: the bar goes, though the return path is still stored.
  const otherTab = await page.context().newPage();
  await otherTab.goto('/');
  await otherTab.evaluate(() => localStorage.removeItem('connectia:header'));
  await expect(bar).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('connectia:admin-return-to'))).not.toBeNull();
});
