// @vitest-environment jsdom
/**
 * The panel's tabs come from the registry, and a schema file added to schemas/ yields a working tab
 * (generic editor, load, validate, save) with no other edit.
 */
import { copyFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { notifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { createMemorySource } from '@/storage/settings-source';
import { polyfillDom } from './helpers';

const fixture = resolve('tests/fixtures/testimonials-entity.ts');
const target = resolve('schemas/zz-admin-fixture-testimonials.ts');

beforeAll(() => {
  polyfillDom();
  copyFileSync(fixture, target);
});
afterAll(() => rmSync(target, { force: true }));
afterEach(() => {
  cleanup();
  notifications.clean();
});

it('shows the ten entity tabs in schema order, branding first, a tab for a new schema file that edits and saves, then the Inbox', async () => {
  vi.resetModules();
  const { entities } = await import('@/schema-kit/registry');
  const { AdminPanel } = await import('@/admin/AdminPanel');
  const { renderAdmin } = await import('./helpers');
  const { SettingsStore } = await import('@/storage/settings-store');
  const source = createMemorySource();
  const store = new SettingsStore(source);
  const onTabChange = vi.fn();
  const view = renderAdmin(
    <AdminPanel
      entities={entities}
      tab="zz-fixture-testimonials"
      onTabChange={onTabChange}
      onSignOut={() => {}}
    />,
    store,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeInTheDocument();
  const tabs = within(screen.getByRole('tablist', { name: 'Admin sections' })).getAllByRole('tab');
  expect(tabs.map((tab) => tab.textContent)).toEqual([
    'Logo & Brand Management',
    'Header Navigation & Styling',
    'Footer Content & Styling',
    'Site-wide Font Settings',
    'Hero Sections Management',
    'Leadership Team Management',
    'Content Management',
    'Careers Management',
    'Job Posting Management',
    'Investment Information',
    'Testimonials (fixture)',
    'Inbox',
  ]);
  expect(screen.getByRole('tab', { name: 'Testimonials (fixture)' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  // the generic editor of the new entity loads, edits and saves
  const heading = await screen.findByRole('textbox', { name: 'Heading' });
  expect(heading).toHaveValue('What our clients say');
  fireEvent.change(heading, { target: { value: 'Kind words' } });
  expect(screen.getByRole('region', { name: 'Quotes' })).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
  expect((await screen.findAllByText('Testimonials saved successfully!')).length).toBeGreaterThan(0);
  expect(JSON.parse(source.raw.get('zz-fixture-testimonials')!).heading).toBe('Kind words');

  // choosing another tab asks the route to change ?tab=
  fireEvent.click(screen.getByRole('tab', { name: 'Header Navigation & Styling' }));
  expect(onTabChange).toHaveBeenCalledWith('header');
  view.unmount();
});

it('defaults to the branding tab for a missing or unknown tab', async () => {
  const { entities } = await import('@/schema-kit/registry');
  const { resolveTab } = await import('@/admin/AdminPanel');
  expect(resolveTab(entities, undefined)).toBe('branding');
  expect(resolveTab(entities, 'nope')).toBe('branding');
  expect(resolveTab(entities, 'jobs')).toBe('jobs');
});
