/**
 * The sticky site header: logo, the editable navigation (an entry whose mega-menu has groups links to
 * its page and has a chevron that opens the menu), the entries shown as buttons (Contact by default)
 * and, under 992 px, a menu button that opens a drawer (./MobileMenu, loaded on the button's first
 * click). Props-driven (used by the admin's live preview too).
 */
import { useLocation } from '@tanstack/react-router';
import {
  type CSSProperties,
  type KeyboardEvent,
  lazy,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { type EditMark, type EditSource, useEditMode } from '@/app/editable';
import { withPlacedPages } from '@/app/menu-links';
import { useSiteText } from '@/app/site-text';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { Icon } from '@/components/ui/icons';
import { LinkList } from '@/components/ui/LinkList';
import { VisuallyHidden } from '@/components/ui/layout';
import { SmartLink } from '@/components/ui/SmartLink';
import { fill } from '@/schema-kit/template';
import { useHeaderMarks } from './header-marks';
import { LanguageSwitch } from './LanguageSwitch';
import { type BrandingSettings, Logo } from './Logo';
import { type HeaderSettings, hasMenu, type NavEntry } from './nav-entry';
import { type PlacedPages, usePlacedPages } from './use-menu-pages';
import './site.css';

export type { HeaderSettings, NavEntry } from './nav-entry';

/** The drawer and its contents load on the menu button's first click, so public pages stay light. */
const MobileMenu = lazy(() => import('./MobileMenu'));

const pathOf = (href: string) => href.split(/[?#]/)[0] || '/';

/** `source`: the header settings' source, which the navigation's marks name. */
export function SiteHeader({
  header,
  source,
  branding,
}: {
  header: HeaderSettings;
  source: EditSource<HeaderSettings>;
  branding: BrandingSettings;
}) {
  const [mobileOpen, setMobileOpen] = useState(false);
  /** Set on the menu button's first click: only then is the mobile menu chunk loaded and rendered. */
  const [mobileMenuRequested, setMobileMenuRequested] = useState(false);
  const { pathname } = useLocation();
  const text = useSiteText('frame');
  // In edit mode the mobile menu is drawn (closed) at once, so 'Fields on this page' lists its entries.
  const editing = useEditMode();
  const marks = useHeaderMarks(source);
  /** An entry's mark: its label, found by its place in the stored navigation (entries have no id). */
  const labelMark = (entry: NavEntry) => marks.label(header.navigation.indexOf(entry));
  const style = {
    '--hdr-bg': header.colors.background,
    '--hdr-text': header.colors.text,
    '--hdr-hover': header.colors.hover,
  } as CSSProperties;
  const placed = usePlacedPages();
  const entries = header.navigation.filter((entry) => !entry.button);
  const buttons = header.navigation.filter((entry) => entry.button);

  return (
    <header className="cp-header" style={style}>
      <div className="cp-header__bar">
        {/* The accessible name starts with the logo's visible text (Lighthouse's label-content-name-mismatch);
            the editable text alternative follows it, for screen readers only. */}
        <SmartLink href={header.logo.url || '/'} className="cp-header__logo">
          <Logo branding={branding} />
          {header.logo.alt.trim() ? <VisuallyHidden>, {header.logo.alt.trim()}</VisuallyHidden> : null}
        </SmartLink>
        <nav aria-label={text.mainNavigation} className="cp-header__nav">
          <ul>
            {entries.map((entry, index) => (
              <li key={`${entry.label}-${entry.href}`}>
                {hasMenu(entry) ? (
                  <DesktopMenu
                    entry={entry}
                    index={index}
                    active={isActive(pathname, entry.href)}
                    placed={placed}
                    mark={labelMark(entry)}
                  />
                ) : (
                  <SmartLink href={entry.href} className="cp-header__link" {...labelMark(entry)}>
                    {entry.label}
                  </SmartLink>
                )}
              </li>
            ))}
          </ul>
        </nav>
        {buttons.map((button) => (
          <ButtonLink
            key={`${button.label}-${button.href}`}
            href={button.href}
            className="cp-header__contact"
            radius="xl"
            {...labelMark(button)}
          >
            {button.label}
          </ButtonLink>
        ))}
        <LanguageSwitch className="cp-header__link cp-header__language" />
        <button
          type="button"
          className="cp-header__burger cp-burger"
          data-opened={mobileOpen || undefined}
          onClick={() => {
            setMobileMenuRequested(true);
            setMobileOpen((open) => !open);
          }}
          aria-label={mobileOpen ? text.closeMenu : text.openMenu}
          aria-expanded={mobileOpen}
          aria-controls="mobile-navigation"
        >
          <span className="cp-burger__lines" aria-hidden="true" />
        </button>
      </div>
      {mobileMenuRequested || editing ? (
        <Suspense fallback={null}>
          <MobileMenu
            navigation={header.navigation}
            source={source}
            placed={placed}
            opened={mobileOpen}
            onClose={() => setMobileOpen(false)}
          />
        </Suspense>
      ) : null}
    </header>
  );
}

const isActive = (pathname: string, href: string) => {
  const path = pathOf(href);
  return path === '/' ? pathname === '/' : pathname === path || pathname.startsWith(`${path}/`);
};

/**
 * A top-level entry with a mega-menu (the WAI-ARIA disclosure navigation pattern): the label is a
 * real link to its page; a separate chevron button opens the panel by click, touch
 * or keyboard (Enter/Space, ArrowDown moves into it, Escape closes it and returns to the button).
 * A mouse pointer resting on the entry opens it too.
 *
 * The panel is a popover the button opens by itself (popovertarget), so a tap works from the HTML,
 * before the page has hydrated; the browser also closes it on Escape or a click elsewhere, and
 * keeps one menu open at a time. The state here follows the popover's own (its toggle events), and
 * a menu the visitor opened before hydration is found open when the component mounts.
 */
function DesktopMenu({
  entry,
  index,
  active,
  placed,
  mark,
}: {
  entry: NavEntry;
  /** Its place among the menus: names the anchor its panel is placed under. */
  index: number;
  active: boolean;
  placed: PlacedPages;
  mark: EditMark;
}) {
  const { menu } = entry;
  const [open, setOpen] = useState(false);
  const { request } = placed;
  useEffect(() => {
    if (open) request();
  }, [open, request]);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const { pathname, hash } = useLocation();
  const text = useSiteText('frame');
  const isShown = () => panel.current?.matches(':popover-open') ?? false;
  const show = () => {
    if (!isShown()) panel.current?.showPopover();
  };
  const hide = () => {
    if (isShown()) panel.current?.hidePopover();
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after hydration.
  useEffect(() => {
    if (isShown()) setOpen(true);
  }, []);
  // Close when the page changes (not on the first render: a menu opened before hydration stays open).
  const page = `${pathname}${hash}`;
  const shownOn = useRef(page);
  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on every navigation.
  useEffect(() => {
    if (shownOn.current === page) return;
    shownOn.current = page;
    hide();
  }, [page]);
  useEffect(() => {
    if (!open) hoverOpened.current = false;
  }, [open]);

  const links = () => Array.from(root.current?.querySelectorAll<HTMLAnchorElement>('[data-menu-link]') ?? []);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      hide();
      toggle.current?.focus();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const all = links();
    if (!all.length) return;
    event.preventDefault();
    if (!isShown()) {
      show();
      all[0]?.focus();
      return;
    }
    const index = all.indexOf(document.activeElement as HTMLAnchorElement);
    const next = event.key === 'ArrowDown' ? index + 1 : index - 1;
    all[(next + all.length) % all.length]?.focus();
  };
  const byMouse = (event: PointerEvent | React.PointerEvent) => event.pointerType === 'mouse';
  /** Opened by the pointer resting on the entry: a click on the chevron then keeps it open. */
  const hoverOpened = useRef(false);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: keyboard and hover handling for the link, button and panel inside.
    <div
      ref={root}
      className="cp-menu"
      style={{ '--menu-anchor': `--cp-menu-${index}` } as CSSProperties}
      onKeyDown={onKeyDown}
      onPointerEnter={(event) => {
        if (!byMouse(event) || isShown()) return;
        hoverOpened.current = true;
        show();
      }}
      onPointerLeave={(event) => {
        if (!byMouse(event) || !hoverOpened.current) return;
        hoverOpened.current = false;
        hide();
      }}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) hide();
      }}
    >
      <SmartLink
        href={entry.href}
        className="cp-header__link cp-menu__link-top"
        data-active={active || undefined}
        {...mark}
      >
        {entry.label}
      </SmartLink>
      <button
        ref={toggle}
        type="button"
        className="cp-header__link cp-menu__toggle"
        aria-label={fill(text.showMenu, { label: entry.label })}
        aria-controls={panelId}
        popoverTarget={panelId}
        onClick={(event) => {
          // Opened by the pointer resting on the entry: the click keeps it open (no toggle).
          if (hoverOpened.current) event.preventDefault();
          hoverOpened.current = false;
        }}
      >
        <Icon name="chevronDown" size={16} className="cp-menu__chevron" />
      </button>
      <div
        ref={panel}
        id={panelId}
        className="cp-menu__panel"
        popover="auto"
        onToggle={(event) => setOpen(event.newState === 'open')}
      >
        {menu.overview ? (
          <SmartLink href={entry.href} className="cp-menu__overview" data-menu-link="">
            {menu.overview}
            <Icon name="arrowRight" size={16} />
          </SmartLink>
        ) : null}
        <div className="cp-menu__groups" style={{ '--groups': menu.groups.length } as CSSProperties}>
          {menu.groups.map((group, index) => (
            <div key={group.id || index} className="cp-menu__group">
              <p className="cp-menu__group-title">
                <Icon name={group.icon} size={18} />
                {group.title}
              </p>
              <LinkList
                links={withPlacedPages(group.links, placed.pages?.[group.id])}
                linkClassName="cp-menu__link"
                menuLinks
              />
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
