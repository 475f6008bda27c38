/**
 * Applies the site-wide font settings as CSS variables that the theme reads, and loads the chosen
 * non-Inter web fonts once the page is interactive (each font is its own lazily loaded chunk). Until
 * a font has loaded, and if it cannot be loaded, the Inter fallback of its stack shows.
 * The admin's Apply Font Changes broadcasts `connectia:fonts-updated` with the settings, applied here at once.
 *
 * The variables belong on <html>, which a <style> inside <body> may not reach (HTML allows such a
 * sheet to style only its parent and what follows it). So the first render's rule is a <style> that
 * React hoists into <head> (one with `href` and `precedence`; the prerendered page carries it there).
 * React never rewrites a hoisted style, so a later change (the owner's, or settings published since
 * the build) is set on <html> itself, where it wins over that rule, and removed when it matches again.
 */

import { fontFamily } from '@content/fonts';
import type fontsEntity from '@schemas/fonts';
import { useEffect, useInsertionEffect, useRef, useState } from 'react';
import type { SettingsOf } from '@/schema-kit/entity';
import { FONTS_UPDATED_EVENT } from '@/storage/settings-events';

type FontSettings = SettingsOf<typeof fontsEntity>;

export function SiteFonts({ fonts }: { fonts: FontSettings }) {
  // An applied change shows at once; it gives way when the stored settings (props) change.
  const [override, setOverride] = useState<{ over: FontSettings; value: FontSettings } | undefined>();
  const fontsRef = useRef(fonts);
  fontsRef.current = fonts;
  useEffect(() => {
    const onUpdate = (event: Event) => {
      const detail = (event as CustomEvent<FontSettings>).detail;
      if (detail && typeof detail === 'object') setOverride({ over: fontsRef.current, value: detail });
    };
    window.addEventListener(FONTS_UPDATED_EVENT, onUpdate);
    return () => window.removeEventListener(FONTS_UPDATED_EVENT, onUpdate);
  }, []);
  const current = override && override.over === fonts ? override.value : fonts;
  const { primary, secondary, headings, body } = current;

  useEffect(() => {
    const names = [...new Set([primary, secondary, headings, body])].filter((name) => name !== 'Inter');
    if (names.length === 0) return;
    // After the page is interactive: the font CSS never competes with the first render.
    void import('@/fonts/load-font').then(({ loadFont }) => Promise.all(names.map(loadFont)));
  }, [primary, secondary, headings, body]);

  const variables = fontVariables(current);
  const css = `:root{${variables.map(([name, value]) => `${name}:${value};`).join('')}}`;
  const [first] = useState(css);
  useInsertionEffect(() => {
    const style = document.documentElement.style;
    for (const [name, value] of variables) {
      if (css === first) style.removeProperty(name);
      else style.setProperty(name, value);
    }
  });
  return (
    <style href="connectia-site-fonts" precedence="site-fonts">
      {first}
    </style>
  );
}

/** The theme's font variables and the font stacks they hold. */
function fontVariables({ primary, secondary, headings, body }: FontSettings): [string, string][] {
  return [
    ['--site-font-primary', fontFamily(primary)],
    ['--site-font-secondary', fontFamily(secondary)],
    ['--site-font-headings', fontFamily(headings)],
    ['--site-font-body', fontFamily(body)],
  ];
}
