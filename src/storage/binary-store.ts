/**
 * Large binary values (the processed sizes of uploaded images) live in IndexedDB; settings hold only
 * references of the form `idb:<id>`. Several 2 MB logos would exhaust localStorage; IndexedDB's quota
 * is far larger.
 */
import { createStore, del, get, keys, set, type UseStore } from 'idb-keyval';
import { BINARY_REF_PREFIX, isBinaryRef } from './binary-ref';
import { imageTypeOf } from './image-type';
import { isQuotaError, StorageQuotaError } from './storage-errors';

let store: UseStore | undefined;
const db = () => {
  store ??= createStore('connectia', 'binaries');
  return store;
};

/** The type an image is stored under is the one its bytes show, not the browser-supplied one. */
export class NotAnImageError extends Error {
  constructor() {
    super('This file is not an image (PNG, JPEG, GIF, WebP or AVIF).');
    this.name = 'NotAnImageError';
  }
}

/** Stores an uploaded image under a new id, typed by its bytes, and returns its `idb:` reference. */
export async function putBinary(blob: Blob): Promise<string> {
  const type = await imageTypeOf(blob);
  if (!type) throw new NotAnImageError();
  const id = crypto.randomUUID();
  try {
    await set(id, new Blob([blob], { type }), db());
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

/** Every image this browser keeps, as `idb:` references (for the media clean-up). */
export async function binaryRefs(): Promise<string[]> {
  return (await keys(db())).map((key) => BINARY_REF_PREFIX + String(key));
}

/** An uploaded image as a data: URL (for export files), or undefined when it is gone. */
export async function binaryToDataUrl(ref: string): Promise<string | undefined> {
  const blob = await getBinary(ref);
  if (!blob) return undefined;
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let index = 0; index < bytes.length; index += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  }
  return `data:${blob.type || 'application/octet-stream'};base64,${btoa(binary)}`;
}

/** A data: URL image (from an import file) stored in IndexedDB; returns its `idb:` reference. */
export async function dataUrlToBinary(dataUrl: string): Promise<string> {
  return putBinary(await (await fetch(dataUrl)).blob());
}
