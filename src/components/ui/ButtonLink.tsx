/** A link that looks like a button (./Button): router Link for site paths (incl. ?query and #hash), <a> otherwise. */
import type { MouseEventHandler, ReactNode } from 'react';
import { ButtonContent, type ButtonLook, buttonLook } from './Button';
import { SmartLink } from './SmartLink';

export interface ButtonLinkProps extends ButtonLook {
  href: string;
  children: ReactNode;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
  'aria-label'?: string;
  download?: string | boolean;
  'data-service-type'?: string;
  /** A mark for editing on the page (src/app/editable.ts). */
  'data-edit'?: string;
}

export function ButtonLink({
  href,
  children,
  onClick,
  download,
  leftSection,
  rightSection,
  ...props
}: ButtonLinkProps) {
  const { variant, tone, accent, size, radius, className, ...rest } = props;
  const look = buttonLook({ variant, tone, accent, size, radius, className });
  return (
    <SmartLink
      {...rest}
      href={href}
      onClick={onClick}
      download={download === true ? '' : download || undefined}
      className={look.className}
      style={look.style}
    >
      <ButtonContent leftSection={leftSection} rightSection={rightSection}>
        {children}
      </ButtonContent>
    </SmartLink>
  );
}
