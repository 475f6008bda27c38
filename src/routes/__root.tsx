import branding from '@schemas/branding';
import fonts from '@schemas/fonts';
import footer from '@schemas/footer';
import header from '@schemas/header';
import { frame, notFound } from '@schemas/parts/site-text/frame';
import { siteTextPart } from '@schemas/parts/site-text/part';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { RouterContext } from '@/app/router-context';
import { settingsLoader } from '@/app/settings-loader';
import { NotFoundPage } from '@/components/site/NotFoundPage';
import { SiteFonts } from '@/components/site/SiteFonts';

export const Route = createRootRouteWithContext<RouterContext>()({
  // Header, footer, logo settings and the interface's words (Site Text) are read here so every public
  // page and the not-found page share them.
  loader: settingsLoader({ fonts, branding, header, footer, siteText: siteTextPart({ frame, notFound }) }),
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
