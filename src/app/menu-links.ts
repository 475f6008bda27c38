/**
 * The links of a menu group with the pages the owner placed in it (./menu-pages.ts), apart from
 * that module so the header, in every page's scripts, carries none of the collections it reads.
 */

export interface MenuPage {
  label: string;
  href: string;
}

/** Placed pages by menu group id. */
export type MenuPages = Readonly<Record<string, readonly MenuPage[]>>;

/** A group's links with the pages placed in it that it does not already link to. */
export function withPlacedPages<L extends MenuPage>(
  links: readonly L[],
  placed: readonly MenuPage[] | undefined,
): readonly (L | MenuPage)[] {
  if (!placed?.length) return links;
  const linked = new Set(links.map((link) => link.href));
  return [...links, ...placed.filter((page) => !linked.has(page.href))];
}
