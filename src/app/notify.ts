/**
 * Shows a toast from a public page. The notifications store, its host and the admin's overlay CSS
 * all load on first use, so pages that never show one do not download them.
 */
import type { NotificationData } from '@mantine/notifications';
import { loadAdminOverlays } from './admin-overlays';

export async function notify(data: NotificationData): Promise<void> {
  const [{ notifications }] = await Promise.all([import('./notifications-store'), loadAdminOverlays()]);
  notifications.show(data);
}
