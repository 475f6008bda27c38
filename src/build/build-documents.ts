/**
 * The published documents a build renders, fetched once: which collections are seeded in the
 * database and every due document of those, with bodies (a collection not seeded renders its seeds),
 * and the store that answers a page from them.
 */
import type { BackendAddress } from '@/app/backend';
import { MarkedDocumentsStore } from '@/app/marker-build';
import { fetchAllDocuments, restDocumentsSource } from '@/app/published-documents';
import type { Locale } from '@/schema-kit/locales';
import { collections } from '@/schema-kit/registry';
import { type DocumentRow, toRow } from '@/storage/document-rows';
import { DocumentsStore, memorySource } from '@/storage/documents-store';

export interface PublishedDocuments {
  seeded: string[];
  rows: Record<string, DocumentRow[]>;
}

export const NO_DOCUMENTS: PublishedDocuments = { seeded: [], rows: {} };

/** Throws when the backend does not answer. */
export async function fetchPublishedDocuments(
  address: BackendAddress,
  init: { signal?: AbortSignal } = {},
): Promise<PublishedDocuments> {
  const inDatabase = await restDocumentsSource(address, init).seeded();
  const seeded = collections.map((collection) => collection.key).filter((key) => inDatabase.has(key));
  const rows: Record<string, DocumentRow[]> = {};
  for (const key of seeded) {
    rows[key] = (await fetchAllDocuments(address, key, init)).flatMap((row) => toRow(row) ?? []);
  }
  return { seeded, rows };
}

const buildTime = Date.now();

/** The build's documents store in one language; with `markers`, its words are markers (src/app/marker-build.ts). */
export const buildDocumentsStore = (
  documents: PublishedDocuments,
  markers = false,
  locale: Locale = 'en',
) => {
  const options = { source: memorySource(documents.rows, documents.seeded, () => buildTime), locale };
  return markers ? new MarkedDocumentsStore(options) : new DocumentsStore(options);
};
