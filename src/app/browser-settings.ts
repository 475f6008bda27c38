/**
 * The browser's settings store, made once, when first needed: a route's loader runs (a navigation,
 * a change), this browser holds the owner's drafts or session, or a setting the page read has been
 * published anew since the build. Until then a prerendered page needs none of it (its loaders answer
 * from the page's data). Once the page has hydrated the store goes live: it reads this browser's
 * drafts and the newest published settings, and announces what differs.
 */
import { LOGO_UPDATED_EVENT } from '@/storage/settings-events';
import { createLocalSource } from '@/storage/settings-source';
import type { PublishedSetting, SettingsStore } from '@/storage/settings-store';
import { backend } from './backend';
import { fetchPublishedSettings } from './published-settings';
import { type Lazy, once } from './router-context';
import { hasStoredSession } from './session-hint';
import { holdsEntityValue, publishedChanges } from './settings-hints';

const warn = (error: unknown) =>
  console.warn('[settings] The published settings could not be checked:', error);

/**
 * Until the store is made: a value stored in another tab, the logo's re-read, or (on focus) a draft
 * held here makes it; it then watches for itself.
 */
function watchForDrafts(make: () => void) {
  const stop = () => {
    removeEventListener('storage', stop);
    removeEventListener(LOGO_UPDATED_EVENT, stop);
    removeEventListener('focus', onFocus);
    make();
  };
  const onFocus = () => {
    if (holdsEntityValue()) stop();
  };
  addEventListener('storage', stop);
  addEventListener(LOGO_UPDATED_EVENT, stop);
  addEventListener('focus', onFocus);
}

/**
 * `built`: the published settings the page read at the build; `onChange` hears each key that changes;
 * `hydrated` settles when the page has hydrated; `read` gives the keys the page's loaders read.
 */
export function browserSettings(
  built: readonly PublishedSetting[],
  onChange: (key: string) => void,
  hydrated: Promise<unknown>,
  read: () => ReadonlySet<string>,
): Lazy<SettingsStore> {
  // The newest published settings, asked once for the page: by the check, or by the store.
  let published: Promise<PublishedSetting[] | undefined> | undefined;
  const newest = () => (published ??= backend ? fetchPublishedSettings(backend) : Promise.resolve(undefined));
  const store = once(async () => {
    const made = new (await import('@/storage/settings-store')).SettingsStore();
    made.setPublished(built);
    made.subscribe(onChange);
    void hydrated.then(() => {
      void made.switchSource(createLocalSource());
      newest().then((rows) => rows && made.setPublished(rows), warn);
    });
    return made;
  });
  void hydrated.then(() => {
    if (store.loaded() || holdsEntityValue() || hasStoredSession()) return void store.get();
    watchForDrafts(() => void store.get());
    newest().then((rows) => {
      if (rows && publishedChanges(built, rows).some((key) => read().has(key))) void store.get();
    }, warn);
  });
  return store;
}
