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

/** What each parameter may hold; a lead's origin, up to 300 printable characters. */
const ORIGIN = /^[^\p{Cc}]{0,300}$/u;
const RULES: Record<keyof AdminSearch, RegExp> = {
  tab: /^[a-z][a-z0-9-]*$/,
  list: /^[a-z]{1,30}$/,
  item: /^[\w.@+-]{1,254}$/,
  doc: /^[a-z0-9][a-z0-9:-]{0,99}$/,
  firstPage: ORIGIN,
  source: ORIGIN,
  campaign: ORIGIN,
};

/** /admin?tab=<key>: the admin panel. Its component (and all of src/admin) is a lazily loaded chunk. */
export const Route = createFileRoute('/admin/_guarded/')({
  validateSearch: (search: Record<string, unknown>): AdminSearch => {
    const kept = Object.entries(RULES).filter(([key, rule]) => {
      const value = search[key];
      return typeof value === 'string' && rule.test(value);
    });
    const valid = Object.fromEntries(kept.map(([key]) => [key, search[key]])) as AdminSearch;
    // A document is opened in its collection's tab only.
    if (!valid.tab) delete valid.doc;
    return valid;
  },
  component: AdminRoute,
  head: () => ({ meta: [{ title: 'Admin Panel | Connectia' }, { name: 'robots', content: 'noindex' }] }),
});
