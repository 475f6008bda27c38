import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { fromPage } from '@/app/from-page';
import type { RouterContext } from '@/app/router-context';
import { NotFoundPage } from '@/components/site/NotFoundPage';
import { SiteFonts } from '@/components/site/SiteFonts';

export const Route = createRootRouteWithContext<RouterContext>()({
  // Header, footer, logo settings and the interface's words (Site Text) are read here so every public
  // page and the not-found page share them.
  loader: fromPage(() => import('@/app/loaders/frame')),
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

function RootLayout() {
  const { fonts } = Route.useLoaderData();
  return (
    <>
      <SiteFonts fonts={fonts} />
      <Outlet />
    </>
  );
}
