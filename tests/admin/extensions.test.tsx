// @vitest-environment jsdom

import { notifications } from '@mantine/notifications';
import benefits from '@schemas/benefits';
import branding from '@schemas/branding';
import fonts from '@schemas/fonts';
import leadership from '@schemas/leadership';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminPanel } from '@/admin/AdminPanel';
import { editorExtension } from '@/admin/extensions';
import { BrandingEditor } from '@/admin/extensions/BrandingEditor';
import { FontsEditor } from '@/admin/extensions/FontsEditor';
import { BenefitsEditor } from '@/admin/extensions/ItemsEditor';
import { LeadershipEditor } from '@/admin/extensions/LeadershipEditor';
import { entities } from '@/schema-kit/registry';
import { createMemorySource } from '@/storage/settings-source';
import { SettingsStore } from '@/storage/settings-store';
import { polyfillDom, renderAdmin } from './helpers';

vi.mock('@/fonts/load-font', () => ({ loadFont: vi.fn(async () => true), canLoadFont: () => true }));

beforeAll(polyfillDom);
afterEach(() => {
  cleanup();
  notifications.clean();
});

let source: ReturnType<typeof createMemorySource>;
let store: SettingsStore;
beforeEach(() => {
  source = createMemorySource();
  store = new SettingsStore(source);
});

describe('branding', () => {
  it('Apply Changes saves, shows Applied until the next edit and broadcasts logo-updated', async () => {
    const onLogo = vi.fn();
    window.addEventListener('connectia:logo-updated', onLogo);
    renderAdmin(<BrandingEditor entity={branding} />, store);
    const box = await screen.findByRole('region', { name: 'Logo box' });
    const letter = within(box).getByRole('textbox', { name: 'Icon letter' });
    fireEvent.change(letter, { target: { value: 'XYZ' } });
    expect(letter).toHaveValue('X');
    fireEvent.click(screen.getByRole('button', { name: 'Apply Changes' }));
    const applied = await screen.findByRole('button', { name: 'Applied Successfully' }, { timeout: 5000 });
    expect(applied).toBeDisabled();
    expect(applied).toHaveTextContent('Applied');
    expect(
      (await screen.findAllByText('Branding changes have been applied successfully!')).length,
    ).toBeGreaterThan(0);
    expect(onLogo).toHaveBeenCalledTimes(1);
    expect(JSON.parse(source.raw.get('branding')!).box.iconLetter).toBe('X');
    fireEvent.change(letter, { target: { value: 'Q' } });
    expect(screen.getByRole('button', { name: 'Apply Changes' })).toBeEnabled();
    window.removeEventListener('connectia:logo-updated', onLogo);
  }, 60_000);
});

describe('fonts', () => {
  it('Apply stores and broadcasts the settings; Reset restores Inter and removes the stored value', async () => {
    const onFonts = vi.fn();
    window.addEventListener('connectia:fonts-updated', onFonts);
    await store.write(fonts, { primary: 'Inter', secondary: 'Inter', headings: 'Lora', body: 'Inter' });
    renderAdmin(<FontsEditor entity={fonts} />, store);
    expect(await screen.findByRole('combobox', { name: 'Headings font' })).toHaveValue('Lora');
    fireEvent.click(screen.getByRole('button', { name: 'Apply Font Changes' }));
    await screen.findByRole('button', { name: 'Applied Successfully' }, { timeout: 5000 });
    expect(onFonts.mock.calls[0]?.[0].detail).toMatchObject({ headings: 'Lora' });
    fireEvent.click(screen.getByRole('button', { name: 'Reset to Defaults' }));
    await waitFor(
      () => expect(screen.getByRole('combobox', { name: 'Headings font' })).toHaveValue('Inter'),
      {
        timeout: 5000,
      },
    );
    expect(source.raw.has('fonts')).toBe(false);
    expect(onFonts.mock.calls.at(-1)?.[0].detail).toEqual({
      primary: 'Inter',
      secondary: 'Inter',
      headings: 'Inter',
      body: 'Inter',
    });
    expect(
      await screen.findByRole('button', { name: 'Applied Successfully' }, { timeout: 5000 }),
    ).toBeDisabled();
    window.removeEventListener('connectia:fonts-updated', onFonts);
  });
});

describe('leadership', () => {
  it('adds a member and persists at once; delete asks first', async () => {
    renderAdmin(<LeadershipEditor entity={leadership} />, store);
    expect(await screen.findByRole('heading', { name: 'Current Team Members (3)' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add Team Member' }));
    const form = screen.getByRole('region', { name: 'Team member form' });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Name' }), {
      target: { value: 'Zed Quinn' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Save Member' }));
    expect(await screen.findByRole('heading', { name: 'Current Team Members (4)' })).toBeInTheDocument();
    // The admin table's avatar fallback: the name's first two letters in upper case (spec), not 'ZQ'.
    const row = screen.getByRole('row', { name: /Zed Quinn/ });
    expect(within(row).getByText('ZE')).toBeInTheDocument();
    expect(within(row).queryByText('ZQ')).toBeNull();
    const saved = JSON.parse(source.raw.get('leadership')!).members;
    expect(saved.at(-1)).toMatchObject({ name: 'Zed Quinn' });
    expect(saved.at(-1).id).toMatch(/^\d+$/);
    fireEvent.click(screen.getByRole('button', { name: 'Delete Zed Quinn' }));
    expect(await screen.findByText('Are you sure you want to delete this team member?')).toBeInTheDocument();
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('heading', { name: 'Current Team Members (3)' })).toBeInTheDocument();
    await waitFor(() => expect(JSON.parse(source.raw.get('leadership')!).members).toHaveLength(3));
  });
});

describe('benefits', () => {
  it('add needs title and description; items are edited one at a time', async () => {
    renderAdmin(<BenefitsEditor entity={benefits} />, store);
    const add = await screen.findByRole('region', { name: 'Add Benefit' });
    fireEvent.change(within(add).getByRole('textbox', { name: 'Title' }), { target: { value: 'Gym' } });
    fireEvent.click(within(add).getByRole('button', { name: 'Add Benefit' }));
    expect(screen.queryByRole('listitem', { name: 'Gym' })).toBeNull();
    fireEvent.change(within(add).getByRole('textbox', { name: 'Description' }), {
      target: { value: 'Paid gym' },
    });
    fireEvent.click(within(add).getByRole('button', { name: 'Add Benefit' }));
    const gym = screen.getByRole('listitem', { name: 'Gym' });
    expect(within(gym).getByRole('textbox', { name: /^Title/ })).toBeDisabled();
    fireEvent.click(within(gym).getByRole('button', { name: 'Edit Gym' }));
    expect(within(gym).getByRole('textbox', { name: /^Title/ })).toBeEnabled();
    fireEvent.click(within(gym).getByRole('button', { name: 'Cancel editing Gym' }));
    expect(within(gym).getByRole('textbox', { name: /^Title/ })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Remote Work' }));
    expect(screen.queryByRole('listitem', { name: 'Remote Work' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save Benefits' }));
    expect((await screen.findAllByText('Benefits updated successfully!')).length).toBeGreaterThan(0);
    const items = JSON.parse(source.raw.get('benefits')!).items;
    expect(items.map((i: { title: string }) => i.title)).toEqual([
      'Health & Wellness',
      'Learning & Development',
      'Gym',
    ]);
    expect(items.at(-1).active).toBe(true);
  });
});

describe('which editor a tab shows', () => {
  it('follows the entity, not its tab: benefits sit on the careers tab and keep their editor if it moves', () => {
    expect(benefits.tab.key).toBe('careers');
    expect(editorExtension(benefits)).toBe(BenefitsEditor);
    const moved = { ...benefits, tab: { ...benefits.tab, key: 'perks' } };
    expect(editorExtension(moved)).toBe(BenefitsEditor);
    // The tab's key names no entity with an editor of its own.
    expect(editorExtension({ key: benefits.tab.key })).toBeUndefined();
  });

  it('the careers tab opens the benefits editor', async () => {
    renderAdmin(
      <AdminPanel entities={entities} tab="careers" onTabChange={() => {}} onSignOut={() => {}} />,
      store,
    );
    expect(await screen.findByRole('region', { name: 'Add Benefit' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Careers Management' })).toHaveAttribute('aria-selected', 'true');
  });
});
