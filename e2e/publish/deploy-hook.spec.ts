/**
 * A publish refreshes the static pages. The owner sets a deploy hook (here a local
 * server standing in for Netlify's), publishes twice five seconds apart, and the hook is called
 * once, after the second publish; the admin shows the call and its answer. The hook is global, so
 * this runs as its own project after every other publishing test (playwright.config.ts).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page, test } from '@playwright/test';
import { editor, openAdminTab } from '../admin/helpers';

// Serial: the hook is set, then two publishes call it, then the admin shows the call and the owner
// clears the hook (each step takes most of a minute on a slow machine).
test.describe.configure({ mode: 'serial', timeout: 60_000 });

interface Call {
  at: number;
  body: string;
}

const calls: Call[] = [];
let server: Server;
let hookUrl = '';

test.beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    req.on('end', () => {
      if (req.method === 'POST' && req.url === '/build_hooks/site') calls.push({ at: Date.now(), body });
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  hookUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/build_hooks/site`;
});
test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const status = (page: Page) => page.getByTestId('publish-status');

/** Saves `url` as the hook on the open Deploy Hook tab. */
async function setHook(page: Page, url: string) {
  const form = editor(page).locator('form');
  await form.getByRole('textbox', { name: 'Build hook URL' }).fill(url);
  await form.getByRole('button', { name: 'Save Deploy Hook' }).click();
  await expect(page.getByText('Deploy hook saved successfully!')).toBeVisible();
}

test('the owner sets a deploy hook: https, or plain http to this machine only', async ({ page }) => {
  await openAdminTab(page, 'deploy-hook', 'Deploy Hook');
  // The publishing tests before this one may have published less than the debounce ago: with no hook
  // set, that burst ends without a call. Wait for it (the tab shows the next call while one is due), or
  // setting the hook below would call it for their publishes, before this scenario's own.
  await expect(page.getByTestId('deploy-hook-last-call')).not.toHaveText('Loading…');
  await expect(page.getByTestId('deploy-hook-next-call')).toHaveCount(0, { timeout: 30_000 });
  const form = editor(page).locator('form');
  await form.getByRole('textbox', { name: 'Build hook URL' }).fill('http://hooks.example/build');
  await form.getByRole('button', { name: 'Save Deploy Hook' }).click();
  await expect(form.getByText('Use an https:// address')).toBeVisible();
  await setHook(page, hookUrl);
  await expect(page.getByTestId('deploy-hook-last-call')).toContainText('has not been called yet');
});

test('two publishes five seconds apart call the deploy hook once, after the second', async ({ page }) => {
  await openAdminTab(page, 'content', 'Content Management');
  const title = editor(page).locator('form').getByRole('textbox', { name: 'Title' }).first();
  const save = () => editor(page).locator('form').getByRole('button', { name: 'Save Content' }).click();
  // The publishing tests before this one may have published this entity already: count on from
  // the version the tab shows once it has loaded.
  await expect(status(page)).toHaveText(/Version \d+|Not published yet/);
  const shown = /Version (\d+)/.exec((await status(page).textContent()) ?? '');
  const before = shown ? Number(shown[1]) : 0;
  const publish = async (version: number) => {
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(status(page)).toContainText(`Version ${before + version},`);
  };

  await title.fill('Our Expertise, first edition');
  await save();
  await expect(status(page)).toContainText('Draft');
  await publish(1);
  const first = Date.now();
  // The second edit is ready before the pause, so the two publishes are five seconds apart.
  await title.fill('Our Expertise, second edition');
  await save();
  await expect(status(page)).toContainText('Draft');
  // The scenario's pause between the two publishes (not a wait for anything).
  await page.waitForTimeout(Math.max(0, 5_000 - (Date.now() - first)));
  expect(calls).toHaveLength(0);
  await publish(2);
  const second = Date.now();

  await expect.poll(() => calls.length, { timeout: 30_000 }).toBe(1);
  expect(calls[0]?.at).toBeGreaterThan(second);
  expect(JSON.parse(calls[0]?.body ?? '{}')).toMatchObject({ event_type: 'connectia-publish' });
});

test('the admin shows the call and its answer, and no other call to come; the owner clears the hook', async ({
  page,
}) => {
  await openAdminTab(page, 'deploy-hook', 'Deploy Hook');
  await expect(page.getByTestId('deploy-hook-last-call')).toContainText('succeeded (HTTP 200)', {
    timeout: 15_000,
  });
  await expect(page.getByTestId('deploy-hook-next-call')).toHaveCount(0);
  expect(calls).toHaveLength(1);
  await setHook(page, '');
});
