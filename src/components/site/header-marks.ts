/**
 * The header navigation's marks for editing on the page (src/app/editable.ts), shared by the desktop
 * header and the mobile menu, which draw the same stored entries. Entries have no id: they are found
 * by their place in the stored navigation.
 */
import { sources } from '@/app/edit-sources';
import { type EditMark, useEditable } from '@/app/editable';

export interface HeaderMarks {
  /** An entry's label, by its place in the stored navigation. */
  label: (entry: number) => EditMark;
}

export function useHeaderMarks(): HeaderMarks {
  const editable = useEditable();
  return {
    label: (entry) => editable(sources.header, 'navigation.label', { navigation: entry }),
  };
}
