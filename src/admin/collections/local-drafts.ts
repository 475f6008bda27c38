/**
 * A document's draft kept in this browser too (localStorage, `connectia:doc-draft:<id>`), written
 * as the owner types, so a reload, a closed tab or a lost connection loses nothing even before the
 * draft reaches the database. It remembers which online revision it continues and whether it has
 * been saved online since its last change.
 */
import { PRODUCT_PREFIX } from '@/storage/settings-source';
import { isQuotaError } from '@/storage/storage-errors';

export interface LocalDraft {
  collection: string;
  value: Record<string, unknown>;
  /** The published version the draft was started from (0: never published). */
  baseVersion: number;
  /** The online draft's revision this copy continues (0: none yet). */
  revision: number;
  /** False while this copy holds changes the online draft does not have yet. */
  online: boolean;
  savedAt: string;
}

const PREFIX = `${PRODUCT_PREFIX}doc-draft:`;

export const LOCAL_QUOTA_MESSAGE =
  "This browser's storage for the site is full, so your latest typing is kept only on this page until it is saved online. Free some space or keep this tab open.";

export function readLocalDraft(id: string, storage: Storage = localStorage): LocalDraft | undefined {
  try {
    const raw = storage.getItem(PREFIX + id);
    if (!raw) return undefined;
    const draft = JSON.parse(raw) as LocalDraft;
    return draft && typeof draft.value === 'object' && draft.value !== null ? draft : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps the draft; throws an Error with a message for the owner when the browser cannot. */
export function writeLocalDraft(id: string, draft: LocalDraft, storage: Storage = localStorage): void {
  try {
    storage.setItem(PREFIX + id, JSON.stringify(draft));
  } catch (error) {
    throw new Error(
      isQuotaError(error)
        ? LOCAL_QUOTA_MESSAGE
        : 'This browser does not let the site keep your typing (private mode?); it is saved online only.',
    );
  }
}

export function removeLocalDraft(id: string, storage: Storage = localStorage): void {
  try {
    storage.removeItem(PREFIX + id);
  } catch {
    // Nothing kept.
  }
}

/** The ids of the documents of `collection` with a draft in this browser not yet saved online. */
export function unsyncedLocalDrafts(
  collection: string,
  storage: Storage = localStorage,
): Map<string, LocalDraft> {
  const found = new Map<string, LocalDraft>();
  try {
    for (let index = 0; index < storage.length; index++) {
      const key = storage.key(index);
      if (!key?.startsWith(PREFIX)) continue;
      const id = key.slice(PREFIX.length);
      const draft = readLocalDraft(id, storage);
      if (draft && draft.collection === collection && !draft.online) found.set(id, draft);
    }
  } catch {
    // Storage unavailable: none.
  }
  return found;
}

/** Every document draft kept in this browser, of any collection (the media clean-up keeps their images). */
export function allLocalDrafts(given?: Storage): LocalDraft[] {
  const found: LocalDraft[] = [];
  try {
    const storage = given ?? globalThis.localStorage;
    if (!storage) return found;
    for (let index = 0; index < storage.length; index++) {
      const key = storage.key(index);
      const draft = key?.startsWith(PREFIX) ? readLocalDraft(key.slice(PREFIX.length), storage) : undefined;
      if (draft) found.push(draft);
    }
  } catch {
    // Storage unavailable: none.
  }
  return found;
}
