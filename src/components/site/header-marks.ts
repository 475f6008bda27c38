/**
 * The header navigation's marks for editing on the page (src/app/editable.ts), shared by the desktop
 * header and the mobile menu, which draw the same stored entries. Entries and their links have no id:
 * they are found by their place in the stored lists; a menu's groups by their id. The pages a menu
 * lists by themselves (after its stored links) are no field of the header, so they get no mark.
 */
import { sources } from '@/app/edit-sources';
import { type EditMark, useEditable } from '@/app/editable';
import type { NavEntry } from './SiteHeader';

type Group = NavEntry['menu']['groups'][number];

export interface HeaderMarks {
  /** An entry's label, by its place in the stored navigation. */
  label: (entry: number) => EditMark;
  overview: (entry: number) => EditMark;
  groupTitle: (entry: number, group: Group, place: number) => EditMark;
  /** A link of a group, by its place among those shown: its label (the panel shows its address beside it). */
  link: (entry: number, group: Group, place: number) => (link: number) => EditMark;
}

export function useHeaderMarks(): HeaderMarks {
  const editable = useEditable();
  const groupRow = (group: Group, place: number) => (group.id ? { id: group.id } : place);
  return {
    label: (entry) => editable(sources.header, 'navigation.label', { navigation: entry }),
    overview: (entry) => editable(sources.header, 'navigation.menu.overview', { navigation: entry }),
    groupTitle: (entry, group, place) =>
      editable(sources.header, 'navigation.menu.groups.title', {
        navigation: entry,
        groups: groupRow(group, place),
      }),
    link: (entry, group, place) => (link) =>
      link < group.links.length
        ? editable(sources.header, 'navigation.menu.groups.links.label', {
            navigation: entry,
            groups: groupRow(group, place),
            links: link,
          })
        : {},
  };
}
