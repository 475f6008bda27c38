import type { SettingsStore } from '@/storage/settings-store';

/** What every route's loader receives. */
export interface RouterContext {
  settings: SettingsStore;
  /** Which entity keys each route's loader read; used to re-run only the affected loaders. */
  readsByRoute: Map<string, Set<string>>;
}

export const createRouterContext = (settings: SettingsStore): RouterContext => ({
  settings,
  readsByRoute: new Map(),
});
