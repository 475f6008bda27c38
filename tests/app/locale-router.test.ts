/**
 * One route tree for both languages: an Arabic page's router reads /ar/… as the route's path and
 * writes every link it builds back under /ar/; an English page's links are the routes' own.
 */
import { createMemoryHistory } from '@tanstack/react-router';
import { expect, it } from 'vitest';
import { createAppRouter } from '@/app/create-router';
import { createRouterContext } from '@/app/router-context';
import type { Locale } from '@/schema-kit/locales';
import { SettingsStore } from '@/storage/settings-store';

const routerAt = (path: string, locale: Locale) =>
  createAppRouter(createRouterContext(new SettingsStore(), undefined, locale), {
    history: createMemoryHistory({ initialEntries: [path] }),
    prerender: true,
  });

it('matches /ar/blog to the blog route and builds Arabic links on an Arabic page', () => {
  const router = routerAt('/ar/blog', 'ar');
  expect(router.state.location.pathname).toBe('/blog');
  expect(router.state.location.publicHref).toBe('/ar/blog');
  expect(router.buildLocation({ to: '/about' }).publicHref).toBe('/ar/about');
  expect(router.buildLocation({ to: '/' }).publicHref).toBe('/ar/');
  expect(router.buildLocation({ to: '/services/$slug', params: { slug: 'cloud' } }).publicHref).toBe(
    '/ar/services/cloud',
  );
  expect(routerAt('/ar/', 'ar').state.location.pathname).toBe('/');
});

it('leaves English links as the routes write them', () => {
  const router = routerAt('/blog', 'en');
  expect(router.state.location.pathname).toBe('/blog');
  expect(router.buildLocation({ to: '/about' }).publicHref).toBe('/about');
  expect(router.buildLocation({ to: '/' }).publicHref).toBe('/');
});
