/** A list of site links (footer columns, menu groups): one <li> and SmartLink per link. */
import { SmartLink } from './SmartLink';

export interface LinkListProps {
  links: readonly { label: string; href: string }[];
  linkClassName: string;
  /** Called when a link is followed (e.g. to close the menu it is in). */
  onNavigate?: () => void;
  /** Marks the links for a menu's arrow-key navigation. */
  menuLinks?: boolean;
}

export function LinkList({ links, linkClassName, onNavigate, menuLinks }: LinkListProps) {
  return (
    <ul>
      {links.map((link) => (
        <li key={`${link.label}-${link.href}`}>
          <SmartLink
            href={link.href}
            className={linkClassName}
            onClick={onNavigate}
            data-menu-link={menuLinks ? '' : undefined}
          >
            {link.label}
          </SmartLink>
        </li>
      ))}
    </ul>
  );
}
