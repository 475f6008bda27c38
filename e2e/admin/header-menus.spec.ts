/**
 * The mega-menus are the header's data: the owner adds a link to a menu group in the Header tab, and
 * the live preview, the desktop menu and the phone's menu show it.
 */
import { expect, test } from '@playwright/test';
import { open } from '../public/support';
import { editor, openAdminTab } from './helpers';

test('a link added to a menu group shows in the preview, the desktop menu and the mobile menu', async ({
  page,
}) => {
  await openAdminTab(page, 'header', 'Header Navigation & Styling');
  const form = editor(page).locator('form');
  // The navigation entry's row opens to its fields, its mega-menu among them.
  await form.getByRole('button', { name: 'Edit Expertise', exact: true }).click();
  const group = form
    .getByRole('listitem', { name: 'Expertise', exact: true })
    .getByRole('listitem', { name: 'Enterprise solutions', exact: true });
  // The group is folded to its title; its Edit disclosure opens it from the keyboard.
  const edit = group.getByRole('button', { name: 'Edit Enterprise solutions' });
  await expect(edit).toHaveAttribute('aria-expanded', 'false');
  await expect(group.getByRole('textbox', { name: 'Title' })).toHaveCount(0);
  await edit.focus();
  await page.keyboard.press('Enter');
  await expect(edit).toHaveAttribute('aria-expanded', 'true');
  await group.getByRole('button', { name: 'Add Menu Link' }).click();
  await group
    .getByRole('listitem', { name: 'New link', exact: true })
    .getByRole('textbox', { name: 'Label' })
    .fill('Cyber Resilience');
  await group
    .getByRole('listitem', { name: 'Cyber Resilience', exact: true })
    .getByRole('textbox', { name: 'Link' })
    .fill('/services/cyber-resilience');
  await expect(page.getByTestId('live-preview').locator('a[href="/services/cyber-resilience"]')).toHaveText(
    'Cyber Resilience',
  );
  await form.getByRole('button', { name: 'Save Header Settings' }).click();
  await expect(page.getByText('Header settings saved successfully!')).toBeVisible();

  await open(page, '/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Show Expertise menu' }).click();
  const desktop = nav.getByRole('link', { name: 'Cyber Resilience' });
  await expect(desktop).toBeVisible();
  await expect(desktop).toHaveAttribute('href', '/services/cyber-resilience');
  // The group's other links are as they were.
  await expect(nav.getByRole('link', { name: 'SAP Solutions' })).toHaveAttribute(
    'href',
    '/services/sap-solutions',
  );

  await page.setViewportSize({ width: 360, height: 740 });
  await page.getByRole('button', { name: 'Open navigation menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await drawer.getByRole('button', { name: 'Show Expertise links' }).click();
  const mobile = drawer.getByRole('link', { name: 'Cyber Resilience' });
  await expect(mobile).toBeVisible();
  await expect(mobile).toHaveAttribute('href', '/services/cyber-resilience');
});
