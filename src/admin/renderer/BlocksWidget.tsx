/**
 * A blocks field: an ordered list of typed sections. A palette adds a row of any kind; each row is
 * headed by its kind's title and summary, can be moved up or down, duplicated (with a new id) or
 * removed, and its form is generated from its kind's fields like any group, mounted only while the
 * row is open and drawn a page of rows at a time (its Edit disclosure; a new row or a copy opens at once, a refused one opens to show why). Rows
 * keep their id whatever is done to their neighbours, so what addresses a block by id keeps finding it.
 */
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { childAddress } from '@/schema-kit/field-paths';
import { type BlockDescriptor, newBlockRow } from './describe-schema';
import { FieldList, type FieldWidgetProps } from './FieldWidget';
import { ROWS_PER_PAGE, rowKey, useOpenRows } from './fold-state';
import { firstError, useFieldDisabled } from './form-context';
import { useEntityFormContext } from './form-hook';
import { Announcer, FoldToggle, ListNotes, MoreRows, RowActions, RowCard } from './list-parts';

type Row = Record<string, unknown> & { id?: string; kind?: string };

/** A short random id, unique among the field's rows. */
export function newBlockId(rows: readonly Row[]): string {
  const taken = new Set(rows.map((row) => row.id));
  let id: string;
  do id = crypto.randomUUID().slice(0, 8);
  while (taken.has(id));
  return id;
}

/**
 * A row's name on screen and in its buttons' names: its kind's title with its summary
 * ('Hero: Welcome'), else the title alone, numbered when several rows are of that kind ('Text 2').
 */
export function blockLabel(blocks: BlockDescriptor[], rows: readonly Row[], index: number): string {
  const row = rows[index] ?? {};
  const block = blocks.find((b) => b.kind === row.kind);
  const title = block?.title ?? `Unknown block (${String(row.kind)})`;
  const value = block?.summary ? row[block.summary] : undefined;
  if (typeof value === 'string' && value.trim()) return `${title}: ${value.trim()}`;
  const same = rows.filter((other) => other.kind === row.kind);
  return same.length > 1 ? `${title} ${same.indexOf(row) + 1}` : title;
}

export function BlocksWidget({ descriptor, name, label, level = 3 }: FieldWidgetProps) {
  const form = useEntityFormContext();
  const disabled = useFieldDisabled();
  const [announcement, setAnnouncement] = useState('');
  const title = label ?? descriptor.title;
  const blocks = descriptor.blocks ?? [];
  const next = Math.min(level + 1, 5) as 3 | 4 | 5;
  const palette = descriptor.hints.addLabel ?? 'Add block';
  const open = useOpenRows(form, name);
  const panelIds = useId();

  return (
    <form.Field name={name}>
      {(field) => {
        const rows = (Array.isArray(field.state.value) ? field.state.value : []) as Row[];
        const full = descriptor.maxLength !== undefined && rows.length >= descriptor.maxLength;
        const labelOf = (index: number) => blockLabel(blocks, rows, index);
        const move = (from: number, to: number) => {
          if (to < 0 || to >= rows.length || from === to) return;
          field.moveValue(from, to);
          setAnnouncement(`${labelOf(from)} moved to position ${to + 1} of ${rows.length}.`);
        };
        const error = firstError(field.state.meta.errors);
        return (
          <Card withBorder padding="md" radius="md" component="section" aria-label={title}>
            <Stack gap="sm">
              <Title order={level}>{title}</Title>
              <ListNotes
                description={descriptor.description}
                error={error}
                empty={rows.length === 0 ? 'No blocks yet.' : undefined}
              />
              <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {rows.slice(0, open.shown).map((row, index) => {
                  const block = blocks.find((b) => b.kind === row.kind);
                  const rowLabel = labelOf(index);
                  const key = rowKey(row, index);
                  const isOpen = open.isOpen(key);
                  const panelId = `${panelIds}-${index}`;
                  return (
                    <RowCard
                      // biome-ignore lint/suspicious/noArrayIndexKey: form fields are addressed by index, as in a list.
                      key={index}
                      label={rowLabel}
                      data-block-id={row.id}
                    >
                      <Stack gap="xs">
                        <Group justify="space-between" wrap="nowrap">
                          <Group gap="xs" wrap="nowrap">
                            <FoldToggle
                              label={rowLabel}
                              open={isOpen}
                              controls={panelId}
                              onToggle={() => open.toggle(key)}
                            />
                            <Text fw={600} size="sm">
                              {index + 1}. {rowLabel}
                            </Text>
                          </Group>
                          <RowActions
                            label={rowLabel}
                            index={index}
                            count={rows.length}
                            disabled={disabled}
                            canAdd={!full && block !== undefined}
                            onMove={move}
                            onDuplicate={() => {
                              const copy = { ...structuredClone(row), id: newBlockId(rows) };
                              field.insertValue(index + 1, copy as never);
                              open.added(rowKey(copy, index + 1), index + 1);
                              setAnnouncement(`${rowLabel} duplicated at position ${index + 2}.`);
                            }}
                            onRemove={() => {
                              field.removeValue(index);
                              setAnnouncement(`${rowLabel} removed.`);
                            }}
                          />
                        </Group>
                        {block && isOpen ? (
                          <Stack gap="xs" id={panelId}>
                            <FieldList
                              descriptors={block.fields}
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
              <MoreRows shown={open.shown} count={rows.length} step={ROWS_PER_PAGE} onMore={open.showMore} />
              <Group gap="xs" role="group" aria-label={palette}>
                {blocks.map((block) => (
                  <Button
                    key={block.kind}
                    size="xs"
                    variant="light"
                    disabled={disabled || full}
                    onClick={() => {
                      const row = newBlockRow(block, newBlockId(rows));
                      field.pushValue(row as never);
                      open.added(rowKey(row, rows.length), rows.length);
                      setAnnouncement(`${block.title} added at position ${rows.length + 1}.`);
                    }}
                  >
                    Add {block.title}
                  </Button>
                ))}
              </Group>
              <Announcer text={announcement} />
            </Stack>
          </Card>
        );
      }}
    </form.Field>
  );
}
