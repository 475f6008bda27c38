/**
 * Picks an item of another entity's list (an article's author among the leadership members, a menu
 * group among every navigation entry's groups) by its label; stores the item's id. The list is read
 * through the settings store, so a member added in the Leadership tab is offered at once.
 */
import { Select } from '@mantine/core';
import { useEffect, useState } from 'react';
import { labelsIn } from '@/app/reference-labels';
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
        const labels = labelsIn(settings, to);
        if (!live || !labels) return;
        setOptions(Object.entries(labels).map(([id, label]) => ({ value: id, label: label || id })));
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
