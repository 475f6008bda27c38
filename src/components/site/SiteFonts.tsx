/** Applies the site-wide font settings as CSS variables that the theme reads. */

import type fontsEntity from '@schemas/fonts';
import type { SettingsOf } from '@/schema-kit/entity';

const INTER = "'Inter Variable', Inter, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";
const stack = (name: string) => (name === 'Inter' ? INTER : `'${name.replace(/'/g, '')}', ${INTER}`);

export function SiteFonts({ fonts }: { fonts: SettingsOf<typeof fontsEntity> }) {
  const css = `:root{--site-font-primary:${stack(fonts.primary)};--site-font-secondary:${stack(fonts.secondary)};--site-font-headings:${stack(fonts.headings)};--site-font-body:${stack(fonts.body)};}`;
  return <style>{css}</style>;
}
