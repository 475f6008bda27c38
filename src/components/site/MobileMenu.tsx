/**
 * The header's mobile menu under 992 px: a native modal <dialog> sliding in from the right (the
 * browser keeps focus inside it, makes the page behind inert and closes it on Escape). Loaded lazily
 * by SiteHeader after the menu button's first click.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { EDIT_WHERE, type EditMark, type EditSource, useEditMode } from '@/app/editable';
import { type MenuPages, withPlacedPages } from '@/app/menu-links';
import { useSiteText } from '@/app/site-text';
import { Icon } from '@/components/ui/icons';
import { LinkList } from '@/components/ui/LinkList';
import { SmartLink } from '@/components/ui/SmartLink';
import { fill } from '@/schema-kit/template';
import { useHeaderMarks } from './header-marks';
import { LanguageSwitch } from './LanguageSwitch';
import { type HeaderSettings, hasMenu, type NavEntry } from './nav-entry';
import type { PlacedPages } from './use-menu-pages';

export default function MobileMenu({
  navigation,
  source,
  placed,
  opened,
  onClose,
}: {
  navigation: HeaderSettings['navigation'];
  /** The header settings' source, which the entries' marks name. */
  source: EditSource<HeaderSettings>;
  placed: PlacedPages;
  opened: boolean;
  onClose: () => void;
}) {
  const { request } = placed;
  useEffect(() => {
    if (opened) request();
  }, [opened, request]);
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const text = useSiteText('frame');
  // Marked as the desktop header's entries (by their place in the stored navigation), and said to be
  // the mobile menu's, since at desktop widths it is drawn closed in edit mode.
  const marks = useHeaderMarks(source);
  const where = useEditMode() ? { [EDIT_WHERE]: 'mobile menu' } : {};
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (opened && !element.open) element.showModal();
    if (!opened && element.open) element.close();
  }, [opened]);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click has Escape and the close button as keyboard equivalents.
    <dialog
      ref={dialog}
      id="mobile-navigation"
      className="cp-drawer"
      aria-labelledby={titleId}
      {...where}
      onClose={onClose}
      onClick={(event) => {
        // A click on the backdrop (outside the panel's box) lands on the dialog element itself.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="cp-drawer__header">
        <h2 className="cp-drawer__title" id={titleId}>
          {text.mobileMenu}
        </h2>
        <button type="button" className="cp-drawer__close" aria-label={text.closeMenu} onClick={onClose}>
          <Icon name="close" size={20} />
        </button>
      </div>
      <nav aria-label={text.mobileNavigation} className="cp-mobile-nav">
        <ul>
          {navigation.map((entry, index) => (
            <li key={`${entry.label}-${entry.href}`}>
              {hasMenu(entry) ? (
                <MobileGroup
                  entry={entry}
                  placed={placed.pages}
                  onNavigate={onClose}
                  mark={marks.label(index)}
                />
              ) : (
                <SmartLink
                  href={entry.href}
                  className="cp-mobile-nav__link"
                  onClick={onClose}
                  {...marks.label(index)}
                >
                  {entry.label}
                </SmartLink>
              )}
            </li>
          ))}
        </ul>
      </nav>
      <LanguageSwitch className="cp-mobile-nav__link cp-drawer__language" />
    </dialog>
  );
}

/** A top-level entry: a link to its page, and a chevron button that shows its menu's links. */
function MobileGroup({
  entry,
  placed,
  onNavigate,
  mark,
}: {
  entry: NavEntry;
  placed: MenuPages | undefined;
  onNavigate: () => void;
  /** Its label's mark, as the desktop header's. */
  mark: EditMark;
}) {
  const { menu } = entry;
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const text = useSiteText('frame');
  return (
    <div>
      <div className="cp-mobile-nav__row">
        <SmartLink href={entry.href} className="cp-mobile-nav__link" onClick={onNavigate} {...mark}>
          {entry.label}
        </SmartLink>
        <button
          type="button"
          className="cp-mobile-nav__toggle"
          aria-label={fill(text.showLinks, { label: entry.label })}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          <Icon name="chevronDown" size={18} className="cp-menu__chevron" />
        </button>
      </div>
      <div id={panelId} hidden={!open} className="cp-mobile-nav__panel">
        {menu.overview ? (
          <SmartLink href={entry.href} className="cp-mobile-nav__sublink" onClick={onNavigate}>
            {menu.overview}
          </SmartLink>
        ) : null}
        {menu.groups.map((group, index) => (
          <div key={group.id || index}>
            <p className="cp-menu__group-title">{group.title}</p>
            <LinkList
              links={withPlacedPages(group.links, placed?.[group.id])}
              linkClassName="cp-mobile-nav__sublink"
              onNavigate={onNavigate}
            />
          </div>
        ))}
      </div>
    </div>
  );
}
