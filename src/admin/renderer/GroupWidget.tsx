/**
 * A nested group: a card with a heading, or (layout "tabs") sub-tabs, one per nested group. A card
 * holding a few fields at the top of its form or of a row is drawn open; any other (inside another
 * group, or holding many fields) is a disclosure named by its title and summary whose fields mount
 * when it opens (a page of fields at a time), so a group of any size costs one line until the owner
 * opens it. It opens by itself when a field inside it is refused. An amount of money is such a
 * group, summarised by the figure it shows.
 */
import { Card, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { getBy, useStore } from '@tanstack/react-form';
import { useId, useMemo } from 'react';
import { formatMoney } from '@/app/format-money';
import { childAddress } from '@/schema-kit/field-paths';
import { isMoney } from '@/schema-kit/money';
import type { FieldDescriptor } from './describe-schema';
import { FieldList, type FieldWidgetProps } from './FieldWidget';
import { FIELDS_PER_PAGE, useOpenGroup } from './fold-state';
import { useEntityFormContext } from './form-hook';
import { FoldToggle, MoreRows } from './list-parts';

/** The most fields a top-level group shows open from the start. */
export const OPEN_GROUP_FIELDS = 12;

/**
 * A group drawn open from the start: small, and not one of a group's own groups (at the top of its
 * form, `company`, or of a row, `navigation[2].menu`; not `services.security`).
 */
export function opensAtFirst(descriptor: FieldDescriptor, name: string): boolean {
  const dot = name.lastIndexOf('.');
  const inGroup = dot > 0 && name[dot - 1] !== ']';
  return !inGroup && (descriptor.fields?.length ?? 0) <= OPEN_GROUP_FIELDS;
}

export function GroupWidget({ descriptor, name, label, level = 3 }: FieldWidgetProps) {
  const fields = descriptor.fields ?? [];
  const next = Math.min(level + 1, 5) as 3 | 4 | 5;
  const title = label ?? descriptor.title;
  const form = useEntityFormContext();
  const keys = useMemo(() => fields.map((field) => field.key), [fields]);
  const { open, toggle, shown, showMore } = useOpenGroup(form, name, keys, opensAtFirst(descriptor, name));
  const summaryKey = descriptor.hints.summary;
  const money = descriptor.hints.money === true;
  const summary = useStore(form.store, (state) => {
    // An amount of money is named by what the English page shows of it ($150M).
    if (money) {
      const amount = getBy(state.values, name);
      return isMoney(amount) && Number.isFinite(amount.amount) ? formatMoney(amount, 'en') : '';
    }
    const value = summaryKey ? getBy(state.values, childAddress(name, summaryKey)) : undefined;
    return typeof value === 'string' ? value.trim() : '';
  });
  const panelId = useId();
  if (descriptor.hints.layout === 'tabs') {
    return <GroupTabs descriptors={fields} parent={name} level={next} title={title} />;
  }
  const named = summary ? `${title}: ${summary}` : title;
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap">
          <FoldToggle label={named} open={open} controls={panelId} onToggle={toggle} />
          <Title order={level as 2 | 3 | 4 | 5}>{title}</Title>
          {summary ? (
            <Text size="sm" c="dimmed" truncate>
              {summary}
            </Text>
          ) : null}
        </Group>
        {descriptor.description ? <div>{descriptor.description}</div> : null}
        {open ? (
          <Stack gap="sm" id={panelId}>
            <FieldList descriptors={fields.slice(0, shown)} parent={name} level={next} />
            <MoreRows shown={shown} count={fields.length} step={FIELDS_PER_PAGE} onMore={showMore} />
          </Stack>
        ) : null}
      </Stack>
    </Card>
  );
}

/** Groups as sub-tabs; plain fields first, above the tabs. */
export function GroupTabs({
  descriptors,
  parent,
  level = 3,
  title,
}: {
  descriptors: FieldDescriptor[];
  parent: string;
  level?: 2 | 3 | 4 | 5;
  title?: string;
}) {
  const groups = descriptors.filter((d) => d.widget === 'group');
  const plain = descriptors.filter((d) => d.widget !== 'group');
  const first = groups[0]?.key ?? null;
  return (
    <Stack gap="sm">
      <FieldList descriptors={plain} parent={parent} level={level} />
      {groups.length > 0 ? (
        <Tabs defaultValue={first} keepMounted={false} variant="outline" aria-label={title}>
          <Tabs.List>
            {groups.map((group) => (
              <Tabs.Tab key={group.key} value={group.key}>
                {group.title}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {groups.map((group) => (
            <Tabs.Panel key={group.key} value={group.key} pt="md">
              <Stack gap="sm">
                <FieldList
                  descriptors={group.fields ?? []}
                  parent={childAddress(parent, group.key)}
                  level={level}
                />
              </Stack>
            </Tabs.Panel>
          ))}
        </Tabs>
      ) : null}
    </Stack>
  );
}
