/**
 * Where the owner was going when the panel asked them to sign in (an Inbox link from a notification
 * e-mail, say): remembered in this browser (localStorage, `connectia:admin-return-to`, for an hour,
 * since the magic link usually opens in another tab) and taken once, after sign-in. Only a path
 * inside the admin panel is kept or followed: never the login page, never another origin.
 */
import { PRODUCT_PREFIX } from '@/storage/settings-source';

const KEY = `${PRODUCT_PREFIX}admin-return-to`;
const MAX_AGE_MS = 60 * 60 * 1000;
const BASE = 'https://admin.invalid';

/** `value` as a path, query and hash inside /admin (not /admin/login), or undefined. */
export function safeAdminPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 2000 || !value.startsWith('/')) return undefined;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return undefined;
  }
  if (
    url.origin !== BASE ||
    !/^\/admin(\/|$)/.test(url.pathname) ||
    /^\/admin\/login(\/|$)/.test(url.pathname)
  )
    return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Remembers `path` unless it is the panel's start, which is where sign-in goes anyway. */
export function rememberReturnTo(path: string, storage: Storage = localStorage, now = Date.now()): void {
  const safe = safeAdminPath(path);
  if (!safe || safe === '/admin' || safe === '/admin/') return;
  try {
    storage.setItem(KEY, JSON.stringify({ path: safe, at: now }));
  } catch {
    // Storage full or blocked: after sign-in the owner lands on the panel's first tab.
  }
}

/** The remembered path, once (it is forgotten as it is read); undefined when none, stale or unsafe. */
export function takeReturnTo(storage: Storage = localStorage, now = Date.now()): string | undefined {
  let raw: string | null;
  try {
    raw = storage.getItem(KEY);
    storage.removeItem(KEY);
  } catch {
    return undefined;
  }
  if (!raw) return undefined;
  try {
    const { path, at } = JSON.parse(raw) as { path?: unknown; at?: unknown };
    if (typeof at !== 'number' || now - at > MAX_AGE_MS || at - now > 60_000) return undefined;
    return safeAdminPath(path);
  } catch {
    return undefined;
  }
}
