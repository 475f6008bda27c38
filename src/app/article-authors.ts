/**
 * Articles' authors for route loaders: the leadership members' current names by id, as
 * schemas/articles.ts declares the author reference (AUTHOR_MEMBER), through ./reference-labels.ts.
 */
import { AUTHOR_MEMBER } from '@schemas/articles';
import type { DocumentsStore } from '@/storage/documents-store';
import { type Labels, readLabels } from './reference-labels';
import type { RouterContext } from './router-context';

export const readAuthorNames = (
  context: RouterContext,
  routeId: string,
  documents: DocumentsStore,
): Promise<Labels> =>
  readLabels(context, routeId, documents, AUTHOR_MEMBER, () => import('@schemas/leadership'));
