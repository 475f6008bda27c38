/**
 * A list of records: add, remove, reorder (drag the handle, or the Move up / Move down buttons from
 * the keyboard), a summary line per item from the schema's `summary` hint. A `fixedLength` list
 * cannot add, remove or reorder. Each row shows its summary line with an Edit button (a disclosure)
 * that mounts its fields, and the rows are drawn a page at a time ('Show more'): a list of any
 * length costs what the owner opened. A row added by the owner opens
 * at once, and a row whose fields are refused opens to show why (./fold-state.ts).
 */
import { ActionIcon, Button, Card, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import IconGripVertical from '@tabler/icons-react/icons/IconGripVertical';
import { useId, useState } from 'react';
import { childAddress } from '@/schema-kit/field-paths';
import { type FieldDescriptor, newListItem } from './describe-schema';
import { FieldList, type FieldWidgetProps } from './FieldWidget';
import { ROWS_PER_PAGE, rowKey, useOpenRows } from './fold-state';
import { firstError, useFieldDisabled } from './form-context';
import { useEntityFormContext } from './form-hook';
import { Announcer, FoldToggle, ListNotes, MoreRows, RowActions, RowCard } from './list-parts';

type Item = Record<string, unknown>;

/** A new item: the item schema's defaults, with a fresh id when the item has one. */
export function createListItem(descriptor: FieldDescriptor): Item {
  const item = newListItem(descriptor);
  if ('id' in item && !item.id) item.id = String(Date.now());
  return item;
}

export function itemSummary(descriptor: FieldDescriptor, item: Item | undefined, index: number): string {
  const key = descriptor.hints.summary;
  const value = key && item ? item[key] : undefined;
  return typeof value === 'string' && value.trim() ? value.trim() : `${descriptor.title} item ${index + 1}`;
}

export function ListWidget({ descriptor, name, label, level = 3 }: FieldWidgetProps) {
  const form = useEntityFormContext();
  const disabled = useFieldDisabled();
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const fixed = descriptor.hints.fixedLength !== undefined;
  const rows = useOpenRows(form, name);
  const panelIds = useId();
  const title = label ?? descriptor.title;
  const next = Math.min(level + 1, 5) as 3 | 4 | 5;

  return (
    <form.Field name={name}>
      {(field) => {
        const items = (Array.isArray(field.state.value) ? field.state.value : []) as Item[];
        const atMax = descriptor.maxLength !== undefined && items.length >= descriptor.maxLength;
        const move = (from: number, to: number) => {
          if (to < 0 || to >= items.length || from === to) return;
          field.moveValue(from, to);
          setAnnouncement(
            `${itemSummary(descriptor, items[from], from)} moved to position ${to + 1} of ${items.length}.`,
          );
        };
        const error = firstError(field.state.meta.errors);
        return (
          <Card withBorder padding="md" radius="md" component="section" aria-label={title}>
            <Stack gap="sm">
              <Group justify="space-between">
                <Title order={level}>{title}</Title>
                {fixed ? null : (
                  <Button
                    size="xs"
                    variant="light"
                    disabled={disabled || atMax}
                    onClick={() => {
                      const item = createListItem(descriptor);
                      field.pushValue(item as never);
                      rows.added(rowKey(item, items.length), items.length);
                      setAnnouncement(`Item added. ${title} now has ${items.length + 1} items.`);
                    }}
                  >
                    {descriptor.hints.addLabel ?? 'Add item'}
                  </Button>
                )}
              </Group>
              <ListNotes
                description={descriptor.description}
                error={error}
                empty={items.length === 0 ? 'No entries yet.' : undefined}
              />
              <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {items.slice(0, rows.shown).map((item, index) => {
                  const summary = itemSummary(descriptor, item, index);
                  const key = rowKey(item, index);
                  const open = rows.isOpen(key);
                  const panelId = `${panelIds}-${index}`;
                  return (
                    <RowCard
                      // biome-ignore lint/suspicious/noArrayIndexKey: form fields are addressed by index.
                      key={index}
                      label={summary}
                      data-list-item={index}
                      onDragOver={(event) => {
                        if (dragFrom !== null) event.preventDefault();
                      }}
                      onDrop={(event) => {
                        event.preventDefault();
                        if (dragFrom !== null) move(dragFrom, index);
                        setDragFrom(null);
                      }}
                      style={{ opacity: dragFrom === index ? 0.5 : 1 }}
                    >
                      <Stack gap="xs">
                        <Group justify="space-between" wrap="nowrap">
                          <Group gap="xs" wrap="nowrap">
                            {fixed ? null : (
                              <Tooltip label="Drag to reorder">
                                <ActionIcon
                                  variant="subtle"
                                  color="gray"
                                  draggable={!disabled}
                                  onDragStart={(event) => {
                                    event.dataTransfer.effectAllowed = 'move';
                                    event.dataTransfer.setData('text/plain', String(index));
                                    setDragFrom(index);
                                  }}
                                  onDragEnd={() => setDragFrom(null)}
                                  onKeyDown={(event) => {
                                    if (event.key === 'ArrowUp') {
                                      event.preventDefault();
                                      move(index, index - 1);
                                    } else if (event.key === 'ArrowDown') {
                                      event.preventDefault();
                                      move(index, index + 1);
                                    }
                                  }}
                                  aria-label={`Reorder ${summary} (drag, or use the arrow keys)`}
                                  style={{ cursor: 'grab' }}
                                >
                                  <IconGripVertical size={18} aria-hidden />
                                </ActionIcon>
                              </Tooltip>
                            )}
                            <FoldToggle
                              label={summary}
                              open={open}
                              controls={panelId}
                              onToggle={() => rows.toggle(key)}
                            />
                            <Text fw={600} size="sm">
                              {index + 1}. {summary}
                            </Text>
                          </Group>
                          {fixed ? null : (
                            <RowActions
                              label={summary}
                              index={index}
                              count={items.length}
                              disabled={disabled}
                              onMove={move}
                              onRemove={() => {
                                field.removeValue(index);
                                setAnnouncement(`${summary} removed.`);
                              }}
                            />
                          )}
                        </Group>
                        {open ? (
                          <Stack gap="xs" id={panelId}>
                            <FieldList
                              descriptors={descriptor.fields ?? []}
                              parent={childAddress(name, index)}
                              level={next}
                            />
                          </Stack>
                        ) : null}
                      </Stack>
                    </RowCard>
                  );
                })}
              </Stack>
              <MoreRows shown={rows.shown} count={items.length} step={ROWS_PER_PAGE} onMore={rows.showMore} />
              <Announcer text={announcement} />
            </Stack>
          </Card>
        );
      }}
    </form.Field>
  );
}
