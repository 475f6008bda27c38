import { createFileRoute } from '@tanstack/react-router';
import { fromPage } from '@/app/from-page';
import { DetailPage } from '@/components/detail/DetailPage';

/** /portfolio/<slug>: a published solution page; any other slug is the not-found page. */
export const Route = createFileRoute('/_site/portfolio/$slug')({
  staticData: {
    // Only the prerenderer asks (import.meta.env.SSR): browsers' entry chunk carries none of this.
    prerenderParams: import.meta.env.SSR
      ? async ({ documents }) =>
          (await import('@/app/page-document')).pageDocumentParams(
            documents,
            () => import('@schemas/solutions'),
          )
      : undefined,
  },
  loader: fromPage(() => import('@/app/loaders/solution-page')),
  component: SolutionPage,
});

function SolutionPage() {
  const data = Route.useLoaderData();
  // After the loader throws notFound() the root not-found page is shown; this may render once without data.
  if (!data) return null;
  const { page, path, overview, source } = data;
  return <DetailPage page={page} path={path} overview={overview} source={source} />;
}
