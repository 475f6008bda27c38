/**
 * For route loaders that read documents: records that the route read a collection, so a change
 * announced by the documents store (after the page checks the published data) re-runs only the
 * loaders that read it, as settingsLoader does for entities.
 */
import type { Collection } from '@/schema-kit/collection';
import type { DocumentsStore } from '@/storage/documents-store';
import { type RouterContext, recordRead } from './router-context';

export function readDocuments(
  context: RouterContext,
  routeId: string,
  collection: Collection,
): Promise<DocumentsStore> {
  recordRead(context, routeId, collection.key);
  return context.documents();
}
