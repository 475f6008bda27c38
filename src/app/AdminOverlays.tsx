/**
 * The admin panel's modals and notifications, plus the Mantine CSS only the admin uses. Loaded
 * lazily the first time an /admin route is visited, so public pages never download them.
 * `modals.openConfirmModal(...)` and `notifications.show(...)` are event/store based and need only
 * these hosts mounted somewhere under MantineProvider.
 */
import './styles-admin';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';

export default function AdminOverlays() {
  return (
    <>
      <ModalsProvider />
      <Notifications limit={3} autoClose={4000} position="top-right" />
    </>
  );
}
