/**
 * One link element for every target: a router Link for site paths (with ?query and #hash), a plain
 * <a> for in-page anchors (scrolled to after 100 ms) and for other sites (new tab, noopener).
 */
import { Link } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import { safeHref } from '@/schema-kit/safe-url';
import { isOffSite, parseHref, scrollToId } from './href';

export interface SmartLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
  children?: ReactNode;
  /** Highlight (aria-current + data-active) when the current path equals this link's path. */
  activeExact?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

export function SmartLink({ href, onClick, activeExact = true, ref, ...rest }: SmartLinkProps) {
  const parsed = parseHref(href);
  // Files (downloads, PDFs) are fetched by the browser, not routed.
  const isFile =
    parsed.kind === 'internal' && (rest.download !== undefined || /\.[a-z0-9]{2,5}$/i.test(parsed.pathname));
  if (parsed.kind === 'internal' && !isFile) {
    const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
      onClick?.(event);
      // A link to the page and hash already shown changes no location, so the site layout (which
      // scrolls once a navigation has rendered) would not; the target is on the page.
      if (parsed.hash) scrollToId(parsed.hash);
    };
    return (
      <Link
        {...rest}
        ref={ref}
        // Paths typed by the site owner are not known to the route tree's types.
        to={parsed.pathname as '/'}
        search={Object.keys(parsed.search).length ? (parsed.search as never) : undefined}
        hash={parsed.hash || undefined}
        hashScrollIntoView={false}
        activeOptions={{ exact: activeExact, includeSearch: false, includeHash: false }}
        activeProps={{ 'aria-current': 'page', 'data-active': 'true' } as never}
        onClick={handleClick}
      />
    );
  }
  if (parsed.kind === 'anchor') {
    return (
      <a
        {...rest}
        ref={ref}
        href={`#${parsed.hash}`}
        onClick={(event) => {
          onClick?.(event);
          if (event.defaultPrevented) return;
          event.preventDefault();
          window.history.replaceState(window.history.state, '', `#${parsed.hash}`);
          scrollToId(parsed.hash);
        }}
      />
    );
  }
  const target = parsed.kind === 'external' ? parsed.href : safeHref(href);
  const offSite = isOffSite(target);
  return (
    <a
      {...rest}
      ref={ref}
      href={target}
      onClick={onClick}
      target={offSite ? '_blank' : rest.target}
      rel={offSite ? 'noopener noreferrer' : rest.rel}
    />
  );
}
