// @vitest-environment jsdom
/**
 * The bar 'Previewing unpublished changes' on public pages: shown while this browser holds a draft
 * of a public entity, and only then. The product keeps other things under `connectia:` keys too
 * (where sign-in should return to, which version a draft started from, admin-only settings), and
 * none of them is a draft a visitor's page could preview.
 */
import header from '@schemas/header';
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { createRouterContext, type RouterContext } from '@/app/router-context';
import { DraftBar } from '@/components/site/DraftBar';
import { defaultsOf } from '@/schema-kit/entity';
import { createLocalSource } from '@/storage/settings-source';
import { SettingsStore } from '@/storage/settings-store';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

function renderBar(store: SettingsStore) {
  const root = createRootRouteWithContext<RouterContext>()({ component: DraftBar });
  const router = createRouter({
    routeTree: root,
    context: createRouterContext(store),
    history: createMemoryHistory({ initialEntries: ['/about'] }),
  });
  render(<RouterProvider router={router} />);
}

const bar = () => screen.queryByText('Previewing unpublished changes');

it('goes away with the last draft, whatever else the product keeps in this browser', async () => {
  // What signing in from an e-mail's Inbox link leaves behind, and other bookkeeping.
  localStorage.setItem(
    'connectia:admin-return-to',
    JSON.stringify({ path: '/admin?tab=inbox', at: Date.now() }),
  );
  localStorage.setItem('connectia:draft-base:header', '3');
  localStorage.setItem('connectia:doc-draft:0b6f', JSON.stringify({ title: 'Unsent' }));
  // An admin-only entity's key: its settings live in the database, never in a public page.
  localStorage.setItem('connectia:notifications', JSON.stringify({ enabled: false }));
  const store = new SettingsStore(createLocalSource());
  await store.write(header, {
    ...defaultsOf(header),
    colors: { ...defaultsOf(header).colors, background: '#123456' },
  });
  renderBar(store);
  expect(await screen.findByText('Previewing unpublished changes')).toBeInTheDocument();

  await store.reset(header);
  await waitFor(() => expect(bar()).not.toBeInTheDocument());
});

it('is not shown for a stored value equal to the published one, whatever the order of its keys', async () => {
  const store = new SettingsStore(createLocalSource());
  const value = defaultsOf(header);
  // The database (jsonb) gives an object's keys back in an order of its own.
  const reordered = Object.fromEntries(Object.entries(value).reverse());
  store.setPublished([{ key: 'header', value: reordered, version: 1, updatedAt: '2026-01-01T00:00:00Z' }]);
  await store.write(header, { ...value, colors: { ...value.colors, background: '#123456' } });
  renderBar(store);
  expect(await screen.findByText('Previewing unpublished changes')).toBeInTheDocument();

  await store.write(header, value);
  await waitFor(() => expect(bar()).not.toBeInTheDocument());
});
