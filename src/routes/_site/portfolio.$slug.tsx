import solutions from '@schemas/solutions';
import { createFileRoute } from '@tanstack/react-router';
import { documentSources } from '@/app/edit-sources';
import { loadPageDocument, pageDocumentParams } from '@/app/page-document';
import { DetailPage } from '@/components/detail/DetailPage';
import { documentPath } from '@/schema-kit/collection';

/** /portfolio/<slug>: a published solution page; any other slug is the not-found page. */
export const Route = createFileRoute('/_site/portfolio/$slug')({
  staticData: {
    // Only the prerenderer asks (import.meta.env.SSR): browsers' entry chunk carries none of this.
    prerenderParams: import.meta.env.SSR
      ? ({ documents }) => pageDocumentParams(documents, () => import('@schemas/solutions'))
      : undefined,
  },
  loader: ({ context, route, params }) => loadPageDocument(context, route.id, solutions, params.slug),
  component: SolutionPage,
});

function SolutionPage() {
  const page = Route.useLoaderData();
  // After the loader throws notFound() the root not-found page is shown; this may render once without data.
  if (!page) return null;
  return (
    <DetailPage
      page={page}
      path={documentPath(solutions, page.slug)}
      overview={solutions.path}
      source={documentSources.solutions(page.id, page.inEnglish)}
    />
  );
}
