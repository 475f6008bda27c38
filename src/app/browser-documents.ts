/**
 * The browser's documents store, made once, with the first route that reads documents or when the
 * page finds its documents changed since the build. A prerendered page shows its documents from its
 * data, without the store: once it has hydrated it asks, in one round trip and without any
 * collection's schema, whether they are still published and unchanged. Only if not is the store
 * made, starting from those fresh answers, and only the routes that read a changed collection run
 * their loaders again. A store made before goes live itself, asking what it answered again.
 */
import type { Locale } from '@/schema-kit/locales';
import type { DocumentsSnapshot, DocumentsStore } from '@/storage/documents-store';
import { backend } from './backend';
import { once } from './router-context';

const warn = (error: unknown) =>
  console.warn('[documents] The published documents could not be checked:', error);

/** `snapshot`: the answers the page's documents came from at the build; `onChange` hears each collection that changes. */
export function browserDocuments(
  snapshot: DocumentsSnapshot | undefined,
  locale: Locale,
  onChange: (collection: string) => void,
) {
  let markLive = () => {};
  const live = new Promise<void>((resolve) => {
    markLive = resolve;
  });
  let asked = false;
  // Whether the page checked `snapshot` against the published data: the store does not ask again.
  let checked = false;
  const store = once(async (): Promise<DocumentsStore> => {
    asked = true;
    const { DocumentsStore, memorySource } = await import('@/storage/documents-store');
    const { restDocumentsSource } = await import('./published-documents');
    // No backend: the documents this build was made with are all there is; seeds answer the rest.
    const source = backend ? restDocumentsSource(backend) : memorySource({}, []);
    const made = new DocumentsStore({ snapshot, locale, source: checked ? source : undefined });
    made.subscribe(onChange);
    if (!checked) void live.then(() => made.goLive(source).catch(warn));
    return made;
  });

  const check = async () => {
    if (!backend || !snapshot?.answers.length) return;
    // Destructured where imported, so the bundle keeps only what the check uses (one chunk).
    const { restDocumentsSource } = await import('./published-documents');
    const { freshAnswers } = await import('@/storage/documents-freshness');
    const { answers, changed } = await freshAnswers(
      snapshot.answers,
      restDocumentsSource(backend),
      Date.now(),
    );
    if (changed.size === 0 || asked) return;
    snapshot.answers = answers;
    checked = true;
    await store.get();
    for (const key of changed) onChange(key);
  };

  return {
    ...store,
    /** Once the page has hydrated. */
    goLive() {
      markLive();
      if (!asked) check().catch(warn);
    },
  };
}
