/**
 * The icon sprite: every icon and brand glyph as an SVG <symbol>, written once into each page's HTML
 * outside the React root (by the plugin in scripts/vite/icon-sprite.ts, so the dev server, the
 * prerendered pages and the admin shell all carry it). <Icon> and <BrandIcon> are then a short
 * <use href="#icon-…"> in the markup and in the scripts; the paths live only here.
 * Plain strings, no React: that plugin imports it (hence the relative import).
 */
import { BRAND_PATHS, ICON_PATHS } from '../../../content/icon-paths.ts';
import { type SpriteSet, spriteId } from './icon-sprite-ids.ts';

const symbols = (set: SpriteSet, paths: Record<string, string>) =>
  Object.entries(paths)
    .map(([name, d]) => `<symbol id="${spriteId(set, name)}" viewBox="0 0 24 24"><path d="${d}"/></symbol>`)
    .join('');

/** The sprite element; hidden and out of the layout, symbols are drawn only where <use> refers to them. */
export function iconSpriteMarkup(): string {
  return (
    '<svg aria-hidden="true" ' +
    'style="position:absolute;width:0;height:0;overflow:hidden">' +
    symbols('icon', ICON_PATHS) +
    symbols('brand', BRAND_PATHS) +
    '</svg>'
  );
}
