/** A Mantine Button that navigates: router Link for site paths (incl. ?query and #hash), <a> otherwise. */
import { Button, type ButtonProps } from '@mantine/core';
import type { MouseEventHandler, ReactNode } from 'react';
import { SmartLink } from './SmartLink';

export interface ButtonLinkProps extends ButtonProps {
  href: string;
  children: ReactNode;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
  'aria-label'?: string;
  download?: string | boolean;
}

export function ButtonLink({ href, children, onClick, download, ...props }: ButtonLinkProps) {
  return (
    <Button
      {...props}
      renderRoot={(rootProps) => (
        <SmartLink
          {...rootProps}
          href={href}
          onClick={onClick}
          download={download === true ? '' : download || undefined}
        />
      )}
    >
      {children}
    </Button>
  );
}
