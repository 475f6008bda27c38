/**
 * Where raw settings live. The adapter (settings-store.ts) validates and merges; a source only keeps
 * JSON under keys and says when a key changed elsewhere. Today: localStorage in the browser, nothing
 * at all while prerendering, memory in tests. A server-backed source can later sit beneath the local
 * one behind this same interface.
 */
import { LOGO_EVENT_DELAY_MS, LOGO_UPDATED_EVENT } from './settings-events';
import { isQuotaError, StorageQuotaError, StorageUnavailableError } from './storage-errors';

/** Every key this product writes starts with this. */
export const PRODUCT_PREFIX = 'connectia:';

export interface SettingsSource {
  /** The stored value, `undefined` when none; throws only for unreadable JSON (a SyntaxError). */
  read(key: string): Promise<unknown>;
  write(key: string, value: unknown): Promise<void>;
  remove(key: string): Promise<void>;
  /**
   * Changes made outside this source object (another tab), and re-reads the spec asks for (the logo's
   * branding after a logo-updated event and on window focus). Returns an unsubscribe function.
   */
  subscribe(listener: (key: string) => void): () => void;
}

/** Prerendering and the first client render: stored settings are not consulted, defaults show. */
export const emptySource: SettingsSource = {
  read: async () => undefined,
  write: async () => {},
  remove: async () => {},
  subscribe: () => () => {},
};

export function createMemorySource(
  initial: Record<string, string> = {},
): SettingsSource & { raw: Map<string, string> } {
  const raw = new Map(Object.entries(initial));
  return {
    raw,
    read: async (key) => {
      const text = raw.get(key);
      return text === undefined ? undefined : JSON.parse(text);
    },
    write: async (key, value) => void raw.set(key, JSON.stringify(value)),
    remove: async (key) => void raw.delete(key),
    subscribe: () => () => {},
  };
}

export function createLocalSource(
  storage: Storage = window.localStorage,
  target: Window = window,
): SettingsSource {
  const full = (key: string) => PRODUCT_PREFIX + key;
  return {
    read: async (key) => {
      const text = storage.getItem(full(key));
      return text === null ? undefined : JSON.parse(text);
    },
    write: async (key, value) => {
      try {
        // setItem either stores the whole new value or throws and leaves the old one in place.
        storage.setItem(full(key), JSON.stringify(value));
      } catch (error) {
        if (isQuotaError(error)) throw new StorageQuotaError(key);
        throw new StorageUnavailableError(key);
      }
    },
    remove: async (key) => storage.removeItem(full(key)),
    subscribe: (listener) => {
      const onStorage = (event: StorageEvent) => {
        if (event.storageArea !== storage) return;
        if (event.key === null) listener('*');
        else if (event.key.startsWith(PRODUCT_PREFIX)) listener(event.key.slice(PRODUCT_PREFIX.length));
      };
      let timer: ReturnType<typeof setTimeout> | undefined;
      const onLogoUpdated = () => {
        clearTimeout(timer);
        timer = setTimeout(() => listener('branding'), LOGO_EVENT_DELAY_MS);
      };
      const onFocus = () => listener('branding');
      target.addEventListener('storage', onStorage);
      target.addEventListener(LOGO_UPDATED_EVENT, onLogoUpdated);
      target.addEventListener('focus', onFocus);
      return () => {
        clearTimeout(timer);
        target.removeEventListener('storage', onStorage);
        target.removeEventListener(LOGO_UPDATED_EVENT, onLogoUpdated);
        target.removeEventListener('focus', onFocus);
      };
    },
  };
}
