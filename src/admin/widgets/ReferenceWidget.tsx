/**
 * Picks an item of another entity's list (an article's author among the leadership members) by its
 * label; stores the item's id. The list is read through the settings store, so a member added in
 * the Leadership tab is offered at once.
 */
import { Select } from '@mantine/core';
import { useEffect, useState } from 'react';
import { entities } from '@/schema-kit/registry';
import { useAdminStore } from '../editor/store-context';
import { useCommonProps } from './basic';
import type { WidgetProps } from './types';

export function ReferenceWidget({ descriptor, label }: WidgetProps) {
  const { field, common } = useCommonProps<string>({ descriptor, label });
  const store = useAdminStore();
  const to = descriptor.hints.reference;
  const [options, setOptions] = useState<{ value: string; label: string }[]>([]);
  useEffect(() => {
    const entity = entities.find((candidate) => candidate.key === to?.entity);
    if (!entity || !to) return;
    let live = true;
    const load = () =>
      store.read(entity).then((settings) => {
        const items = (settings as Record<string, unknown>)[to.list];
        if (!live || !Array.isArray(items)) return;
        setOptions(
          items.flatMap((item: Record<string, unknown>) =>
            typeof item.id === 'string' && item.id
              ? [{ value: item.id, label: String(item[to.label] || item.id) }]
              : [],
          ),
        );
      });
    void load();
    const unsubscribe = store.subscribe((key) => {
      if (key === '*' || key === entity.key) void load();
    });
    return () => {
      live = false;
      unsubscribe();
    };
  }, [store, to]);
  const value = field.state.value ?? '';
  const known = options.some((option) => option.value === value);
  return (
    <Select
      {...common}
      data={[
        { value: '', label: 'None' },
        ...options,
        ...(value && !known && options.length ? [{ value, label: `${value} (no longer listed)` }] : []),
      ]}
      value={value}
      onChange={(next) => field.handleChange(next ?? '')}
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
