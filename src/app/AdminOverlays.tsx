/**
 * The admin panel's modals and notifications, plus Mantine's CSS. Loaded lazily the first time an
 * /admin route is visited, so public pages never download them. `modals.openConfirmModal(...)` and
 * `notifications.show(...)` are event/store based and need only these hosts mounted under a
 * MantineProvider (their own: they render beside the routes, outside the admin layout's provider).
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
