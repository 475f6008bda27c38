import { loadServiceDetail } from '@content/services-detail';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { DetailPage } from '@/components/detail/DetailPage';

/** /services/<slug>: one of the five service detail pages; any other slug is the not-found page. */
export const Route = createFileRoute('/_site/services/$slug')({
  // The route's options outside its loader and component are in every page's entry chunk: the slug
  // list is imported only when prerendering asks for it.
  staticData: {
    // Only the prerenderer asks (import.meta.env.SSR): browsers' entry chunk carries none of this.
    prerenderParams: import.meta.env.SSR
      ? async () => (await import('@content/services-detail')).serviceSlugs.map((slug) => ({ slug }))
      : undefined,
  },
  loader: async ({ params }) => {
    const page = await loadServiceDetail(params.slug);
    if (!page) throw notFound();
    return page;
  },
  component: ServiceDetailPage,
});

function ServiceDetailPage() {
  const page = Route.useLoaderData();
  // After the loader throws notFound() the root not-found page is shown; this component may still
  // be asked to render once without data.
  if (!page) return null;
  return <DetailPage page={page} path={`/services/${page.slug}`} />;
}
