/**
 * Logo and branding: the logo record, the logo box, the nine letters of the brand word, the logo
 * collection and the navigation bar colour.
 */

import { BRANDING_FONT_NAMES } from '@content/fonts';
import * as v from 'valibot';
import { defineEntity } from '@/schema-kit/entity';
import * as f from '@/schema-kit/fields';

const PURPLE = '#4f008c';
const PINK = '#ff375e';
/** Logos sit beside the brand name, so they carry no alt text of their own. SVG is rasterised. */
const LOGO_LIMIT = {
  purpose: 'logo',
  alt: 'none',
  maxBytes: 2 * 1024 * 1024,
  tooLargeMessage: 'File {name} is too large. Maximum size is 2MB.',
  wrongTypeMessage: 'File {name} is not an image. Please choose a PNG, JPEG, WebP, GIF, AVIF or SVG file.',
} as const;

/** The brand word, one letter per entry: CONNECT in purple, IA in pink. */
const BRAND_WORD = 'CONNECTIA';
const letterDefaults = [...BRAND_WORD].map((text, index) => ({
  text,
  font: 'Inter',
  color: index < 7 ? PURPLE : PINK,
}));

export default defineEntity({
  key: 'branding',
  title: 'Logo & Brand Management',
  description: 'The logo shown in the header and footer, its letters, colours and uploaded images.',
  tab: { key: 'branding', label: 'Logo & Brand Management', order: 1 },
  saveMessage: 'Branding changes have been applied successfully!',
  admin: { preview: 'branding' },
  schema: v.object({
    logo: f.group('Logo', {
      primaryText: f.text('Primary text', 'CONNECT', { maxLength: 40 }),
      secondaryText: f.text('Secondary text', 'IA', { maxLength: 40 }),
      tagline: f.text('Tagline', 'Connecting People Solutions', { maxLength: 80 }),
      primaryColor: f.colour('Primary colour', PURPLE),
      secondaryColor: f.colour('Secondary colour', PINK),
      taglineColor: f.colour('Tagline colour', '#6b7280'),
      iconType: f.select('Icon type', ['letter', 'image'], 'letter'),
      iconLetter: f.letter('Icon letter', 'C'),
      iconImage: f.image('Icon image', '', LOGO_LIMIT),
      iconFilter: f.select('Icon filter', ['none', 'theme', 'white', 'invert'], 'none'),
    }),
    box: f.group('Logo box', {
      boxColor: f.colour('Box colour', PURPLE),
      contentType: f.select('Box content', ['letter', 'image'], 'letter'),
      iconLetter: f.letter('Icon letter', 'C'),
      iconImage: f.image('Box image', '', LOGO_LIMIT),
      textColor: f.colour('Letter colour', '#ffffff'),
    }),
    letters: f.list(
      'Individual Letters',
      {
        text: f.letter('Letter', 'C'),
        font: f.font('Font', 'Inter', { options: BRANDING_FONT_NAMES }),
        color: f.colour('Colour', PURPLE),
      },
      letterDefaults,
      { fixedLength: BRAND_WORD.length, summary: 'text' },
    ),
    collection: f.list(
      'Logo collection',
      {
        id: f.identifier(),
        name: f.text('Name', 'Logo', { maxLength: 120 }),
        url: f.image('Image', '', LOGO_LIMIT),
        isDefault: f.boolean('Default logo', false),
      },
      [],
      { summary: 'name', maxItems: 20 },
    ),
    navBarColor: f.colour('Navigation bar colour', '#ffffff'),
  }),
});
