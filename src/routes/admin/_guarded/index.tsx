import { createFileRoute } from '@tanstack/react-router';
import { AdminRoute } from '@/admin/AdminRoute';

const tabOf = (value: unknown) =>
  typeof value === 'string' && /^[a-z][a-z0-9-]*$/.test(value) ? value : undefined;
const docOf = (value: unknown) =>
  typeof value === 'string' && /^[a-z0-9][a-z0-9:-]{0,99}$/.test(value) ? value : undefined;

/**
 * /admin?tab=<key>[&doc=<id>]: the admin panel (doc: the document open in a collection's tab). Its
 * component (and all of src/admin) is a lazily loaded chunk.
 */
export const Route = createFileRoute('/admin/_guarded/')({
  validateSearch: (search: Record<string, unknown>): { tab?: string; doc?: string } => {
    const tab = tabOf(search.tab);
    const doc = tab ? docOf(search.doc) : undefined;
    return { ...(tab ? { tab } : {}), ...(doc ? { doc } : {}) };
  },
  component: AdminRoute,
  head: () => ({ meta: [{ title: 'Admin Panel | Connectia' }, { name: 'robots', content: 'noindex' }] }),
});
