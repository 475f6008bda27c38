import { DEFAULT_LOCALE, type Locale } from '@/schema-kit/locales';
import type { DocumentsStore } from '@/storage/documents-store';
import type { SettingsStore } from '@/storage/settings-store';

/** What every route's loader receives. */
export interface RouterContext {
  /** The language of the pages this router renders: '/ar/…' is Arabic, every other path English. */
  locale: Locale;
  settings: SettingsStore;
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
}

/** Records that `routeId`'s loader read `key` (an entity or a collection), so a change to it re-runs that loader. */
export function recordRead(context: RouterContext, routeId: string, key: string): void {
  const keys = context.readsByRoute.get(routeId) ?? new Set<string>();
  keys.add(key);
  context.readsByRoute.set(routeId, keys);
}

/** A store of its own, made when first asked for (tests and tools that read no documents never load it). */
const lazyStore = (): (() => Promise<DocumentsStore>) => {
  let store: Promise<DocumentsStore> | undefined;
  return () =>
    (store ??= import('@/storage/documents-store').then(({ DocumentsStore }) => new DocumentsStore()));
};

export const createRouterContext = (
  settings: SettingsStore,
  documents: () => Promise<DocumentsStore> = lazyStore(),
  locale: Locale = DEFAULT_LOCALE,
): RouterContext => ({
  locale,
  settings,
  documents,
  readsByRoute: new Map(),
});
