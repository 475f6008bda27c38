import fonts from '@schemas/fonts';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { RouterContext } from '@/app/router-context';
import { settingsLoader } from '@/app/settings-loader';
import { NotFoundPage } from '@/components/site/NotFoundPage';
import { SiteFonts } from '@/components/site/SiteFonts';

export const Route = createRootRouteWithContext<RouterContext>()({
  loader: settingsLoader({ fonts }),
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
