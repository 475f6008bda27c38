/** Icon and illustration fields, alone and inside a block, for the schema, salvage and widget tests. */
import { DETAIL_ICON_NAMES } from '@content/detail-icon-names';
import { ICON_NAMES } from '@content/icon-names';
import * as v from 'valibot';
import { defineEntity } from '@/schema-kit/entity';
import * as f from '@/schema-kit/fields';

export const ART_ALT = 'Cloud connected to servers and a padlock';

export const picturesPage = defineEntity({
  key: 'pictures-page',
  title: 'Pictures page',
  tab: { key: 'pictures-page', label: 'Pictures page', order: 52 },
  saveMessage: 'Pictures page saved!',
  schema: v.object({
    heading: f.text('Heading', 'Our services'),
    icon: f.icon('Icon', DETAIL_ICON_NAMES, 'code', { catalogue: 'detail' }),
    badge: f.icon('Badge', ICON_NAMES, 'star', { catalogue: 'site' }),
    marker: f.icon('Marker', DETAIL_ICON_NAMES, '', { catalogue: 'detail', allowNone: true }),
    picture: f.illustration('Illustration', { src: 'art:cloud', alt: ART_ALT }),
    sections: f.blocks(
      'Sections',
      {
        hero: f.block(
          'Hero',
          { title: f.text('Title', 'New hero'), image: f.illustration('Hero picture', '') },
          { summary: 'title' },
        ),
        card: f.block(
          'Card',
          {
            title: f.text('Title', 'New card'),
            icon: f.icon('Card icon', DETAIL_ICON_NAMES, 'cloud', { catalogue: 'detail' }),
          },
          { summary: 'title' },
        ),
      },
      [{ kind: 'hero', title: 'Welcome', image: { src: 'art:technology', alt: 'Connected systems' } }],
    ),
  }),
});
