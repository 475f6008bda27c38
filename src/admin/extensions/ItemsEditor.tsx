/**
 * The benefits and jobs pattern: a list where each item has an active switch and is
 * edited one at a time (its fields are disabled unless it is being edited; both the confirm and the
 * cancel icon leave edit mode without reverting). Add appends an active item and needs the required
 * fields filled, otherwise nothing happens. Delete removes at once. Save persists the list.
 */
import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Group,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import type benefits from '@schemas/benefits';
import type jobs from '@schemas/jobs';
import IconCheck from '@tabler/icons-react/icons/IconCheck';
import IconPencil from '@tabler/icons-react/icons/IconPencil';
import IconTrash from '@tabler/icons-react/icons/IconTrash';
import IconX from '@tabler/icons-react/icons/IconX';
import { startTransition, useEffect, useState } from 'react';
import type { Entity, SettingsOf } from '@/schema-kit/entity';
import { childAddress } from '@/schema-kit/field-paths';
import { type EditorApi, EntityEditor } from '../editor/EntityEditor';
import { SaveBar } from '../editor/SaveBar';
import { FieldList } from '../renderer/FieldWidget';
import { DisabledContext } from '../renderer/form-context';
import { createListItem } from '../renderer/ListWidget';
import type { EditorExtension } from './types';

type Item = Record<string, unknown>;

/** The keys of T whose values are lists of records. */
type ListKey<T> = { [K in keyof T & string]: T[K] extends readonly object[] ? K : never }[keyof T & string];
type ItemOf<T, K extends keyof T> = T[K] extends readonly (infer I)[] ? I : never;

export interface ItemsEditorOptions<T = Record<string, unknown>, K extends string = string> {
  /** The list field of the entity. */
  listKey: K;
  /** Fields of the add form; all must be non-empty to add. */
  addFields: { key: (K extends keyof T ? keyof ItemOf<T, K> : string) & string; multiline?: boolean }[];
  /** Noun for labels: 'Benefit', 'Job Posting'. */
  noun: string;
  saveLabel: string;
}

function ItemsBody({ api, options }: { api: EditorApi; options: ItemsEditorOptions }) {
  const list = api.field(options.listKey);
  const itemFields = (list.fields ?? []).filter((d) => d.key !== 'active');
  const [editing, setEditing] = useState<number | null>(null);
  const [draft, setDraft] = useState<Record<string, string>>({});
  const items = ((api.values as Record<string, unknown>)[options.listKey] ?? []) as Item[];
  const form = api.form;
  // The items' (disabled) fields come in a second render that yields to the browser: the editor,
  // with its add form and each item's name, state and actions, shows at once however long the list.
  const [fieldsShown, setFieldsShown] = useState(false);
  useEffect(() => startTransition(() => setFieldsShown(true)), []);

  const add = () => {
    const filled = options.addFields.every(({ key }) => (draft[key] ?? '').trim() !== '');
    if (!filled) return;
    const item = createListItem(list);
    for (const { key } of options.addFields) item[key] = (draft[key] ?? '').trim();
    item.active = true;
    form.setFieldValue(options.listKey, [...items, item]);
    setDraft({});
  };
  const remove = (index: number) => {
    form.setFieldValue(
      options.listKey,
      items.filter((_, i) => i !== index),
    );
    if (editing === index) setEditing(null);
    else if (editing !== null && editing > index) setEditing(editing - 1);
  };

  return (
    <Stack gap="md">
      <Card withBorder padding="md" component="section" aria-label={`Add ${options.noun}`}>
        <Stack gap="sm">
          <Title order={3}>Add {options.noun}</Title>
          {options.addFields.map(({ key, multiline }) => {
            const descriptor = list.fields?.find((d) => d.key === key);
            const props = {
              label: descriptor?.title ?? key,
              value: draft[key] ?? '',
              onChange: (event: { currentTarget: { value: string } }) => {
                const value = event.currentTarget.value;
                setDraft((previous) => ({ ...previous, [key]: value }));
              },
              withAsterisk: true,
              id: `new-${options.listKey}-${key}`,
            };
            return multiline ? (
              <Textarea key={key} {...props} autosize minRows={2} />
            ) : (
              <TextInput key={key} {...props} />
            );
          })}
          <Button w="fit-content" variant="light" onClick={add}>
            {list.hints.addLabel ?? `Add ${options.noun}`}
          </Button>
        </Stack>
      </Card>

      <Stack
        gap="sm"
        component="ul"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
        aria-label={list.title}
      >
        {items.map((item, index) => {
          const title = String(item.title ?? '') || `${options.noun} ${index + 1}`;
          const isEditing = editing === index;
          return (
            <Card component="li" key={String(item.id ?? index)} withBorder padding="md" aria-label={title}>
              <Stack gap="sm">
                <Group justify="space-between" wrap="nowrap">
                  <Group gap="xs">
                    <Text fw={600}>{title}</Text>
                    {item.active ? <Badge color="green">Active</Badge> : <Badge color="gray">Inactive</Badge>}
                  </Group>
                  <Group gap="xs" wrap="nowrap">
                    <Switch
                      label="Active"
                      aria-label={`Active: ${title}`}
                      checked={Boolean(item.active)}
                      onChange={(event) =>
                        form.setFieldValue(
                          childAddress(childAddress(options.listKey, index), 'active'),
                          event.currentTarget.checked,
                        )
                      }
                    />
                    {isEditing ? (
                      <>
                        <Tooltip label="Confirm">
                          <ActionIcon
                            variant="light"
                            color="green"
                            aria-label={`Confirm ${title}`}
                            onClick={() => setEditing(null)}
                          >
                            <IconCheck size={18} aria-hidden />
                          </ActionIcon>
                        </Tooltip>
                        <Tooltip label="Cancel editing">
                          <ActionIcon
                            variant="light"
                            color="gray"
                            aria-label={`Cancel editing ${title}`}
                            onClick={() => setEditing(null)}
                          >
                            <IconX size={18} aria-hidden />
                          </ActionIcon>
                        </Tooltip>
                      </>
                    ) : (
                      <Tooltip label="Edit">
                        <ActionIcon
                          variant="light"
                          aria-label={`Edit ${title}`}
                          onClick={() => setEditing(index)}
                        >
                          <IconPencil size={18} aria-hidden />
                        </ActionIcon>
                      </Tooltip>
                    )}
                    <Tooltip label="Delete">
                      <ActionIcon
                        variant="light"
                        color="red"
                        aria-label={`Delete ${title}`}
                        onClick={() => remove(index)}
                      >
                        <IconTrash size={18} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                </Group>
                {fieldsShown || isEditing ? (
                  <DisabledContext.Provider value={!isEditing}>
                    <FieldList
                      descriptors={itemFields}
                      parent={childAddress(options.listKey, index)}
                      level={4}
                    />
                  </DisabledContext.Provider>
                ) : null}
              </Stack>
            </Card>
          );
        })}
      </Stack>
      <SaveBar
        label={options.saveLabel}
        onSave={() => void api.save()}
        saving={api.saving}
        dirty={api.dirty}
      />
    </Stack>
  );
}

/** The items editor of one entity's list field, its field names checked against the schema. */
export function itemsEditor<E extends Entity, K extends ListKey<SettingsOf<E>>>(
  options: ItemsEditorOptions<SettingsOf<E>, K>,
): EditorExtension {
  return ({ entity }) => (
    <EntityEditor
      entity={entity as E}
      render={(api) => (
        <ItemsBody api={api as unknown as EditorApi} options={options as unknown as ItemsEditorOptions} />
      )}
    />
  );
}

export const BenefitsEditor = itemsEditor<typeof benefits, 'items'>({
  listKey: 'items',
  addFields: [{ key: 'title' }, { key: 'description', multiline: true }],
  noun: 'Benefit',
  saveLabel: 'Save Benefits',
});

export const JobsEditor = itemsEditor<typeof jobs, 'postings'>({
  listKey: 'postings',
  addFields: [{ key: 'title' }, { key: 'department' }, { key: 'description', multiline: true }],
  noun: 'Job Posting',
  saveLabel: 'Save Job Postings',
});
