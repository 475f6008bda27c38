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
import { type BackendAddress, backend } from './backend';
import { type Lazy, once } from './router-context';

const warn = (error: unknown) =>
  console.warn('[documents] The published documents could not be checked:', error);

/** The published documents, read without supabase-js (in the check's chunk, not the pipeline's). */
const publishedSource = async (address: BackendAddress) =>
  (await import('./published-documents')).restDocumentsSource(address);

/**
 * `snapshot`: the answers the page's documents came from at the build; `onChange` hears each
 * collection that changes; `hydrated` settles when the page has hydrated.
 */
export function browserDocuments(
  snapshot: DocumentsSnapshot | undefined,
  locale: Locale,
  onChange: (collection: string) => void,
  hydrated: Promise<unknown>,
): Lazy<DocumentsStore> {
  // Whether the store was asked for: it then goes live itself, and the page's check stands down.
  let asked = false;
  // Whether the page checked `snapshot` against the published data: the store does not ask again.
  let checked = false;
  const store = once(async () => {
    asked = true;
    const { DocumentsStore, memorySource } = await import('@/storage/documents-store');
    // No backend: the documents this build was made with are all there is; seeds answer the rest.
    const source = backend ? await publishedSource(backend) : memorySource({}, []);
    const made = new DocumentsStore({ snapshot, locale, source: checked ? source : undefined });
    made.subscribe(onChange);
    if (!checked) void hydrated.then(() => made.goLive(source).catch(warn));
    return made;
  });
  const check = async () => {
    if (asked || !backend || !snapshot?.answers.length) return;
    const { freshAnswers } = await import('@/storage/documents-freshness');
    const { answers, changed } = await freshAnswers(
      snapshot.answers,
      await publishedSource(backend),
      Date.now(),
    );
    if (changed.size === 0 || asked) return;
    snapshot.answers = answers;
    checked = true;
    await store.get();
    for (const key of changed) onChange(key);
  };
  void hydrated.then(() => check().catch(warn));
  return store;
}
