/**
 * The public pages' layout primitives: container, stack, group, grid, card and badge, as plain
 * elements with the classes of layout.css. Public pages use these instead of Mantine, which stays
 * the admin's toolkit (docs/decisions/007-native-public-ui.md): no provider, no style props and no
 * per-instance <style> tags in the prerendered markup.
 */
import type { HTMLAttributes, ReactNode } from 'react';
import './layout.css';

/** Mantine's spacing scale, so pages keep their rhythm: 10, 12, 16, 20 and 32 px. */
export type Space = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

type Tag =
  | 'div'
  | 'section'
  | 'ul'
  | 'ol'
  | 'li'
  | 'dl'
  | 'article'
  | 'figure'
  | 'figcaption'
  | 'header'
  | 'nav';

interface BoxProps extends Omit<HTMLAttributes<HTMLElement>, 'className'> {
  as?: Tag;
  className?: string;
  children?: ReactNode;
  'data-testid'?: string;
}

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

function Box({ as: Element = 'div', ...props }: BoxProps) {
  return <Element {...props} />;
}

/** Centred content, at most the given width (540, 720, 960, 1140 or 1320 px), with side padding. */
export function Container({ size = 'lg', className, ...props }: BoxProps & { size?: Space }) {
  return <Box {...props} className={classes('cp-container', `cp-container--${size}`, className)} />;
}

/** Children one under another. */
export function Stack({
  gap = 'md',
  align,
  className,
  ...props
}: BoxProps & { gap?: Space; align?: 'center' | 'start' }) {
  return (
    <Box
      {...props}
      className={classes('cp-stack', `cp-gap-${gap}`, align && `cp-stack--${align}`, className)}
    />
  );
}

/** Children side by side, wrapping. */
export function Group({
  gap = 'md',
  justify,
  className,
  ...props
}: BoxProps & { gap?: Space; justify?: 'center' | 'between' | 'end' }) {
  return (
    <Box
      {...props}
      className={classes('cp-group', `cp-gap-${gap}`, justify && `cp-group--${justify}`, className)}
    />
  );
}

/** Columns per breakpoint (phone, then from 36em, 48em, 62em and 75em). */
export interface GridCols {
  base: 1 | 2;
  xs?: 2;
  sm?: 1 | 2 | 3;
  md?: 2 | 3 | 4 | 5;
  lg?: 3 | 4;
}

/** Equal columns, more of them on wider screens. */
export function Grid({ cols, gap = 'lg', className, ...props }: BoxProps & { cols: GridCols; gap?: Space }) {
  return (
    <Box
      {...props}
      className={classes(
        'cp-grid',
        `cp-gap-${gap}`,
        `cp-grid--${cols.base}`,
        cols.xs && `cp-grid--xs-${cols.xs}`,
        cols.sm && `cp-grid--sm-${cols.sm}`,
        cols.md && `cp-grid--md-${cols.md}`,
        cols.lg && `cp-grid--lg-${cols.lg}`,
        className,
      )}
    />
  );
}

/** A bordered, rounded panel. */
export function Card({
  padding = 'lg',
  className,
  ...props
}: BoxProps & { padding?: 'none' | 'md' | 'lg' | 'xl' }) {
  return <Box {...props} className={classes('cp-panel', `cp-panel--${padding}`, className)} />;
}

/** A small rounded label. */
export function Badge({
  variant = 'light',
  tone = 'brand',
  size = 'md',
  icon,
  children,
}: {
  size?: 'md' | 'lg';
  variant?: 'light' | 'outline' | 'filled';
  tone?: 'brand' | 'gray' | 'pink' | 'green';
  icon?: ReactNode;
  children: ReactNode;
}) {
  return (
    <span className={`cp-badge cp-badge--${variant} cp-badge--${tone} cp-badge--${size}`}>
      {icon}
      {children}
    </span>
  );
}

/** Text for screen readers only. */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className="cp-visually-hidden">{children}</span>;
}
