/**
 * The service and solution pages the owner placed in a group of the header's menus (a page's
 * `menuGroup`), by group id: the menus add them after the group's own links. Asked for when a menu is
 * first opened, never while a page loads: the published pages come from the documents store, which
 * only pages showing documents load otherwise. The seed pages are placed in no group, so a collection
 * still on its seeds costs nothing.
 */
import services from '@schemas/services';
import solutions from '@schemas/solutions';
import { documentPath } from '@/schema-kit/collection';
import type { MenuPage, MenuPages } from './menu-links';
import type { RouterContext } from './router-context';

/** Enough for every page a site like this has; more are left out of the menus. */
const MOST = 200;

export async function loadMenuPages(context: Pick<RouterContext, 'documents'>): Promise<MenuPages> {
  const store = await context.documents.get();
  const byGroup: Record<string, MenuPage[]> = {};
  for (const collection of [services, solutions]) {
    if (!(await store.seeded(collection))) continue;
    const listed = await store.list(collection, { limit: MOST });
    for (const page of listed?.items ?? []) {
      const group = page.data.menuGroup;
      if (!group) continue;
      const entry = { label: page.data.title, href: documentPath(collection, page.slug) };
      byGroup[group] = [...(byGroup[group] ?? []), entry];
    }
  }
  return byGroup;
}
