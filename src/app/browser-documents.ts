/**
 * The browser's documents store, loaded with the first route that reads documents, or once a
 * prerendered page finds its documents changed since the build. It answers from what the page was
 * prerendered with (or found since); once the page has hydrated it asks the published data, first
 * checking what it answered before unless the page just did (./browser-app.tsx).
 */
import type { Locale } from '@/schema-kit/locales';
import { type DocumentsSnapshot, DocumentsStore, memorySource } from '@/storage/documents-store';
import { backend } from './backend';
import { restDocumentsSource } from './published-documents';

export function browserDocuments(
  snapshot: DocumentsSnapshot | undefined,
  locale: Locale,
  onChange: (collection: string) => void,
  /** Settles when the page has hydrated. */
  hydrated: Promise<unknown>,
  /** The page checked `snapshot` against the published data just now: it is not asked again. */
  checked: boolean,
): DocumentsStore {
  // No backend: the documents this build was made with are all there is; seeds answer the rest.
  const source = backend ? restDocumentsSource(backend) : memorySource({}, []);
  const store = new DocumentsStore({ snapshot, locale, source: checked ? source : undefined });
  store.subscribe(onChange);
  if (!checked) {
    void hydrated.then(() =>
      store
        .goLive(source)
        .catch((error: unknown) =>
          console.warn('[documents] The published documents could not be checked:', error),
        ),
    );
  }
  return store;
}
