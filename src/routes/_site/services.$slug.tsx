import services from '@schemas/services';
import { createFileRoute } from '@tanstack/react-router';
import { documentSources } from '@/app/edit-sources';
import { loadPageDocument, pageDocumentParams } from '@/app/page-document';
import { DetailPage } from '@/components/detail/DetailPage';
import { documentPath } from '@/schema-kit/collection';

/** /services/<slug>: a published service page; any other slug is the not-found page. */
export const Route = createFileRoute('/_site/services/$slug')({
  staticData: {
    // Only the prerenderer asks (import.meta.env.SSR): browsers' entry chunk carries none of this.
    prerenderParams: import.meta.env.SSR
      ? ({ documents }) => pageDocumentParams(documents, () => import('@schemas/services'))
      : undefined,
  },
  loader: ({ context, route, params }) => loadPageDocument(context, route.id, services, params.slug),
  component: ServicePage,
});

function ServicePage() {
  const page = Route.useLoaderData();
  // After the loader throws notFound() the root not-found page is shown; this may render once without data.
  if (!page) return null;
  return (
    <DetailPage
      page={page}
      path={documentPath(services, page.slug)}
      overview={services.path}
      source={documentSources.services(page.id, page.inEnglish)}
    />
  );
}
