/**
 * The public pages, read from the route tree: every page under the site layout (`/_site`), with a
 * route's path parameter filled from its `staticData.prerenderParams`. The prerenderer renders
 * these and lists them in sitemap.xml, so a new page or slug needs no second list.
 */
import type { AnyRoute, AnyRouter } from '@tanstack/react-router';
import type { RouterContext } from './router-context';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /**
     * For a public route with path parameters: each set of values to prerender (from content, or
     * from the published documents the build's router context holds).
     */
    prerenderParams?: (context: RouterContext) => Promise<readonly Record<string, string>[]>;
  }
}

const SITE_LAYOUT_ID = '/_site';

const childrenOf = (route: AnyRoute): AnyRoute[] => {
  const children: unknown = route.children;
  if (!children) return [];
  return (Array.isArray(children) ? children : Object.values(children as object)) as AnyRoute[];
};

function* pagesUnder(route: AnyRoute): Generator<AnyRoute> {
  const children = childrenOf(route);
  if (children.length === 0) yield route;
  for (const child of children) yield* pagesUnder(child);
}

/** Fills `/services/$slug` with `{ slug: 'cloud' }`; a missing value is an error. */
function fill(path: string, params: Record<string, string>): string {
  return path.replace(/\$([A-Za-z_]\w*)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`No value for $${name} in ${path}.`);
    return encodeURIComponent(value);
  });
}

/** Every public path, in route-tree order; the home page's path is "/". */
export async function listPublicPaths(router: AnyRouter): Promise<string[]> {
  const site = (router.routesById as Record<string, AnyRoute | undefined>)[SITE_LAYOUT_ID];
  if (!site) throw new Error(`The route tree has no ${SITE_LAYOUT_ID} layout.`);
  const paths: string[] = [];
  for (const route of pagesUnder(site)) {
    const path = route.fullPath === '' ? '/' : (route.fullPath as string).replace(/(.)\/$/, '$1');
    if (!path.includes('$')) {
      paths.push(path);
      continue;
    }
    const params = route.options.staticData?.prerenderParams;
    if (!params) throw new Error(`${route.id} has a path parameter but no staticData.prerenderParams.`);
    paths.push(
      ...(await params(router.options.context as RouterContext)).map((values) => fill(path, values)),
    );
  }
  return paths;
}
