/**
 * Editing on the page: the signed-in owner turns on 'Edit page' on a public page, picks a field by
 * clicking it (or through 'Fields on this page', by keyboard alone), and the admin's own widget in
 * the docked panel changes the page as they type. A visitor gets no marks and no editing code.
 * Nothing here publishes (e2e/publish/edit-on-page.spec.ts does).
 */
import { expect, type Page, test } from '@playwright/test';
import { open, trackErrors } from '../public/support';
import { signInAsAdmin } from '../support/auth';
import { seriousViolations } from '../support/axe';
import { PNG_1PX } from './helpers';

/** Scripts of edit mode: its host, the marks, the owner check and the panel. */
const EDITING_SCRIPT = /\/assets\/(owner|EditPanel|EditModeHost|edit-marks)-[^/]+\.js$/;

const editToggle = (page: Page) => page.getByRole('button', { name: 'Edit page' });
const panel = (page: Page) => page.getByRole('complementary', { name: /^Edit |^Fields on this page$/ });

async function ownerInEditMode(page: Page, path = '/', onSignedIn?: () => void) {
  await signInAsAdmin(page);
  onSignedIn?.();
  await open(page, path);
  await expect(editToggle(page)).toHaveAttribute('aria-pressed', 'false', { timeout: 15_000 });
  await editToggle(page).click();
  await expect(editToggle(page)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('h1[data-edit]')).toBeVisible();
}

test('a visitor gets no editing marks, no Edit page and no editing code', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await open(page, '/');
  await expect(page.locator('h1')).toBeVisible();
  expect(await page.locator('[data-edit]').count()).toBe(0);
  await expect(editToggle(page)).toHaveCount(0);
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((url) => EDITING_SCRIPT.test(url))).toEqual([]);
});

test('the owner clicks the hero title, types, and the h1 follows at once; Escape gives focus back', async ({
  page,
}) => {
  let errors: string[] = [];
  const failed: string[] = [];
  await ownerInEditMode(page, '/', () => {
    errors = trackErrors(page);
    page.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    });
  });
  const h1 = page.locator('h1');
  // The field under the pointer is named; Escape dismisses the label.
  await h1.hover();
  const label = page.getByRole('tooltip');
  await expect(label).toHaveText('Hero Sections Management › Home Page › Title');
  await page.keyboard.press('Escape');
  await expect(label).toHaveCount(0);
  await h1.click();
  const aside = page.getByRole('complementary', { name: 'Edit Hero Sections Management' });
  await expect(aside).toBeVisible();
  await expect(aside.getByTestId('edit-breadcrumb')).toHaveText(
    'Hero Sections Management › Home Page › Title',
  );
  const title = aside.getByRole('textbox', { name: 'Title', exact: true });
  await title.fill('Connecting people, edited in place');
  await expect(h1).toHaveText('Connecting people, edited in place');
  // The page made room: the panel covers none of the title.
  const [h1Box, asideBox] = await Promise.all([h1.boundingBox(), aside.boundingBox()]);
  expect((h1Box?.x ?? 0) + (h1Box?.width ?? 0)).toBeLessThanOrEqual(asideBox?.x ?? 0);

  await title.press('Escape');
  await expect(aside).toHaveCount(0);
  await expect(h1).toBeFocused();
  // Not saved: closing the panel shows the stored title again.
  await expect(h1).not.toHaveText('Connecting people, edited in place');

  // A link click selects instead of navigating.
  await page.locator('header nav').getByRole('link', { name: 'About' }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('complementary', { name: 'Edit Header Navigation & Styling' })).toBeVisible();

  // Edit mode is remembered in this tab.
  await page.reload();
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await expect(editToggle(page)).toHaveAttribute('aria-pressed', 'true', { timeout: 15_000 });
  expect({ errors, failed }).toEqual({ errors: [], failed: [] });
});

test('a keyboard-only edit through Fields on this page, saved as the admin’s draft', async ({ page }) => {
  await signInAsAdmin(page);
  await open(page, '/');
  await expect(editToggle(page)).toBeVisible({ timeout: 15_000 });
  await page.locator('body').focus();
  for (
    let step = 0;
    step < 6 && !(await editToggle(page).evaluate((el) => el === document.activeElement));
    step++
  )
    await page.keyboard.press('Tab');
  await expect(editToggle(page)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(editToggle(page)).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Tab');
  const fieldsButton = page.getByRole('button', { name: 'Fields on this page' });
  await expect(fieldsButton).toBeFocused();
  await page.keyboard.press('Enter');
  const list = page.getByRole('complementary', { name: 'Fields on this page' });
  await expect(list).toBeVisible();
  // Fields the page does not show are listed too: its title and description for search engines.
  await expect(list.getByRole('button', { name: /› Search engines › Page description: / })).toHaveCount(1);
  await expect(list.getByRole('button', { name: /› Search engines › Page title: / })).toHaveCount(1);

  // Arrow keys move through the fields and highlight each on the page.
  await page.keyboard.press('Tab'); // the panel's close button
  await page.keyboard.press('Tab'); // the first field
  const wanted = /Hero Sections Management › Home Page › Subtitle/;
  for (let step = 0; step < 40; step++) {
    const name = await page.evaluate(() => document.activeElement?.textContent ?? '');
    if (wanted.test(name)) break;
    await page.keyboard.press('ArrowDown');
  }
  await expect(page.locator('.cp-hero__subtitle')).toHaveClass(/cp-edit-highlight/);
  await page.keyboard.press('Enter');
  const aside = page.getByRole('complementary', { name: 'Edit Hero Sections Management' });
  await expect(aside).toBeVisible();
  const subtitle = aside.getByRole('textbox', { name: 'Subtitle' });
  for (let step = 0; step < 20 && !(await subtitle.evaluate((el) => el === document.activeElement)); step++)
    await page.keyboard.press('Tab');
  await expect(subtitle).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Typed without a mouse');
  await expect(page.locator('.cp-hero__subtitle')).toHaveText('Typed without a mouse');
  await page.keyboard.press('ControlOrMeta+S');
  await expect(page.getByText('Hero section settings saved successfully!')).toBeVisible();
  await expect(aside.getByTestId('publish-status')).toContainText('Draft');

  await page.keyboard.press('Escape');
  await expect(aside).toHaveCount(0);
  await expect(page.locator('.cp-hero__subtitle')).toBeFocused();
  // Saved as the draft: the page keeps it with the panel closed, and the admin shows it.
  await expect(page.locator('.cp-hero__subtitle')).toHaveText('Typed without a mouse');
});

test('from a card’s title the breadcrumb opens its list, where a reorder moves the cards on the page at once', async ({
  page,
}) => {
  await ownerInEditMode(page);
  const titles = page.locator('#services h3');
  const first = await titles.nth(0).textContent();
  const second = await titles.nth(1).textContent();
  await titles.nth(0).click();
  const aside = page.getByRole('complementary', { name: 'Edit Home Page' });
  const crumbs = aside.getByTestId('edit-breadcrumb');
  await expect(crumbs).toHaveText(`Home Page › Sections › Service cards › Cards › ${first} › Title`);
  await expect(aside.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(first ?? '');

  await crumbs.getByRole('button', { name: 'Cards', exact: true }).click();
  await expect(aside.getByRole('button', { name: 'Add Service Card' })).toBeVisible();
  await aside.getByRole('button', { name: `Move ${first} down` }).click();
  await expect(titles.nth(0)).toHaveText(second ?? '');
  await expect(titles.nth(1)).toHaveText(first ?? '');
});

test('axe finds nothing in edit mode with the panel open', async ({ page }) => {
  await ownerInEditMode(page);
  await page.locator('h1').click();
  await expect(panel(page)).toBeVisible();
  await expect(panel(page).getByRole('textbox', { name: 'Title', exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('on /ar/ the panel edits the Arabic title, and the English page keeps its own', async ({ page }) => {
  await ownerInEditMode(page, '/ar/');
  const h1 = page.locator('h1');
  const english = 'Connecting People & Solutions';
  await h1.click();
  const aside = page.getByRole('complementary', { name: 'Edit Hero Sections Management' });
  const title = aside.getByRole('textbox', { name: 'Title', exact: true });
  await expect(title).not.toHaveValue(english);
  await title.fill('ربط الناس، تحرير في الصفحة');
  await expect(h1).toHaveText('ربط الناس، تحرير في الصفحة');
  await aside.getByRole('button', { name: 'Save Hero Settings' }).click();
  await expect(page.getByText('Hero section settings saved successfully!')).toBeVisible();
  await open(page, '/');
  await expect(page.locator('h1')).toHaveText(english);
});

test('the owner picks the home hero’s photo on the page, uploads one through the pipeline and describes it; the hero shows it at once', async ({
  page,
}) => {
  await ownerInEditMode(page);
  const hero = page.locator('#home-hero');
  // A click on the hero outside its texts picks the section's own field: its background photo.
  await hero.click({ position: { x: 6, y: 6 } });
  const aside = page.getByRole('complementary', { name: 'Edit Hero Sections Management' });
  const picture = aside.getByRole('group', { name: 'Background image' });
  await expect(picture).toBeVisible();
  await picture
    .locator('input[type="file"]')
    .setInputFiles({ name: 'team.png', mimeType: 'image/png', buffer: PNG_1PX });
  await expect(picture.getByRole('img', { name: 'Background image preview' })).toBeVisible({
    timeout: 30_000,
  });
  await picture.getByRole('textbox', { name: 'Alt text' }).fill('Our team at work in Dubai');
  await expect(hero.getByRole('img', { name: 'Our team at work in Dubai' })).toBeVisible();
  await aside.getByRole('button', { name: 'Save Hero Settings' }).click();
  await expect(page.getByText('Hero section settings saved successfully!')).toBeVisible();
});

test('on /about a click on a picture opens its image widget with its alt text, a team photo its own', async ({
  page,
}) => {
  await ownerInEditMode(page, '/about');
  await page.locator('#story img').click();
  const aside = page.getByRole('complementary', { name: 'Edit About Page' });
  await expect(aside.getByTestId('edit-breadcrumb')).toHaveText('About Page › Story › Picture');
  const picture = aside.getByRole('group', { name: 'Picture' });
  await expect(picture.getByRole('textbox', { name: 'Alt text' })).toHaveValue(
    'Illustration of the Dubai skyline with connected people',
  );

  await page.getByTestId('leader-card').first().locator('img').click();
  const team = page.getByRole('complementary', { name: 'Edit Leadership Team Management' });
  await expect(team.getByTestId('edit-breadcrumb')).toHaveText(/› Photo$/);
  await expect(
    team.getByRole('group', { name: 'Photo' }).getByRole('textbox', { name: 'Alt text' }),
  ).toBeVisible();
});

test('Fields on this page lists the mobile menu’s entries at desktop width; Enter opens one in the panel', async ({
  page,
}) => {
  const errors = trackErrors(page);
  await ownerInEditMode(page);
  await page.getByRole('button', { name: 'Fields on this page' }).click();
  const list = page.getByRole('complementary', { name: 'Fields on this page' });
  const mobile = list.getByRole('button', { name: /› About Us › Label \(mobile menu\): About Us$/ });
  await expect(mobile).toHaveCount(1);
  // The desktop header's entry is listed too, without the note.
  await expect(list.getByRole('button', { name: /› About Us › Label: About Us$/ })).toHaveCount(1);
  // The menu is drawn but closed: nothing to show or scroll to.
  await expect(page.locator('#mobile-navigation')).toBeHidden();
  await mobile.focus();
  const scrolled = await page.evaluate(() => window.scrollY);
  await page.keyboard.press('Enter');
  const aside = page.getByRole('complementary', { name: 'Edit Header Navigation & Styling' });
  await expect(aside.getByTestId('edit-breadcrumb')).toHaveText(/› About Us › Label$/);
  await expect(aside.getByRole('textbox', { name: 'Label', exact: true })).toHaveValue('About Us');
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  await expect(page.locator('#mobile-navigation')).toBeHidden();
  expect(errors).toEqual([]);
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true });

  test('a first tap selects a field and a second opens it', async ({ page }) => {
    await ownerInEditMode(page);
    const h1 = page.locator('h1');
    await h1.tap();
    await expect(h1).toHaveClass(/cp-edit-highlight/);
    await expect(panel(page)).toHaveCount(0);
    await h1.tap();
    await expect(page.getByRole('complementary', { name: 'Edit Hero Sections Management' })).toBeVisible();
    await expect(h1).not.toHaveClass(/cp-edit-highlight/);
  });
});
