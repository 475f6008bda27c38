/** Site-wide fonts: four font names from the catalogue in content/fonts.ts (spec points 2, 3, 4). */

import { SITE_FONT_NAMES } from '@content/fonts';
import * as v from 'valibot';
import { defineEntity } from '@/schema-kit/entity';
import * as f from '@/schema-kit/fields';

export default defineEntity({
  key: 'fonts',
  title: 'Site-wide Font Settings',
  tab: { key: 'fonts', label: 'Site-wide Font Settings', order: 4 },
  saveMessage: 'Font changes have been applied across the site.',
  schema: v.object({
    primary: f.font('Primary font', 'Inter', {
      options: SITE_FONT_NAMES,
      description: 'Buttons, navigation and other interface text.',
    }),
    secondary: f.font('Secondary font', 'Inter', {
      options: SITE_FONT_NAMES,
      description: 'Taglines, captions and small print.',
    }),
    headings: f.font('Headings font', 'Inter', {
      options: SITE_FONT_NAMES,
      description: 'Page and section headings.',
    }),
    body: f.font('Body font', 'Inter', {
      options: SITE_FONT_NAMES,
      description: 'Paragraphs and long text.',
    }),
  }),
});
