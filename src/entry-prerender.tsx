/**
 * Prerender entry (built by Vite in SSR mode, run by scripts/prerender.mjs). For one path it makes
 * the same router and <App> the browser makes, with a settings store on the default (empty) source,
 * waits for the loaders and route chunks, and renders to a string. The browser's first render uses
 * the same defaults, so the markup hydrates exactly.
 */
import { createMemoryHistory } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { App } from './app/App';
import { createAppRouter } from './app/create-router';
import { listPublicPaths } from './app/public-routes';
import { createRouterContext } from './app/router-context';
import { type PublishedSetting, SettingsStore } from './storage/settings-store';

export { backend } from './app/backend';
export { fetchPublishedSettings, snapshotScript } from './app/published-settings';
export { SITE_URL } from './components/seo/site';

/** Every public route, read from the route tree: prerendered, and listed in sitemap.xml. */
export const listPublicRoutes = (): Promise<string[]> =>
  listPublicPaths(createAppRouter(createRouterContext(new SettingsStore()), { prerender: true }));

export interface RenderedPage {
  /** The markup for <div id="root">, without the head tags React hoists. */
  body: string;
  /** <title>, <meta> and <link> tags for <head>. */
  head: string;
  /** 200, or 404 for the not-found page. */
  status: number;
}

/** React emits hoistable tags (title, meta, link) ahead of the body when rendering a fragment. */
const HOISTED = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/?>|<link [^>]*\/?>)/;

export function splitHoisted(html: string): { head: string[]; body: string } {
  const head: string[] = [];
  let rest = html;
  for (let match = HOISTED.exec(rest); match; match = HOISTED.exec(rest)) {
    head.push(match[0]);
    rest = rest.slice(match[0].length);
  }
  return { head, body: rest };
}

/** Renders one path with the published settings the build fetched ([] = the defaults). */
export async function render(
  path: string,
  published: readonly PublishedSetting[] = [],
): Promise<RenderedPage> {
  const store = new SettingsStore();
  store.setPublished(published);
  const context = createRouterContext(store);
  const history = createMemoryHistory({ initialEntries: [path] });
  const router = createAppRouter(context, { history, prerender: true });
  await router.load();
  const { head, body } = splitHoisted(renderToString(<App router={router} prerender />));
  const notFound = router.state.matches.some((match) => match._notFound || match.status === 'notFound');
  return { body, head: head.join('\n    '), status: notFound ? 404 : 200 };
}
