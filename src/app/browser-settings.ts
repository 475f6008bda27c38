/**
 * The browser's settings store, loaded only when the page needs it: a route's loader runs (a
 * navigation, a change), the owner's drafts or session, or published settings newer than the
 * page's. It starts from the published settings the page was prerendered with; going live, it reads
 * this browser's drafts and the newest published settings, and announces what differs.
 */
import { createLocalSource } from '@/storage/settings-source';
import { type ChangeListener, type PublishedSetting, SettingsStore } from '@/storage/settings-store';
import { backend } from './backend';
import { fetchPublishedSettings } from './published-settings';

export interface BrowserSettings {
  store: SettingsStore;
  /** From now on read this browser's drafts and the newest published settings (`published`, when already fetched). Once. */
  goLive(published?: PublishedSetting[]): void;
}

export function browserSettings(snapshot: PublishedSetting[], onChange: ChangeListener): BrowserSettings {
  const store = new SettingsStore();
  store.setPublished(snapshot);
  store.subscribe(onChange);
  let live = false;
  return {
    store,
    goLive(published) {
      if (live) return;
      live = true;
      void store.switchSource(createLocalSource());
      if (published) store.setPublished(published);
      else if (backend) {
        // One small request for newer published settings; the loaders that read a changed one re-run.
        // (A static site built without a backend has none to ask.)
        fetchPublishedSettings(backend).then(
          (rows) => store.setPublished(rows),
          (error: unknown) => console.warn('[settings] The published settings could not be checked:', error),
        );
      }
    },
  };
}
