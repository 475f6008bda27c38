import { SERVICE_SEEDS } from '@content/services-detail';
import { type AnyRoute, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { createAppRouter } from '@/app/create-router';
import { listPublicPaths } from '@/app/public-routes';
import { createRouterContext } from '@/app/router-context';
import { SettingsStore } from '@/storage/settings-store';

describe('the public pages come from the route tree', async () => {
  const paths = await listPublicPaths(
    createAppRouter(createRouterContext(new SettingsStore()), { prerender: true }),
  );

  it('lists the pages of the spec route table, each once, and nothing of the admin', () => {
    for (const path of [
      '/',
      '/about',
      '/services',
      '/portfolio',
      '/careers',
      '/blog',
      '/contact',
      '/investment',
    ]) {
      expect(paths).toContain(path);
    }
    expect(paths).toContain('/services/cloud');
    expect(paths).toContain('/portfolio/facility-management');
    // Documents of the collections (their seeds, with no database).
    expect(paths).toContain('/blog/react-performance');
    expect(paths.filter((path) => path.startsWith('/case-studies/'))).toHaveLength(6);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.some((path) => path.startsWith('/admin') || path.includes('$'))).toBe(false);
  });

  it("fills a page collection's route with every page it holds (its seeds, with no database)", () => {
    const services = paths.filter((path) => path.startsWith('/services/')).sort();
    expect(services).toEqual(SERVICE_SEEDS.map((seed) => `/services/${seed.slug}`).sort());
  });

  const treeWith = (page: (site: AnyRoute) => AnyRoute) => {
    const root = createRootRoute();
    const site = createRoute({ getParentRoute: () => root, id: '_site' });
    const admin = createRoute({ getParentRoute: () => root, path: 'admin' });
    const tree: AnyRoute = root.addChildren([site.addChildren([page(site)]), admin]);
    return createRouter({ routeTree: tree });
  };

  it('a page added under the site layout is listed with no other change', async () => {
    const tree = treeWith((site) => createRoute({ getParentRoute: () => site, path: 'testimonials' }));
    expect(await listPublicPaths(tree)).toEqual(['/testimonials']);
  });

  it('a public route with a parameter but no values to prerender is an error, not a silent gap', async () => {
    const tree = treeWith((site) => createRoute({ getParentRoute: () => site, path: 'news/$slug' }));
    await expect(listPublicPaths(tree)).rejects.toThrow(/news\/\$slug has a path parameter/);
  });
});
