/**
 * The layout of every /admin route: Mantine, the admin's toolkit, with the site's theme, and the
 * hosts of the admin's confirmations and toasts (src/app/AdminOverlays.tsx, with Mantine's CSS).
 * Public pages never render it, so they load neither Mantine's components nor its CSS.
 */
import { MantineProvider } from '@mantine/core';
import { createFileRoute, Outlet } from '@tanstack/react-router';
import AdminOverlays from '@/app/AdminOverlays';
import { cssVariablesResolver, theme } from '@/app/theme';

export const Route = createFileRoute('/admin')({
  component: () => (
    <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
      {/* Before the routes: their effects may open a confirmation, and the host must listen first. */}
      <AdminOverlays />
      <Outlet />
    </MantineProvider>
  ),
});
