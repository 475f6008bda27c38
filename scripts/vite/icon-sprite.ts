import type { Plugin } from 'vite';
import { iconSpriteMarkup } from '../../src/components/ui/icon-sprite.ts';

/**
 * Puts the icon sprite (src/components/ui/icon-sprite.ts) at the end of <body> of index.html, in
 * the dev server and the build: every prerendered page and the admin shell carry it once, outside
 * the React root and after the page's content, and icons are <use> references to it.
 */
export function iconSprite(): Plugin {
  return {
    name: 'connectia:icon-sprite',
    transformIndexHtml: (html) => html.replace('</body>', () => `  ${iconSpriteMarkup()}\n  </body>`),
  };
}
