import { createFileRoute } from '@tanstack/react-router';
import { AdminRoute } from '@/admin/AdminRoute';

export interface AdminSearch {
  tab?: string;
  /** The Inbox list and item a notification e-mail links to (?tab=inbox&list=inquiries&item=<id>). */
  list?: string;
  item?: string;
  /** The document open in a collection's tab (?tab=articles&doc=<id>). */
  doc?: string;
  /** The Inbox's leads whose visit began on this page, from this source, in this campaign. */
  firstPage?: string;
  source?: string;
  campaign?: string;
}

const pick = (value: unknown, pattern: RegExp) =>
  typeof value === 'string' && pattern.test(value) ? value : undefined;

/** /admin?tab=<key>: the admin panel. Its component (and all of src/admin) is a lazily loaded chunk. */
export const Route = createFileRoute('/admin/_guarded/')({
  validateSearch: (search: Record<string, unknown>): AdminSearch => {
    const tab = pick(search.tab, /^[a-z][a-z0-9-]*$/);
    const list = pick(search.list, /^[a-z]{1,30}$/);
    const item = pick(search.item, /^[\w.@+-]{1,254}$/);
    const doc = pick(search.doc, /^[a-z0-9][a-z0-9:-]{0,99}$/);
    // What a lead's row can hold: up to 300 printable characters.
    const origin = (value: unknown) => pick(value, /^[^\p{Cc}]{0,300}$/u);
    const firstPage = origin(search.firstPage);
    const source = origin(search.source);
    const campaign = origin(search.campaign);
    return {
      ...(tab ? { tab } : {}),
      ...(list ? { list } : {}),
      ...(item ? { item } : {}),
      ...(tab && doc ? { doc } : {}),
      ...(firstPage !== undefined ? { firstPage } : {}),
      ...(source !== undefined ? { source } : {}),
      ...(campaign !== undefined ? { campaign } : {}),
    };
  },
  component: AdminRoute,
  head: () => ({ meta: [{ title: 'Admin Panel | Connectia' }, { name: 'robots', content: 'noindex' }] }),
});
