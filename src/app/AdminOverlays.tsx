/**
 * The admin panel's modals and notifications, plus Mantine's CSS, rendered by the /admin layout
 * (src/routes/admin/route.tsx), so public pages never download them. `modals.openConfirmModal(...)`
 * and `notifications.show(...)` are event/store based and need only these hosts mounted under a
 * MantineProvider (their own, without the CSS variables the layout's provider already sets).
 */
import './styles-admin';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { theme } from './theme';

export default function AdminOverlays() {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" withCssVariables={false}>
      <ModalsProvider />
      <Notifications limit={3} autoClose={4000} position="top-right" />
    </MantineProvider>
  );
}
