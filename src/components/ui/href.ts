/**
 * Splits a link target into what the router needs. Every target typed by the site owner goes
 * through `safeHref` first, so unsafe schemes become an inert "#".
 */
import { decodeSafely, safeHref } from '@/schema-kit/safe-url';

export type ParsedHref =
  | { kind: 'internal'; pathname: string; search: Record<string, string>; hash: string }
  | { kind: 'anchor'; hash: string }
  | { kind: 'external'; href: string };

export function parseHref(raw: string): ParsedHref {
  const href = safeHref(raw);
  if (href === '#') return { kind: 'external', href };
  if (href.startsWith('#')) return { kind: 'anchor', hash: href.slice(1) };
  if (!href.startsWith('/')) return { kind: 'external', href };
  let url: URL;
  try {
    url = new URL(href, 'http://site.invalid');
  } catch {
    return { kind: 'external', href: '#' };
  }
  return {
    kind: 'internal',
    pathname: url.pathname,
    search: Object.fromEntries(url.searchParams),
    hash: decodeSafely(url.hash.slice(1)),
  };
}

/** Opens in a new tab: web addresses on other hosts. mailto:/tel: open in place. */
export const isOffSite = (href: string): boolean => /^https?:\/\//i.test(safeHref(href));

/**
 * Scrolls smoothly to an element id after `delay` (spec: 100 ms), if the current page has it. After
 * a navigation the site layout calls this once the router has rendered the new page (its resolved
 * location), so the target is there; nothing polls the DOM for it.
 */
export function scrollToId(id: string, delay = 100): void {
  if (!id) return;
  window.setTimeout(() => {
    const target = document.getElementById(id);
    if (!target) return;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  }, delay);
}
