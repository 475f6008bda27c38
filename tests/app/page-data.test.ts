/**
 * A prerendered page's first load answers from the data the build wrote into it, so a visitor's
 * browser loads neither the schemas nor the settings store to show it; a change re-runs the loader
 * through the store, as before.
 */
// @vitest-environment jsdom
import { createMemoryHistory } from '@tanstack/react-router';
import { expect, it } from 'vitest';
import { createAppRouter } from '@/app/create-router';
import { type PageData, toPageData } from '@/app/page-data';
import { createRouterContext, once, routeReads } from '@/app/router-context';
import { render } from '@/entry-prerender';
import { defaultsOf } from '@/schema-kit/entity';
import { type PublishedSetting, SettingsStore } from '@/storage/settings-store';
import hero from '../../schemas/hero';

const heroTitled = (title: string, version: number): PublishedSetting => {
  const value = structuredClone(defaultsOf(hero));
  value.home.title = title;
  return { key: 'hero', value, version, updatedAt: '2026-11-01T00:00:00Z' };
};

/** A browser's router for `path`, whose settings store is made (and counted) only when asked for. */
async function browserAt(path: string, data: PageData | undefined, published: PublishedSetting[]) {
  const store = new SettingsStore();
  store.setPublished(published);
  const made = { count: 0 };
  const context = createRouterContext(
    once(async () => {
      made.count++;
      return store;
    }),
  );
  context.pageData = data;
  const router = createAppRouter(context, {
    history: createMemoryHistory({ initialEntries: [path] }),
    prerender: true,
  });
  await router.load();
  return { router, context, store, made };
}

const homeData = (router: Awaited<ReturnType<typeof browserAt>>['router']) =>
  router.state.matches.find((match) => match.routeId === '/_site/')?.loaderData as
    | { hero: { home: { title: string } } }
    | undefined;

it('answers the first load from the page data, and reads the store only when a change re-runs a loader', async () => {
  const built = [heroTitled('Built with this title', 3)];
  const page = await render('/', built);
  const data = toPageData(JSON.parse(page.pageData.json), page.pageData.stamp);
  expect(data).toBeDefined();
  const { router, context, store, made } = await browserAt('/', data, built);
  expect(homeData(router)?.hero.home.title).toBe('Built with this title');
  expect(made.count).toBe(0);
  // What each loader read is known from the data, so a change finds the routes to re-run.
  expect(routeReads(context, '/_site/', 'hero')).toBe(true);
  expect(routeReads(context, '__root__', 'header')).toBe(true);
  expect(routeReads(context, '/_site/', 'header')).toBe(false);

  store.setPublished([heroTitled('Published after the build', 4)]);
  await router.invalidate({ filter: (match) => routeReads(context, match.routeId, 'hero'), sync: true });
  expect(homeData(router)?.hero.home.title).toBe('Published after the build');
  expect(made.count).toBe(1);
});

it('a page without data runs its loaders; data of another build of the page, or not data at all, is refused', async () => {
  const built = [heroTitled('From the store', 2)];
  const none = await browserAt('/', undefined, built);
  expect(homeData(none.router)?.hero.home.title).toBe('From the store');
  expect(none.made.count).toBe(1);
  const page = await render('/', built);
  const json: unknown = JSON.parse(page.pageData.json);
  expect(toPageData(json, page.pageData.stamp)).toBeDefined();
  expect(toPageData(json, 'another-stamp')).toBeUndefined();
  expect(toPageData(json, null)).toBeUndefined();
  expect(toPageData('not data', page.pageData.stamp)).toBeUndefined();
});

it("another page's data is not taken for this one", async () => {
  const page = await render('/about', [heroTitled('About page build', 1)]);
  const about = toPageData(JSON.parse(page.pageData.json), page.pageData.stamp);
  const { router, made } = await browserAt('/', about, [heroTitled('Home from the store', 2)]);
  expect(homeData(router)?.hero.home.title).toBe('Home from the store');
  expect(made.count).toBe(1);
});

it('carries the published settings the page read (not the others), for a store loaded later', async () => {
  const footer: PublishedSetting = {
    key: 'footer',
    value: {},
    version: 5,
    updatedAt: '2026-11-01T00:00:00Z',
  };
  const unread: PublishedSetting = { key: 'investment', value: {}, version: 2, updatedAt: '' };
  const hero = heroTitled('Carried to the store', 3);
  const page = await render('/', [hero, footer, unread]);
  const data = toPageData(JSON.parse(page.pageData.json), page.pageData.stamp);
  expect(data?.settings).toEqual([hero, footer]);
});
