/**
 * Whether the documents a prerendered page shows are still what it was built with, asked without the
 * documents store or the collections' schemas: each answer the page used, asked again of the
 * published data, compared by its rows' ids and versions (a publish, an unpublish or a new document
 * changes them). Seed answers stay the same while their collection is not seeded and no seed has
 * become due.
 */
import type { DocumentRow } from '@/storage/document-query';
import type { DocumentsSnapshot, DocumentsSource } from '@/storage/documents-store';
import type { BackendAddress } from './backend';
import { restDocumentsSource } from './published-documents';

const versions = (rows: readonly (DocumentRow | undefined)[]): string =>
  JSON.stringify(rows.flatMap((row) => (row ? [[row.id, row.version]] : [])));

/** The collections whose answers changed since the build. */
export async function changedCollections(
  snapshot: DocumentsSnapshot,
  source: DocumentsSource,
  now: number = Date.now(),
): Promise<Set<string>> {
  const changed = new Set<string>();
  if (snapshot.answers.length === 0) return changed;
  const seeded = await source.seeded();
  await Promise.all(
    snapshot.answers.map(async ({ question, rows, seeds }) => {
      const inDatabase = seeded.has(question.collection);
      if (seeds && !inDatabase && (!seeds.until || now < Date.parse(seeds.until))) return;
      if (!inDatabase) {
        changed.add(question.collection); // no longer seeded: what the seeds say now is the store's to read
        return;
      }
      const fresh =
        question.kind === 'list'
          ? await source.list(question.collection, question.query)
          : [await source.get(question.collection, question.slug, question.locale)];
      if (versions(fresh) !== versions(rows)) changed.add(question.collection);
    }),
  );
  return changed;
}

/** The collections whose documents on this page changed since the build, asked of the backend. */
export const changedSinceBuild = (
  snapshot: DocumentsSnapshot,
  backend: BackendAddress,
): Promise<Set<string>> => changedCollections(snapshot, restDocumentsSource(backend));
