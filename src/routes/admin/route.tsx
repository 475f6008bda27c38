/**
 * The layout of every /admin route: Mantine, the admin's toolkit, with the site's theme. Public
 * pages never render it, so they load neither Mantine's components nor its CSS.
 */
import { MantineProvider } from '@mantine/core';
import { createFileRoute, Outlet } from '@tanstack/react-router';
import { cssVariablesResolver, theme } from '@/app/theme';

export const Route = createFileRoute('/admin')({
  component: () => (
    <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
      <Outlet />
    </MantineProvider>
  ),
});
