/**
 * A visitor's visit as the owner sees it. Every browser Playwright drives says so
 * (navigator.webdriver), and the reporter counts no automated browser, so the suite's other tests
 * add nothing to the figures. This test's browsers present themselves as people's do: the project's
 * normal desktop user agent (the database drops 'HeadlessChrome' and other robots by user agent)
 * and navigator.webdriver false. The owner's browser does the same, so only being signed in keeps
 * the owner's own visit out.
 */
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { signInAsAdmin } from '../support/auth';

// The owner reads what the visitor did: one walk in two steps, each within the time a test has.
test.describe.configure({ mode: 'serial', timeout: 60_000 });

const email = `analytics-${Date.now()}@example.com`;

const asPerson = async (context: BrowserContext) => {
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false });
  });
};

/** Opens `path` and waits until its view has been counted (the reporter sends once the page is idle). */
async function viewCounted(page: Page, open: () => Promise<unknown>) {
  const counted = page.waitForResponse((r) => r.url().endsWith('/rest/v1/rpc/record_visit'));
  await open();
  expect((await counted).status()).toBe(204);
}

test('a visitor from a newsletter campaign sends an inquiry, and keeps nothing of ours', async ({
  browser,
}) => {
  const visitorContext = await browser.newContext();
  await asPerson(visitorContext);
  const visitor = await visitorContext.newPage();
  await viewCounted(visitor, () => visitor.goto('/?utm_source=newsletter&utm_campaign=launch'));
  await viewCounted(visitor, () => visitor.goto('/services/cloud'));
  // A client-side navigation counts too.
  await expect(visitor.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await viewCounted(visitor, () =>
    visitor.locator('main a[href="/contact"], header a[href="/contact"]').first().click(),
  );
  await expect(visitor).toHaveURL(/\/contact$/);

  const form = visitor.locator('main form');
  await form.locator('input:not([type=hidden])').first().focus();
  await expect(form).toHaveAttribute('data-armed', 'true', { timeout: 20_000 });
  const field = (label: string) => form.getByRole('textbox', { name: label, exact: true });
  await field('First name').fill('Rania');
  await field('Last name').fill('Aziz');
  await field('Email').fill(email);
  await field('Company').fill('Launch Partners');
  await form.getByRole('button', { name: 'Send Inquiry' }).click();
  await expect(visitor.getByTestId('form-success')).toBeVisible();

  // Nothing kept that outlives the tab: no cookie, no localStorage or IndexedDB key.
  expect(await visitorContext.cookies()).toEqual([]);
  const stored = await visitor.evaluate(async () => ({
    local: Object.keys(localStorage),
    databases: (await indexedDB.databases()).map((database) => database.name),
  }));
  expect(stored).toEqual({ local: [], databases: [] });
  await visitorContext.close();
});

test('the owner reads the visit and its lead in Analytics, without being counted', async ({ browser }) => {
  // The owner, signed in, visits a page: not counted.
  const ownerContext = await browser.newContext();
  await asPerson(ownerContext);
  const owner = await ownerContext.newPage();
  await signInAsAdmin(owner);
  const reports: string[] = [];
  owner.on('request', (request) => {
    if (request.url().endsWith('/rest/v1/rpc/record_visit')) reports.push(request.url());
  });
  const reporterLoaded = owner.waitForResponse((r) => /\/assets\/visits-[\w-]+\.js$/.test(r.url()));
  await owner.goto('/services/cloud?utm_campaign=owner-visit');
  await reporterLoaded;
  // The reporter has run (its chunk is evaluated once its module promise settles).
  await owner.evaluate(() => new Promise((done) => requestIdleCallback(() => setTimeout(done, 0))));
  expect(reports).toEqual([]);

  await owner.goto('/admin?tab=analytics');
  // The segmented control's radios are visually hidden: the owner clicks the label they read.
  await owner.getByText('Last 7 days', { exact: true }).click();
  await expect(owner.getByRole('radio', { name: 'Last 7 days' })).toBeChecked();
  const campaigns = owner.getByRole('table', { name: 'Campaigns' });
  const launch = campaigns.getByRole('row').filter({ hasText: 'launch' });
  // Visitors, page views (/, /services/cloud and /contact), leads.
  await expect(launch.getByRole('cell')).toHaveText(['launch', '1', '3', '1']);
  await expect(campaigns).not.toContainText('owner-visit');
  const sources = owner.getByRole('table', { name: 'Sources' });
  await expect(sources.getByRole('row').filter({ hasText: 'newsletter' }).getByRole('cell')).toHaveText([
    'newsletter',
    '1',
    '3',
    '1',
  ]);
  // The chart draws the days, and its latest day reads the visit from the keyboard.
  const chart = owner.getByRole('slider', { name: 'Visitors and page views per day' });
  await expect(chart.locator('svg path')).toHaveCount(4);
  await chart.focus();
  await owner.keyboard.press('End');
  await expect(chart).toHaveAttribute('aria-valuetext', /: [1-9]\d* visitors?, [1-9]\d* page views?$/);
  const pages = owner.getByRole('table', { name: 'Top pages' });
  await expect(pages.getByRole('row').filter({ hasText: /^\/services\/cloud/ })).toHaveCount(1);
  const home = pages.getByRole('row').filter({ has: owner.getByRole('cell', { name: '/', exact: true }) });
  await expect(home.getByRole('cell').nth(3)).not.toHaveText('0');

  // The lead count opens the messages behind it in the Inbox.
  await campaigns.getByRole('link', { name: '1 lead of the campaign launch' }).click();
  await expect(owner.getByTestId('inbox-origin-filter')).toContainText('campaign launch');
  const row = owner.getByTestId('inbox-row').filter({ hasText: email });
  await row.getByRole('button', { name: /^Open / }).click();
  await expect(owner.getByRole('dialog').getByTestId('lead-origin')).toHaveText(
    'First page / · from newsletter · campaign launch · sent from /contact',
  );
  await ownerContext.close();
});
