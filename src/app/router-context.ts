import type { Collection } from '@/schema-kit/collection';
import { DEFAULT_LOCALE, type Locale } from '@/schema-kit/locales';
import type { DocumentsStore } from '@/storage/documents-store';
import type { SettingsStore } from '@/storage/settings-store';
import type { PageData, PreparedLoad } from './page-data';

/** What every route's loader receives. */
export interface RouterContext {
  /** The language of the pages this router renders: '/ar/…' is Arabic, every other path English. */
  locale: Locale;
  /**
   * The settings store (src/storage/settings-store.ts), made when first asked for (`get`): a
   * visitor's prerendered page answers its first load from its page data (./from-page.ts) and never
   * needs it. `loaded` and `when` read it without making it.
   */
  settings: Lazy<SettingsStore>;
  /**
   * Published documents of the collections (src/storage/documents-store.ts): the store, made with
   * the first route that reads documents, so pages that show none never load it.
   */
  documents: Lazy<DocumentsStore>;
  /**
   * Which entity and collection keys each route's loader read; used to re-run only the affected
   * loaders (keys share one namespace).
   */
  readsByRoute: Map<string, Set<string>>;
  /** In the browser: the loaders' output the page was prerendered with, each answered once (./page-data.ts). */
  pageData?: PageData;
  /** While prerendering: each route's loader output, for the page's data file. */
  preparing?: Map<string, PreparedLoad>;
}

/** Records that `routeId`'s loader read `key` (an entity or a collection), so a change to it re-runs that loader. */
export function recordRead(context: RouterContext, routeId: string, key: string): void {
  const keys = context.readsByRoute.get(routeId) ?? new Set<string>();
  keys.add(key);
  context.readsByRoute.set(routeId, keys);
}

/** A loader's documents store, recording that it read `collection`: a change to it re-runs that loader. */
export function readDocuments(
  context: RouterContext,
  routeId: string,
  collection: Collection,
): Promise<DocumentsStore> {
  recordRead(context, routeId, collection.key);
  return context.documents.get();
}

/** Does a change of `entityKey` affect the loader of `routeId`? */
export function routeReads(context: RouterContext, routeId: string, entityKey: string): boolean {
  return entityKey === '*' || (context.readsByRoute.get(routeId)?.has(entityKey) ?? false);
}

/** A store made once, when first asked for, readable and awaitable without making it. */
export interface Lazy<T> {
  get: () => Promise<T>;
  loaded: () => T | undefined;
  /** Runs `use` once made (at once if it is), without making it; `use` may return its clean-up. */
  when: (use: (value: T) => (() => void) | undefined) => () => void;
}

export function once<T>(make: () => Promise<T>, made?: T): Lazy<T> {
  let promise: Promise<T> | undefined = made === undefined ? undefined : Promise.resolve(made);
  let value: T | undefined = made;
  const waiting = new Set<(value: T) => void>();
  return {
    get: () =>
      (promise ??= make().then((made) => {
        value = made;
        for (const wake of [...waiting]) wake(made);
        waiting.clear();
        return made;
      })),
    loaded: () => value,
    when: (use) => {
      let cleanUp: (() => void) | undefined;
      let cancelled = false;
      const wake = (made: T) => {
        if (!cancelled) cleanUp = use(made);
      };
      if (value !== undefined) wake(value);
      else waiting.add(wake);
      return () => {
        cancelled = true;
        waiting.delete(wake);
        cleanUp?.();
      };
    },
  };
}

const isLazy = <T>(value: unknown): value is Lazy<T> =>
  typeof value === 'object' && value !== null && 'loaded' in value;

/** A store given as it is: made already, or made when first asked for. */
const lazy = <T extends object>(store: T | Lazy<T>): Lazy<T> =>
  isLazy<T>(store) ? store : once(async () => store, store);

/**
 * The context of one router. The browser gives each store as it makes it (./browser-settings.ts,
 * ./browser-documents.ts); the prerenderer and tests give stores that are there from the start.
 * Without documents, a store of the seeds is made when first asked for (tools that read none never
 * load it).
 */
export const createRouterContext = (
  settings: SettingsStore | Lazy<SettingsStore>,
  documents: DocumentsStore | Lazy<DocumentsStore> = once(
    async () => new (await import('@/storage/documents-store')).DocumentsStore(),
  ),
  locale: Locale = DEFAULT_LOCALE,
): RouterContext => ({
  locale,
  settings: lazy(settings),
  documents: lazy(documents),
  readsByRoute: new Map(),
});
