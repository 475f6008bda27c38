/**
 * The icon fields of the fixed pages' entities (schemas/pages/): one of the site's icons, and cards
 * of an icon, a title and a sentence.
 */
import { ICON_NAMES } from '@content/icon-names';
import type { IconName } from '@content/icon-paths';
import * as f from '@/schema-kit/fields';

/** One of the site's icons (the sprite's), picked by its drawing, stored as its name. */
export const icon = (fallback: IconName, title = 'Icon') => f.icon(title, ICON_NAMES, fallback);

type Card = { id: string; icon: IconName; title: string; text: string };

/** Cards of an icon, a title and a sentence. */
export const iconCards = (title: string, fallback: Card[], addLabel = 'Add Card') =>
  f.list(
    title,
    {
      id: f.identifier(),
      icon: icon('check'),
      title: f.text('Title', 'New card', { required: true, maxLength: 80 }),
      text: f.textarea('Text', '', { maxLength: 400 }),
    },
    fallback,
    { summary: 'title', addLabel, maxItems: 12 },
  );
