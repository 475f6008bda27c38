/**
 * A route loader that lives in a module of its own, imported only when it must run:
 *   loader: fromPage(() => import('./loaders/home'))
 * A prerendered page's first load answers from the page's data (./page-data.ts), recording what the
 * loader read, so a later change re-runs it as usual; every other load imports and runs the loader.
 * While prerendering it keeps each output for the page's data file.
 */
import { type RouterContext, recordRead } from './router-context';

/** The key of a load: its params and deps, as JSON (the prerenderer's and the browser's alike). */
const loadKey = (params: unknown, deps: unknown): string => JSON.stringify([params ?? {}, deps ?? null]);

/** What a loader module's loader is given (the router's arguments, as much as loaders use). */
export interface LoadArgs {
  context: RouterContext;
  route: { id: string };
  params?: unknown;
  deps?: unknown;
}

/** A document route's loader arguments (/blog/$slug and the like). */
export type SlugLoadArgs = LoadArgs & { params: { slug: string } };

export function fromPage<A extends LoadArgs, D>(
  load: () => Promise<{ default: (args: A) => Promise<D> }>,
): (args: A) => Promise<D> {
  return async (args) => {
    const { context, route } = args;
    const key = loadKey(args.params, args.deps);
    const prepared = context.pageData?.routes[route.id];
    if (prepared && context.pageData) {
      // Once: the next load of this route (a change, a navigation) reads the stores.
      delete context.pageData.routes[route.id];
      if (prepared.key === key) {
        for (const read of prepared.reads) recordRead(context, route.id, read);
        return prepared.data as D;
      }
    }
    const data = await (await load()).default(args);
    context.preparing?.set(route.id, { key, data, reads: [...(context.readsByRoute.get(route.id) ?? [])] });
    return data;
  };
}
