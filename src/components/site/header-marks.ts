/**
 * The header navigation's marks for editing on the page (src/app/editable.ts), shared by the desktop
 * header and the mobile menu, which draw the same stored entries. Entries have no id: they are found
 * by their place in the stored navigation.
 */
import { type EditMark, type EditSource, useEditable } from '@/app/editable';
import type { HeaderSettings } from './nav-entry';

export interface HeaderMarks {
  /** An entry's label, by its place in the stored navigation. */
  label: (entry: number) => EditMark;
}

/** `source`: the header settings' source, which the marks name. */
export function useHeaderMarks(source: EditSource<HeaderSettings>): HeaderMarks {
  const editable = useEditable();
  return {
    label: (entry) => editable(source, 'navigation.label', { navigation: entry }),
  };
}
