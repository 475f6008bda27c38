/**
 * The browser's documents store, loaded with the first route that reads documents (a page that shows
 * none never loads it): it answers from what the page was prerendered with and, once the page has
 * hydrated, checks once whether those documents are still published and unchanged, then asks the
 * published data as the visitor goes.
 */
import type { Locale } from '@/schema-kit/locales';
import { type DocumentsSnapshot, DocumentsStore, memorySource } from '@/storage/documents-store';
import { backend } from './backend';
import { restDocumentsSource } from './published-documents';

export interface BrowserDocuments {
  store: DocumentsStore;
  /** From now on ask the published data (once; later calls do nothing). */
  goLive(): void;
}

/** `snapshot`: the answers the page was built with (its data); `locale`: the page's language, as the prerenderer read its documents in. */
export function browserDocuments(snapshot: DocumentsSnapshot | undefined, locale: Locale): BrowserDocuments {
  const store = new DocumentsStore({ snapshot, locale });
  let live = false;
  return {
    store,
    goLive() {
      if (live) return;
      live = true;
      if (backend) {
        store
          .goLive(restDocumentsSource(backend))
          .catch((error: unknown) =>
            console.warn('[documents] The published documents could not be checked:', error),
          );
      } else {
        // No backend: the documents this build was made with are all there is; seeds answer the rest.
        void store.goLive(memorySource({}, []));
      }
    },
  };
}
