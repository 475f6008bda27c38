/**
 * The header's mobile menu (a right-hand Drawer under 992 px). Loaded lazily by SiteHeader after the
 * Burger's first click, so Drawer and its dependencies stay out of every public page's entry chunk.
 */
import { MEGA_MENUS, type MegaMenu } from '@content/navigation';
import { Drawer } from '@mantine/core';
import { useId, useState } from 'react';
import { Icon } from '@/components/ui/icons';
import { SmartLink } from '@/components/ui/SmartLink';
import type { HeaderSettings } from './SiteHeader';

const pathOf = (href: string) => href.split(/[?#]/)[0] || '/';

export default function MobileMenu({
  navigation,
  opened,
  onClose,
}: {
  navigation: HeaderSettings['navigation'];
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="min(100%, 360px)"
      title="Menu"
      id="mobile-navigation"
      hiddenFrom="md"
      closeButtonProps={{ 'aria-label': 'Close navigation menu' }}
    >
      <nav aria-label="Mobile" className="cp-mobile-nav">
        <ul>
          {navigation.map((entry) => {
            const menu = MEGA_MENUS[pathOf(entry.href)];
            return (
              <li key={`${entry.label}-${entry.href}`}>
                {menu ? (
                  <MobileGroup entry={entry} menu={menu} onNavigate={onClose} />
                ) : (
                  <SmartLink href={entry.href} className="cp-mobile-nav__link" onClick={onClose}>
                    {entry.label}
                  </SmartLink>
                )}
              </li>
            );
          })}
        </ul>
      </nav>
    </Drawer>
  );
}

/** A top-level entry: a link to its page, and a chevron button that shows its menu's links. */
function MobileGroup({
  entry,
  menu,
  onNavigate,
}: {
  entry: { label: string; href: string };
  menu: MegaMenu;
  onNavigate: () => void;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div>
      <div className="cp-mobile-nav__row">
        <SmartLink href={entry.href} className="cp-mobile-nav__link" onClick={onNavigate}>
          {entry.label}
        </SmartLink>
        <button
          type="button"
          className="cp-mobile-nav__toggle"
          aria-label={`Show ${entry.label} links`}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          <Icon name="chevronDown" size={18} className="cp-menu__chevron" />
        </button>
      </div>
      <div id={panelId} hidden={!open} className="cp-mobile-nav__panel">
        <SmartLink href={menu.overview.href} className="cp-mobile-nav__sublink" onClick={onNavigate}>
          {menu.overview.label}
        </SmartLink>
        {menu.groups.map((group) => (
          <div key={group.title}>
            <p className="cp-menu__group-title">{group.title}</p>
            <ul>
              {group.links.map((link) => (
                <li key={link.label}>
                  <SmartLink href={link.href} className="cp-mobile-nav__sublink" onClick={onNavigate}>
                    {link.label}
                  </SmartLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </div>
  );
}
