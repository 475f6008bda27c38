/**
 * The browser's settings store, loaded only when the page needs it: a route's loader runs (a
 * navigation, a change), the owner's drafts or session, or published settings newer than the
 * page's. It starts from the published settings the page was prerendered with; once the page has
 * hydrated it reads this browser's drafts and the newest published settings, and announces what
 * differs.
 */
import { createLocalSource } from '@/storage/settings-source';
import { type ChangeListener, type PublishedSetting, SettingsStore } from '@/storage/settings-store';

export function browserSettings(
  built: PublishedSetting[],
  onChange: ChangeListener,
  /** Settles when the page has hydrated. */
  live: Promise<unknown>,
  /** The newest published settings, asked once for the page (undefined: there is no backend to ask). */
  published: () => Promise<PublishedSetting[] | undefined>,
): SettingsStore {
  const store = new SettingsStore();
  store.setPublished(built);
  store.subscribe(onChange);
  void live.then(() => {
    void store.switchSource(createLocalSource());
    published().then(
      (rows) => rows && store.setPublished(rows),
      (error: unknown) => console.warn('[settings] The published settings could not be checked:', error),
    );
  });
  return store;
}
