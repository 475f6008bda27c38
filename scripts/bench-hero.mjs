// For `npm run bench`: publishes the test photo (scripts/test-photo.mjs: 4000 x 3000, ~5 MB, EXIF)
// as the home hero background, the way the owner does: sign in with a magic link from the
// stand-in's mailbox, upload in the Hero tab (processed by the admin's own pipeline), describe it,
// save and publish. Drives Debian's Chromium through Playwright. Signed in, it then times entering edit
// mode on / (the owner's 'Edit page' until the marks appear, which wait for the panel's code), three
// times: the first with the editing chunks not yet cached.
import { chromium } from '@playwright/test';
import { makeTestPhoto } from './test-photo.mjs';

async function magicLink(mailUrl, email, before, deadline) {
  for (;;) {
    const { messages } = await (await fetch(`${mailUrl}/api/v1/messages?limit=50`)).json();
    const fresh = messages.find((m) => !before.has(m.ID) && m.To.some((t) => t.Address === email));
    if (fresh) {
      const message = await (await fetch(`${mailUrl}/api/v1/message/${encodeURIComponent(fresh.ID)}`)).json();
      const link = message.Link || /https?:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(message.Text ?? '')?.[0];
      if (link) return link;
    }
    if (Date.now() > deadline) throw new Error('bench: no magic link arrived');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Milliseconds from the owner's click on 'Edit page' on / until the page's marks are there. */
async function timeEditMode(page, origin) {
  await page.goto(`${origin}/`);
  const toggle = page.getByRole('button', { name: 'Edit page' });
  await toggle.waitFor();
  // Edit mode is remembered per tab: start from off.
  if ((await toggle.getAttribute('aria-pressed')) === 'true') await toggle.click();
  await page.locator('h1[data-edit]').waitFor({ state: 'detached' });
  const started = Date.now();
  await toggle.click();
  await page.locator('h1[data-edit]').waitFor();
  const took = Date.now() - started;
  await toggle.click();
  return took;
}

/**
 * Publishes the hero photo; resolves once the admin shows the published version, with the photo's
 * size and the times edit mode took to come on.
 */
export async function publishHeroPhoto({ origin, mailUrl, email = 'admin@example.com', chromiumPath }) {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    // The benchmark serves the site over HTTPS with a self-signed certificate.
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, ignoreHTTPSErrors: true });
    page.setDefaultTimeout(60_000);
    await page.goto(`${origin}/admin/login`);
    const before = new Set(
      ((await (await fetch(`${mailUrl}/api/v1/messages?limit=50`)).json()).messages ?? []).map((m) => m.ID),
    );
    await page.getByLabel('Admin Email Address').fill(email);
    await page.getByRole('button', { name: 'Send Magic Link' }).click();
    await page.goto(await magicLink(mailUrl, email, before, Date.now() + 30_000));
    await page.getByRole('heading', { level: 1, name: 'Admin Panel' }).waitFor();
    await page.goto(`${origin}/admin?tab=hero`);
    const background = page.getByRole('group', { name: 'Background image' }).first();
    await background.waitFor();
    const photo = await makeTestPhoto(page);
    await background
      .locator('input[type="file"]')
      .setInputFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(photo) });
    await background
      .getByRole('textbox', { name: 'Alt text' })
      .fill('The Connectia team planning a project in Dubai');
    await page.getByRole('button', { name: 'Save Hero Settings' }).click();
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page
      .getByTestId('publish-status')
      .getByText(/Version \d+/)
      .waitFor();
    const editMode = [];
    for (let run = 0; run < 3; run++) editMode.push(await timeEditMode(page, origin));
    return { photoBytes: photo.length, editMode };
  } finally {
    await browser.close();
  }
}
