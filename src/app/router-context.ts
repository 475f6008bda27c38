import { DocumentsStore } from '@/storage/documents-store';
import type { SettingsStore } from '@/storage/settings-store';

/** What every route's loader receives. */
export interface RouterContext {
  settings: SettingsStore;
  /** Published documents of the collections (src/storage/documents-store.ts). */
  documents: DocumentsStore;
  /**
   * Which entity and collection keys each route's loader read; used to re-run only the affected
   * loaders (keys share one namespace).
   */
  readsByRoute: Map<string, Set<string>>;
}

export const createRouterContext = (
  settings: SettingsStore,
  documents: DocumentsStore = new DocumentsStore(),
): RouterContext => ({
  settings,
  documents,
  readsByRoute: new Map(),
});
