/** The admin's tabs sorted into the side navigation's groups (src/schema-kit/entity.ts ADMIN_GROUPS). */
import { ADMIN_GROUPS, type AdminGroup, type AdminTab, groupOf } from '@/schema-kit/entity';

export interface TabGroup<T extends AdminTab = AdminTab> {
  key: AdminGroup;
  /** The group's heading. */
  label: string;
  /** Its tabs by their order. */
  tabs: T[];
}

/** The groups that have tabs, in ADMIN_GROUPS order. */
export function groupTabs<T extends AdminTab>(tabs: readonly T[]): TabGroup<T>[] {
  return (Object.keys(ADMIN_GROUPS) as AdminGroup[])
    .map((key) => ({
      key,
      label: ADMIN_GROUPS[key],
      tabs: tabs.filter((tab) => groupOf(tab) === key).sort((a, b) => a.order - b.order),
    }))
    .filter((group) => group.tabs.length > 0);
}
