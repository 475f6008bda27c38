/**
 * The names of the site's icons (content/icon-paths.ts), without their paths: what a schema offers
 * the owner to choose from, so a page's scripts carry the names and not the drawings (those are in
 * the page's HTML, as its icon sprite). The compiler checks the list against the icon set both ways.
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

/** Fails to compile unless every icon of the set is offered (a name added to icon-paths.ts only). */
type NoneMissing<Missing extends never> = Missing;
export type EveryIconOffered = NoneMissing<Exclude<IconName, (typeof ICON_NAMES)[number]>>;
