/**
 * SVG icons (24×24, stroke-based, no icon library), drawn as a <use> of the page's icon sprite
 * (icon-sprite.ts), so no path data travels in the scripts. Decorative by default (aria-hidden);
 * pass `title` to give an icon a text alternative.
 */
import type { BrandIconName, IconName } from '@content/icon-paths';
import type { SVGProps } from 'react';
import { spriteRef } from './icon-sprite-ids';
import './ui.css';

export type { BrandIconName, IconName };

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'name'> {
  name: IconName;
  size?: number;
  title?: string;
}

/**
 * Icons that point along the line of text ("next", "go to"): mirrored on right-to-left pages
 * (src/app/rtl.css). Chevrons that open a menu point down in either direction.
 */
const ALONG_THE_LINE: ReadonlySet<string> = new Set([
  'arrowRight',
  'arrowLeft',
  'chevronRight',
  'chevronLeft',
]);

export function Icon({ name, size = 24, title, className, style, fill, stroke, ...rest }: IconProps) {
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: decorative unless `title` is given, then it has one.
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      // The line style is the class's (ui.css), once per page instead of on each of its icons; a
      // colour given here fills or strokes this one.
      className={className ? `cp-icon ${className}` : 'cp-icon'}
      style={fill || stroke ? { fill, stroke, ...style } : style}
      aria-hidden={title ? undefined : true}
      role={title ? 'img' : undefined}
      data-directional={ALONG_THE_LINE.has(name) || undefined}
      {...rest}
    >
      {title ? <title>{title}</title> : null}
      <use href={spriteRef('icon', name)} />
    </svg>
  );
}

export function BrandIcon({
  name,
  size = 20,
  ...rest
}: Omit<SVGProps<SVGSVGElement>, 'name'> & { name: BrandIconName; size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} fill="currentColor" aria-hidden="true" {...rest}>
      <use href={spriteRef('brand', name)} />
    </svg>
  );
}

/** Maps a platform name typed by the site owner to a brand glyph, if one is known. */
export function brandIconFor(platform: string): BrandIconName | undefined {
  const key = platform.trim().toLowerCase();
  if (key.includes('linkedin')) return 'linkedin';
  if (key.includes('twitter') || key === 'x') return 'twitter';
  if (key.includes('github')) return 'github';
  if (key.includes('whatsapp')) return 'whatsapp';
  return undefined;
}
