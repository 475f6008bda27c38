/**
 * The public site's buttons (Mantine stays in the admin): the look shared by ButtonLink and native
 * <button>s, on Mantine's sizes (30 to 50 px high) and the brand colours. See button.css.
 */
import type { ButtonHTMLAttributes, CSSProperties, ReactNode } from 'react';
import './button.css';

export interface ButtonLook {
  variant?: 'filled' | 'light' | 'outline' | 'white' | 'default';
  /** The colour family; `white` is for outline buttons on dark bands. */
  tone?: 'brand' | 'green' | 'pink' | 'white';
  /** A colour chosen in the settings, with the text colour that reads on it (filled only). */
  accent?: { background: string; text: string };
  size?: 'xs' | 'sm' | 'md' | 'lg';
  radius?: 'md' | 'xl';
  leftSection?: ReactNode;
  rightSection?: ReactNode;
  className?: string;
}

/** Class and style for an element that looks like a button. */
export function buttonLook({
  variant = 'filled',
  tone = 'brand',
  accent,
  size = 'sm',
  radius = 'md',
  className,
}: ButtonLook): { className: string; style?: CSSProperties } {
  const names = ['cp-button', `cp-button--v-${variant}`, `cp-button--t-${tone}`, `cp-button--${size}`];
  if (radius === 'xl') names.push('cp-button--round');
  if (accent) names.push('cp-button--accent');
  if (className) names.push(className);
  const style = accent
    ? ({ '--cp-button-bg': accent.background, '--cp-button-text': accent.text } as CSSProperties)
    : undefined;
  return { className: names.join(' '), style };
}

/** Icon, label, icon. */
export function ButtonContent({ leftSection, rightSection, children }: ButtonLook & { children: ReactNode }) {
  return (
    <>
      {leftSection ? <span className="cp-button__section">{leftSection}</span> : null}
      <span className="cp-button__label">{children}</span>
      {rightSection ? <span className="cp-button__section">{rightSection}</span> : null}
    </>
  );
}

export type ButtonProps = ButtonLook &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'style'> & { children: ReactNode };

export function Button({
  variant,
  tone,
  accent,
  size,
  radius,
  leftSection,
  rightSection,
  className,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  const look = buttonLook({ variant, tone, accent, size, radius, className });
  return (
    <button {...rest} type={type} className={look.className} style={look.style}>
      <ButtonContent leftSection={leftSection} rightSection={rightSection}>
        {children}
      </ButtonContent>
    </button>
  );
}
