// @vitest-environment jsdom
/**
 * The panel's tabs come from the registry, in schema order, grouped in the side navigation under
 * Site, Pages, Content and Inbox, with the Inbox last. (A schema file added to schemas/ yielding a working
 * tab: tests/schemas/readme-walkthrough.test.tsx.)
 */
import { notifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { createMemorySource } from '@/storage/settings-source';
import { polyfillDom } from './helpers';

beforeAll(() => polyfillDom());
afterEach(() => {
  cleanup();
  notifications.clean();
});

/** The admin tabs of the spec (section 5), in its order. */
const SPEC_TABS = [
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
];

/** The Pages group: one tab per fixed page. */
const PAGE_TABS = ['Home', 'About', 'Services', 'Portfolio', 'Careers', 'Blog', 'Investment', 'Contact'];

it('shows the spec tabs in schema order, branding first and selected by ?tab=, then the Inbox', async () => {
  const { entities } = await import('@/schema-kit/registry');
  const { AdminPanel } = await import('@/admin/AdminPanel');
  const { renderAdmin } = await import('./helpers');
  const { SettingsStore } = await import('@/storage/settings-store');
  const store = new SettingsStore(createMemorySource());
  const onTabChange = vi.fn();
  const view = renderAdmin(
    <AdminPanel entities={entities} tab="fonts" onTabChange={onTabChange} onSignOut={() => {}} />,
    store,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeInTheDocument();
  const labels = within(screen.getByRole('navigation', { name: 'Admin sections' }))
    .getAllByRole('tab')
    .map((tab) => tab.textContent);
  // A schema file added later takes its own place by tab order; the spec's ten keep theirs.
  expect(labels.filter((label) => SPEC_TABS.includes(label ?? ''))).toEqual(SPEC_TABS);
  expect(labels[0]).toBe(SPEC_TABS[0]);
  // The Inbox group ends the navigation: the Inbox, its Notifications settings, then Analytics.
  expect(labels.slice(-3)).toEqual(['Inbox', 'Notifications', 'Analytics']);
  expect(screen.getByRole('tab', { name: 'Site-wide Font Settings' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

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

it('groups the tabs under Site, Pages, Content and Inbox, each group a tab list reachable with Tab', async () => {
  const { entities } = await import('@/schema-kit/registry');
  const { AdminPanel } = await import('@/admin/AdminPanel');
  const { renderAdmin } = await import('./helpers');
  const view = renderAdmin(
    <AdminPanel entities={entities} tab="header" onTabChange={() => {}} onSignOut={() => {}} />,
  );
  const nav = screen.getByRole('navigation', { name: 'Admin sections' });
  const lists = within(nav).getAllByRole('tablist');
  expect(lists.map((list) => list.getAttribute('aria-orientation'))).toEqual([
    'vertical',
    'vertical',
    'vertical',
    'vertical',
  ]);
  const group = (name: string) =>
    within(within(nav).getByRole('tablist', { name }))
      .getAllByRole('tab')
      .map((tab) => tab.textContent);
  expect(group('Site').filter((label) => SPEC_TABS.includes(label ?? ''))).toEqual(SPEC_TABS.slice(0, 4));
  expect(group('Content').filter((label) => SPEC_TABS.includes(label ?? ''))).toEqual(SPEC_TABS.slice(4));
  expect(group('Inbox')).toEqual(['Inbox', 'Notifications', 'Analytics']);
  expect(group('Site').at(-1)).toBe('Deploy Hook');
  // Each fixed page's own words, by the page's name, in the site's order, then the contact form's
  // questions; the interface's words after the spec's site tabs.
  expect(group('Pages')).toEqual([...PAGE_TABS, 'Contact Form']);
  expect(group('Site').slice(4, -1)).toEqual(['Site Text']);
  // One stop per group in the Tab order: the selected tab in its group, the first tab elsewhere.
  const focusable = within(nav)
    .getAllByRole('tab')
    .filter((tab) => tab.tabIndex === 0)
    .map((tab) => tab.textContent);
  expect(focusable).toEqual(['Header Navigation & Styling', 'Home', 'Hero Sections Management', 'Inbox']);
  // The selected tab's panel is the page's main content.
  expect(within(screen.getByRole('main')).getByRole('tabpanel')).toHaveAccessibleName(
    'Header Navigation & Styling',
  );
  view.unmount();
});

it('refuses a tab group that the navigation does not have', async () => {
  const { defineEntity } = await import('@/schema-kit/entity');
  const v = await import('valibot');
  expect(() =>
    defineEntity({
      key: 'odd',
      title: 'Odd',
      tab: { key: 'odd', label: 'Odd', order: 1, group: 'elsewhere' as 'site' },
      saveMessage: 'Saved',
      schema: v.object({}),
    }),
  ).toThrow('tab group "elsewhere" is not one of site, pages, content, inbox');
});
