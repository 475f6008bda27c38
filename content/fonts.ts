/**
 * The font catalogue: every font the admin can choose. All are self-hosted through
 * @fontsource packages and loaded on demand by src/fonts/load-font.ts; Inter is bundled with the site.
 */

export type FontCategory =
  | 'Sans-serif'
  | 'Serif'
  | 'Display'
  | 'Script'
  | 'Monospace'
  | 'Professional'
  | 'Rounded'
  | 'Modern'
  | 'Elegant Serif';

export interface FontOption {
  name: string;
  /** CSS font-family stack. */
  family: string;
  category: FontCategory;
}

const SANS = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";
const SERIF = "Georgia, 'Times New Roman', serif";
const font = (name: string, category: FontCategory, fallback = SANS): FontOption => ({
  name,
  family: name === 'Inter' ? `'Inter Variable', Inter, ${SANS}` : `'${name}', ${fallback}`,
  category,
});

/** The 16 site-wide fonts (Site-wide Font Settings). */
export const SITE_FONTS: readonly FontOption[] = [
  font('Inter', 'Sans-serif'),
  font('Poppins', 'Modern'),
  font('Roboto', 'Sans-serif'),
  font('Montserrat', 'Modern'),
  font('Source Sans Pro', 'Professional'),
  font('Playfair Display', 'Elegant Serif', SERIF),
  font('Merriweather', 'Serif', SERIF),
  font('Lora', 'Serif', SERIF),
  font('Nunito', 'Rounded'),
  font('Comfortaa', 'Rounded'),
  font('Work Sans', 'Professional'),
  font('Crimson Text', 'Elegant Serif', SERIF),
  font('Quicksand', 'Rounded'),
  font('DM Sans', 'Modern'),
  font('Rubik', 'Sans-serif'),
  font('Ubuntu', 'Sans-serif'),
];

/** The site-wide font catalogue's names (the Fonts editor's choices). */
export const SITE_FONT_NAMES: readonly string[] = SITE_FONTS.map((f) => f.name);

/** The eight footer fonts. */
export const FOOTER_FONT_NAMES = [
  'Inter',
  'Poppins',
  'Roboto',
  'Montserrat',
  'Playfair Display',
  'Merriweather',
  'Orbitron',
  'Righteous',
] as const;

const EXTRA_FONTS: readonly FontOption[] = [
  font('Orbitron', 'Display'),
  font('Righteous', 'Display'),
  font('Oswald', 'Display'),
  font('Raleway', 'Modern'),
  font('Lato', 'Sans-serif'),
  font('Open Sans', 'Sans-serif'),
  font('Bebas Neue', 'Display'),
  font('Pacifico', 'Script', 'cursive'),
  font('Dancing Script', 'Script', 'cursive'),
];

/** Every font of the catalogue, site fonts first. */
export const FONTS: readonly FontOption[] = [...SITE_FONTS, ...EXTRA_FONTS];

/** The branding editor's letter fonts (about 24). */
export const BRANDING_FONT_NAMES: readonly string[] = FONTS.map((f) => f.name).filter(
  (name) => name !== 'Crimson Text',
);

export const DEFAULT_FONT = 'Inter';

export const fontByName = (name: string): FontOption | undefined => FONTS.find((f) => f.name === name);

/** The CSS font-family stack for a catalogue name; unknown names fall back to Inter. */
export const fontFamily = (name: string): string => (fontByName(name) ?? fontByName(DEFAULT_FONT)!).family;
