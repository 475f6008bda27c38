/** A solution page's loader: the published document, where it lives and its overview's path. */
import solutions from '@schemas/solutions';
import { documentPath } from '@/schema-kit/collection';
import { loadPageDocument } from '../page-document';
import type { RouterContext } from '../router-context';

export default async ({
  context,
  route,
  params,
}: {
  context: RouterContext;
  route: { id: string };
  params: { slug: string };
}) => {
  const page = await loadPageDocument(context, route.id, solutions, params.slug);
  return { page, path: documentPath(solutions, page.slug), overview: solutions.path };
};
