import { loadPortfolioDetail, portfolioSlugs } from '@content/portfolio-detail';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { DetailPage } from '@/components/detail/DetailPage';

/** /portfolio/<slug>: one of the sixteen portfolio detail pages; any other slug is the not-found page. */
export const Route = createFileRoute('/_site/portfolio/$slug')({
  staticData: { prerenderParams: () => portfolioSlugs.map((slug) => ({ slug })) },
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
