import { loadPortfolioDetail } from '@content/portfolio-detail';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { DetailPage } from '@/components/detail/DetailPage';

/** /portfolio/<slug>: one of the sixteen portfolio detail pages; any other slug is the not-found page. */
export const Route = createFileRoute('/_site/portfolio/$slug')({
  // The route's options outside its loader and component are in every page's entry chunk: the slug
  // list is imported only when prerendering asks for it.
  staticData: {
    // Only the prerenderer asks (import.meta.env.SSR): browsers' entry chunk carries none of this.
    prerenderParams: import.meta.env.SSR
      ? async () => (await import('@content/portfolio-detail')).portfolioSlugs.map((slug) => ({ slug }))
      : undefined,
  },
  loader: async ({ params }) => {
    const page = await loadPortfolioDetail(params.slug);
    if (!page) throw notFound();
    return page;
  },
  component: PortfolioDetailPage,
});

function PortfolioDetailPage() {
  const page = Route.useLoaderData();
  // After the loader throws notFound() the root not-found page is shown; this component may still
  // be asked to render once without data.
  if (!page) return null;
  return <DetailPage page={page} path={`/portfolio/${page.slug}`} />;
}
