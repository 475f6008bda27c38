/**
 * Large binary values (uploaded logos, team photos) live in IndexedDB; settings hold only a
 * reference of the form `idb:<id>`. Several 2 MB logos would exhaust localStorage; IndexedDB's quota
 * is far larger.
 */
import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import { BINARY_REF_PREFIX, isBinaryRef } from './binary-ref';
import { isQuotaError, StorageQuotaError } from './storage-errors';

let store: UseStore | undefined;
const db = () => {
  store ??= createStore('connectia', 'binaries');
  return store;
};

export async function putBinary(blob: Blob): Promise<string> {
  const id = crypto.randomUUID();
  try {
    await set(id, blob, db());
  } catch (error) {
    if (isQuotaError(error)) throw new StorageQuotaError('images');
    throw error;
  }
  return BINARY_REF_PREFIX + id;
}

export async function getBinary(ref: string): Promise<Blob | undefined> {
  if (!isBinaryRef(ref)) return undefined;
  return get<Blob>(ref.slice(BINARY_REF_PREFIX.length), db());
}

export async function deleteBinary(ref: string): Promise<void> {
  if (isBinaryRef(ref)) await del(ref.slice(BINARY_REF_PREFIX.length), db());
}
