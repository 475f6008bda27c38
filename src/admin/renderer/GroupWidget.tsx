/** A nested group: a card with a heading, or (layout "tabs") sub-tabs, one per nested group. */
import { Card, Stack, Tabs, Title } from '@mantine/core';
import type { FieldDescriptor } from './describe-schema';
import { childName, FieldList, type FieldWidgetProps } from './FieldWidget';

export function GroupWidget({ descriptor, name, label, level = 3 }: FieldWidgetProps) {
  const fields = descriptor.fields ?? [];
  const next = Math.min(level + 1, 5) as 3 | 4 | 5;
  if (descriptor.hints.layout === 'tabs') {
    return <GroupTabs descriptors={fields} parent={name} level={next} title={label ?? descriptor.title} />;
  }
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-label={label ?? descriptor.title}>
      <Stack gap="sm">
        <Title order={level as 2 | 3 | 4 | 5}>{label ?? descriptor.title}</Title>
        {descriptor.description ? <div>{descriptor.description}</div> : null}
        <FieldList descriptors={fields} parent={name} level={next} />
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
                  parent={childName(parent, group.key)}
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
