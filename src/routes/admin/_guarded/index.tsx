import { createFileRoute } from '@tanstack/react-router';
import { AdminRoute } from '@/admin/AdminRoute';

/** /admin?tab=<key>: the admin panel. Its component (and all of src/admin) is a lazily loaded chunk. */
export const Route = createFileRoute('/admin/_guarded/')({
  validateSearch: (search: Record<string, unknown>): { tab?: string } =>
    typeof search.tab === 'string' && /^[a-z][a-z0-9-]*$/.test(search.tab) ? { tab: search.tab } : {},
  component: AdminRoute,
  head: () => ({ meta: [{ title: 'Admin Panel | Connectia' }, { name: 'robots', content: 'noindex' }] }),
});
