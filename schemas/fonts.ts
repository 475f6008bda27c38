/** Site-wide fonts: four font names from the catalogue in content/fonts.ts. */

import { SITE_FONT_NAMES } from '@content/fonts';
import * as v from 'valibot';
import { defineEntity } from '@/schema-kit/entity';
import * as f from '@/schema-kit/fields';

/** One of the site-wide catalogue's fonts, Inter by default. */
const siteFont = (title: string, description: string) =>
  f.font(title, 'Inter', { options: SITE_FONT_NAMES, description });

export default defineEntity({
  key: 'fonts',
  title: 'Site-wide Font Settings',
  tab: { key: 'fonts', label: 'Site-wide Font Settings', order: 4 },
  saveMessage: 'Font changes have been applied across the site.',
  schema: v.object({
    primary: siteFont('Primary font', 'Buttons, navigation and other interface text.'),
    secondary: siteFont('Secondary font', 'Taglines, captions and small print.'),
    headings: siteFont('Headings font', 'Page and section headings.'),
    body: siteFont('Body font', 'Paragraphs and long text.'),
  }),
});
