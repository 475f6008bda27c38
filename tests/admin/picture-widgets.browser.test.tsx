/**
 * The icon and illustration pickers as the owner sees them on a 360 px wide phone, in Chromium with
 * Mantine's CSS and the admin's theme: axe finds no serious or critical WCAG A/AA violation (nor a
 * visible label missing from a name), with the icon popover closed and open; the popover fits the
 * screen and nothing scrolls sideways; a choice reached by keyboard shows its focus.
 */
import '@/app/styles-admin';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { cleanup, render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { EntityEditor } from '@/admin/editor/EntityEditor';
import { AdminStoreContext } from '@/admin/editor/store-context';
import { cssVariablesResolver, theme } from '@/app/theme';
import { createMemorySource } from '@/storage/settings-source';
import { SettingsStore } from '@/storage/settings-store';
import { picturesPage } from '../schemas/pictures-fixture';

beforeEach(() => page.viewport(360, 800));
afterEach(cleanup);

function renderEditor() {
  render(
    <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
      <ModalsProvider>
        <Notifications />
        <AdminStoreContext.Provider value={new SettingsStore(createMemorySource())}>
          <main>
            <EntityEditor entity={picturesPage} />
          </main>
        </AdminStoreContext.Provider>
      </ModalsProvider>
    </MantineProvider>,
  );
}

/** As e2e/admin/a11y.spec.ts counts them. */
async function violations(): Promise<string[]> {
  const results = await axe.run(document.body, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'label-content-name-mismatch': { enabled: true } },
  });
  return results.violations
    .filter(
      (v) => v.impact === 'serious' || v.impact === 'critical' || v.id === 'label-content-name-mismatch',
    )
    .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}: ${n.failureSummary ?? ''}`));
}

const sideways = () => document.documentElement.scrollWidth - window.innerWidth;
const focusRing = (element: Element) => getComputedStyle(element).outlineStyle;

describe('the picture pickers on a phone', () => {
  it('are accessible closed, and the icon popover open, fitting the screen', async () => {
    renderEditor();
    const button = await screen.findByRole('button', { name: 'Icon code' });
    expect(await violations()).toEqual([]);
    expect(sideways()).toBeLessThanOrEqual(0);

    button.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Choose Icon' });
    await expect.poll(() => getComputedStyle(dialog).opacity).toBe('1');
    const box = dialog.getBoundingClientRect();
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    expect(await violations()).toEqual([]);

    await userEvent.keyboard('{Tab}');
    const code = within(dialog).getByRole('radio', { name: 'code' });
    expect(focusRing(within(dialog).getByRole('radio', { name: 'layout' }))).toBe('none');
    expect(code).toHaveFocus();
    expect(focusRing(code)).not.toBe('none');
    await userEvent.keyboard('{ArrowRight}');
    expect(within(dialog).getByRole('radio', { name: 'layout' })).toHaveFocus();
    expect(focusRing(within(dialog).getByRole('radio', { name: 'layout' }))).not.toBe('none');
    expect(sideways()).toBeLessThanOrEqual(0);
  });

  it('shows the focus on a bundled illustration reached by keyboard', async () => {
    renderEditor();
    const field = await screen.findByRole('group', { name: 'Illustration' });
    const cloud = within(field).getByRole('radio', { name: 'cloud' });
    expect(focusRing(cloud)).toBe('none');
    cloud.focus();
    await userEvent.keyboard('{ArrowLeft}');
    const aiMl = within(field).getByRole('radio', { name: 'ai-ml' });
    expect(aiMl).toHaveFocus();
    expect(aiMl).toHaveAttribute('aria-checked', 'true');
    expect(focusRing(aiMl)).not.toBe('none');
  });
});
