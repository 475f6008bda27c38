/** A list of site links (footer columns, menu groups): one <li> and SmartLink per link. */
import type { EditMark } from '@/app/editable';
import { SmartLink } from './SmartLink';

export interface LinkListProps {
  links: readonly { label: string; href: string }[];
  linkClassName: string;
  /** Called when a link is followed (e.g. to close the menu it is in). */
  onNavigate?: () => void;
  /** Marks the links for a menu's arrow-key navigation. */
  menuLinks?: boolean;
  /** A link's mark for editing on the page (src/app/editable.ts), by its place in `links`. */
  markOf?: (index: number) => EditMark;
}

export function LinkList({ links, linkClassName, onNavigate, menuLinks, markOf }: LinkListProps) {
  return (
    <ul>
      {links.map((link, index) => (
        <li key={`${link.label}-${link.href}`}>
          <SmartLink
            href={link.href}
            className={linkClassName}
            onClick={onNavigate}
            data-menu-link={menuLinks ? '' : undefined}
            {...markOf?.(index)}
          >
            {link.label}
          </SmartLink>
        </li>
      ))}
    </ul>
  );
}
