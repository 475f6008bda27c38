import { createFileRoute } from '@tanstack/react-router';
import { fromPage } from '@/app/from-page';
import { DetailPage } from '@/components/detail/DetailPage';

/** /services/<slug>: a published service page; any other slug is the not-found page. */
export const Route = createFileRoute('/_site/services/$slug')({
  staticData: {
    // Only the prerenderer asks (import.meta.env.SSR): browsers' entry chunk carries none of this.
    prerenderParams: import.meta.env.SSR
      ? async ({ documents }) =>
          (await import('@/app/page-document')).pageDocumentParams(
            documents,
            () => import('@schemas/services'),
          )
      : undefined,
  },
  loader: fromPage(() => import('@/app/loaders/service-page')),
  component: ServicePage,
});

function ServicePage() {
  const data = Route.useLoaderData();
  // After the loader throws notFound() the root not-found page is shown; this may render once without data.
  if (!data) return null;
  const { page, path, overview, source } = data;
  return <DetailPage page={page} path={path} overview={overview} source={source} />;
}
