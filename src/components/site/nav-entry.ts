/** The header's navigation entries, as the desktop header and the mobile menu both draw them. */
import type headerEntity from '@schemas/header';
import type { SettingsOf } from '@/schema-kit/entity';

export type HeaderSettings = SettingsOf<typeof headerEntity>;
/** One entry of the header's navigation, with its mega-menu. */
export type NavEntry = HeaderSettings['navigation'][number];

/** An entry opens a menu when its menu has groups; otherwise it is a plain link. */
export const hasMenu = (entry: NavEntry) => entry.menu.groups.length > 0;
