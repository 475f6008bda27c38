/** Providers shared by the browser entry and the prerenderer: Mantine, notifications, modals, router. */
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { RouterProvider } from '@tanstack/react-router';
import { useEffect } from 'react';
import type { AppRouter } from './create-router';
import { theme } from './theme';

export function App({ router, onHydrated }: { router: AppRouter; onHydrated?: () => void }) {
  useEffect(() => onHydrated?.(), [onHydrated]);
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <ModalsProvider>
        <Notifications limit={3} autoClose={4000} position="top-right" />
        <RouterProvider router={router} />
      </ModalsProvider>
    </MantineProvider>
  );
}
