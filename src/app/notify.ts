/**
 * Shows a toast from a public page. The notification host and the admin's overlay CSS load on first
 * use (the store itself is tiny), so pages that never show one do not download them.
 */
import { type NotificationData, notifications } from '@mantine/notifications';
import { loadAdminOverlays } from './admin-overlays';

export async function notify(data: NotificationData): Promise<void> {
  await loadAdminOverlays();
  notifications.show(data);
}
