/**
 * Two columns side by side from the md breakpoint (62em), stacked below it: the public pages'
 * text-and-image and form-and-details splits. Sized as Mantine's Grid sizes spans of 12 (each column
 * gives up its share of the gap), in plain CSS (ui.css): Mantine's Grid adds ~1.5 KB gzip of script
 * to every page that uses it.
 */
import type { CSSProperties, ReactNode } from 'react';
import type { Space as LayoutSpace } from './layout';
import './ui.css';

type Space = LayoutSpace | number;

export interface ColumnsProps {
  /** The two columns' widths in twelfths, from md up (default 6 and 6). */
  spans?: readonly [number, number];
  /** The gap between the columns (or the stacked columns below md); a Mantine spacing or px. */
  gap?: Space | { base: Space; md: Space };
  /** Vertical alignment of the columns from md up (default stretch). */
  align?: CSSProperties['alignItems'];
  /** Show the second column first: below md (`base`) and/or from md (`md`). */
  reverse?: { base?: boolean; md?: boolean };
  className?: string;
  children: [ReactNode, ReactNode];
}

const space = (value: Space) => (typeof value === 'number' ? `${value / 16}rem` : `var(--cp-space-${value})`);

/** Mantine Grid's column width: span/12 of the row, less its share of the gap. */
const width = (span: number) =>
  `calc(${(100 * span) / 12}% - ${(12 - span) / 12} * var(--cp-columns-gap-md))`;

export function Columns({ spans = [6, 6], gap = 'md', align, reverse, className, children }: ColumnsProps) {
  const { base, md } = typeof gap === 'object' ? gap : { base: gap, md: gap };
  const style = {
    '--cp-columns-gap': space(base),
    '--cp-columns-gap-md': space(md),
    '--cp-columns-template': `${width(spans[0])} ${width(spans[1])}`,
    '--cp-columns-align': align,
  } as CSSProperties;
  return (
    <div
      className={className ? `cp-columns ${className}` : 'cp-columns'}
      style={style}
      data-reverse-base={reverse?.base || undefined}
      data-reverse-md={reverse?.md || undefined}
    >
      {children}
    </div>
  );
}
