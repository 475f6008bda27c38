import { DEFAULT_LOCALE, type Locale } from '@/schema-kit/locales';
import type { DocumentsStore } from '@/storage/documents-store';
import type { SettingsStore } from '@/storage/settings-store';
import type { PageData, PreparedLoad } from './page-data';

/** What every route's loader receives. */
export interface RouterContext {
  /** The language of the pages this router renders: '/ar/…' is Arabic, every other path English. */
  locale: Locale;
  /**
   * The settings store (src/storage/settings-store.ts), loaded when first asked for: a visitor's
   * prerendered page answers its first load from its page data (./from-page.ts) and never needs it.
   */
  settings: () => Promise<SettingsStore>;
  /** The settings store if something has loaded it already, without loading it. */
  loadedSettings: () => SettingsStore | undefined;
  /**
   * Runs `use` once the settings store has loaded (at once if it has), without loading it; `use`
   * may return its own clean-up. Returns a function that cancels both.
   */
  whenSettings: (use: (store: SettingsStore) => (() => void) | undefined) => () => void;
  /**
   * Published documents of the collections (src/storage/documents-store.ts): the store, loaded with
   * the first route that reads documents, so pages that show none never load it.
   */
  documents: () => Promise<DocumentsStore>;
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

/** Does a change of `entityKey` affect the loader of `routeId`? */
export function routeReads(context: RouterContext, routeId: string, entityKey: string): boolean {
  return entityKey === '*' || (context.readsByRoute.get(routeId)?.has(entityKey) ?? false);
}

interface Once<T> {
  get: () => Promise<T>;
  loaded: () => T | undefined;
  when: (use: (value: T) => (() => void) | undefined) => () => void;
}

/** A value made once, when first asked for, readable and awaitable without making it. */
function once<T>(make: () => Promise<T>, made?: T): Once<T> {
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

/**
 * The context of one router. Each store is made once, when first asked for (tests and tools that
 * read no documents never load that store); a settings store given as such is there from the start
 * (the prerenderer's, tests').
 */
export const createRouterContext = (
  settings: SettingsStore | (() => Promise<SettingsStore>),
  documents: () => Promise<DocumentsStore> = async () =>
    new (await import('@/storage/documents-store')).DocumentsStore(),
  locale: Locale = DEFAULT_LOCALE,
): RouterContext => {
  const store = typeof settings === 'function' ? once(settings) : once(async () => settings, settings);
  return {
    locale,
    settings: store.get,
    loadedSettings: store.loaded,
    whenSettings: store.when,
    documents: once(documents).get,
    readsByRoute: new Map(),
  };
};
