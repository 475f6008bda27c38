/**
 * The names of the site sprite's icons (content/icon-paths.ts), in the set's order: what an icon field
 * of the site's catalogue offers (the header's menu groups). A list of its own because the paths never
 * travel in the scripts (they are in every page's HTML, as the sprite) while a schema's choices do, in
 * every page's entry. The compiler checks that the two agree.
 */
import type { IconName } from './icon-paths';

export const ICON_NAMES = [
  'users',
  'code',
  'brain',
  'cloud',
  'database',
  'chart',
  'server',
  'building',
  'truck',
  'briefcase',
  'smartphone',
  'globe',
  'leaf',
  'rocket',
  'shield',
  'check',
  'star',
  'mail',
  'phone',
  'mapPin',
  'clock',
  'message',
  'arrowRight',
  'close',
  'chevronDown',
  'download',
  'calendar',
  'trendingUp',
  'award',
  'heart',
  'target',
  'eye',
  'bulb',
  'settings',
  'layers',
  'lock',
  'book',
  'sun',
  'search',
  'quote',
  'graduation',
] as const satisfies readonly IconName[];

/** Fails to compile when the sprite has an icon this list lacks. */
type Unlisted = Exclude<IconName, (typeof ICON_NAMES)[number]>;
export const EVERY_ICON_LISTED: [Unlisted] extends [never] ? true : Unlisted = true;
