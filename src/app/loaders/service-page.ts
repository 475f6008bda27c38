/** A service page's loader: the published document, where it lives and its overview's path. */
import services from '@schemas/services';
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
  const page = await loadPageDocument(context, route.id, services, params.slug);
  return { page, path: documentPath(services, page.slug), overview: services.path };
};
