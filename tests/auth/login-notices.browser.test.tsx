/**
 * The login page's notices about its backend, checked by axe in Chromium with Mantine's CSS and
 * the admin's theme, as the owner sees them. The e2e suite builds with a configured project, where
 * neither notice shows: 'Local development backend' (a build without VITE_SUPABASE_URL, served from
 * this machine) and 'Sign-in is not set up' (the same build served from any other host).
 */
import '@/app/styles-admin';
import { MantineProvider } from '@mantine/core';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { cleanup, render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cssVariablesResolver, theme } from '@/app/theme';
import { LoginPage } from '@/auth/LoginPage';

const config = vi.hoisted(() => ({
  supabaseUrl: 'http://127.0.0.1:54321' as string | undefined,
  anonKey: 'anon',
  adminEmail: 'admin@example.com',
  isLocalDevelopment: true,
}));
vi.mock('@/auth/config', () => ({ authConfig: config }));
// Nobody is signed in; the page asks no server.
vi.mock('@/auth/login-flow', () => ({
  startLogin: async () => ({ state: { kind: 'signed-out' }, problem: null }),
  onAdminSignedIn: () => () => {},
}));

afterEach(cleanup);

function renderLogin() {
  const root = createRootRoute();
  const login = createRoute({ getParentRoute: () => root, path: '/admin/login', component: LoginPage });
  const router = createRouter({
    routeTree: root.addChildren([login]),
    history: createMemoryHistory({ initialEntries: ['/admin/login'] }),
  });
  render(
    <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
}

/** Serious and critical WCAG A/AA violations within the login page, as e2e/admin/a11y.spec.ts counts them. */
async function violations(): Promise<string[]> {
  const results = await axe.run(screen.getByRole('main'), {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
  });
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}: ${n.failureSummary ?? ''}`));
}

describe('the login page’s backend notices', () => {
  it('Local development backend, with the e-mail form', async () => {
    Object.assign(config, { supabaseUrl: 'http://127.0.0.1:54321', isLocalDevelopment: true });
    renderLogin();
    expect(await screen.findByRole('note')).toHaveTextContent('Local development backend');
    await screen.findByLabelText(/Admin Email Address/);
    expect(await violations()).toEqual([]);
  });

  it('Sign-in is not set up', async () => {
    Object.assign(config, { supabaseUrl: undefined, isLocalDevelopment: true });
    renderLogin();
    expect(await screen.findByRole('note')).toHaveTextContent('Sign-in is not set up');
    await screen.findByLabelText(/Admin Email Address/);
    expect(await violations()).toEqual([]);
  });
});
