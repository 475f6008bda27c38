// @vitest-environment jsdom
/**
 * A page that throws on a stored value is shown again with the defaults, and the error is logged;
 * if the defaults fail too, the visitor gets a message with a reload link instead of a blank page.
 */
import footerEntity from '@schemas/footer';
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { createRouterContext, type RouterContext } from '@/app/router-context';
import { settingsLoader } from '@/app/settings-loader';
import { PageErrorFallback } from '@/components/site/PageErrorFallback';
import type { SettingsOf } from '@/schema-kit/entity';
import { createMemorySource } from '@/storage/settings-source';
import { SettingsStore } from '@/storage/settings-store';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderSite(storedName: string, crashOn: (name: string) => boolean, locale: 'en' | 'ar' = 'en') {
  const root = createRootRouteWithContext<RouterContext>()({});
  const page = createRoute({
    getParentRoute: () => root,
    path: '/',
    loader: settingsLoader({ footer: footerEntity }),
    component: function Page() {
      // The app's router is the registered one, so this test route's data is typed by hand.
      const { footer } = page.useLoaderData() as unknown as { footer: SettingsOf<typeof footerEntity> };
      if (crashOn(footer.company.name)) throw new Error(`cannot show ${footer.company.name}`);
      return <h1>{footer.company.name}</h1>;
    },
  });
  const store = new SettingsStore(
    createMemorySource({ footer: JSON.stringify({ company: { name: storedName } }) }),
  );
  const router = createRouter({
    routeTree: root.addChildren([page]),
    context: createRouterContext(store, undefined, locale),
    history: createMemoryHistory({ initialEntries: ['/'] }),
    defaultErrorComponent: PageErrorFallback,
  });
  render(<RouterProvider router={router} />);
  return store;
}

it('shows the page with the default settings when a stored value makes it throw, and logs why', async () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  const store = renderSite('Crash Co', (name) => name === 'Crash Co');
  expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Connectia');
  expect(store.onDefaults).toBe(true);
  expect(logged.mock.calls.some(([message]) => String(message).includes('showing the defaults'))).toBe(true);
});

it('says so, with a reload link, when the defaults fail too', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  renderSite('Crash Co', () => true);
  expect(await screen.findByRole('alert')).toHaveTextContent('Sorry, this page could not be shown.');
  expect(screen.getByRole('link', { name: 'Reload the page' })).toBeInTheDocument();
});

it('says it in Arabic on an Arabic page, with the Arabic home page', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  renderSite('Crash Co', () => true, 'ar');
  expect(await screen.findByRole('alert')).toHaveTextContent('عذرًا، تعذّر عرض هذه الصفحة.');
  expect(screen.getByRole('link', { name: 'الصفحة الرئيسية' })).toHaveAttribute('href', '/ar/');
});
