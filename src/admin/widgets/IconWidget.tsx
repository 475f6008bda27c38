/**
 * An icon field: a button showing the current icon and its name opens a popover with a filter box
 * and the grid of the icons the field offers (a radio group: arrow keys move and choose, Enter or a
 * click chooses and closes, Escape closes; focus returns to the button). The icons are drawn as the
 * page draws them (./catalogue-icon.tsx).
 */
import { Button, Input, Popover, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import IconChevronDown from '@tabler/icons-react/icons/IconChevronDown';
import { useId, useState } from 'react';
import { firstError, useFieldContext, useFieldDisabled } from '../renderer/form-context';
import { CatalogueIcon } from './catalogue-icon';
import { type PictureChoice, PictureChoices } from './PictureChoices';
import type { WidgetProps } from './types';

export const NO_ICON = 'No icon';

export function IconWidget({ descriptor, label }: WidgetProps) {
  const field = useFieldContext<string>();
  const disabled = useFieldDisabled();
  const [opened, setOpened] = useState(false);
  const [filter, setFilter] = useState('');
  const id = useId();
  const title = label ?? descriptor.title;
  const { catalogue = 'site', options: names = [], allowNone = false } = descriptor.hints;
  const value = field.state.value ?? '';
  const error = firstError(field.state.meta.errors);

  const wanted = filter.trim().toLowerCase();
  const choices: PictureChoice[] = [
    ...(allowNone ? [{ value: '', label: NO_ICON }] : []),
    ...names.map((name) => ({ value: name, label: name })),
  ]
    .filter((choice) => !wanted || choice.label.toLowerCase().includes(wanted))
    .map((choice) => ({ ...choice, picture: <CatalogueIcon catalogue={catalogue} name={choice.value} /> }));

  const close = () => {
    setOpened(false);
    setFilter('');
    field.handleBlur();
  };
  const described = [descriptor.description ? `${id}-description` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');

  return (
    <Stack gap={4}>
      <Input.Label id={`${id}-label`} labelElement="div">
        {title}
      </Input.Label>
      {descriptor.description ? (
        <Input.Description id={`${id}-description`}>{descriptor.description}</Input.Description>
      ) : null}
      <Popover
        id={id}
        opened={opened}
        onChange={(next) => (next ? setOpened(true) : close())}
        position="bottom-start"
        width={296}
        shadow="md"
        trapFocus
        returnFocus
        // The roles are set below, so that the dialog is named for what it does, not by the button.
        withRoles={false}
        // A layout-free test DOM would read the button as scrolled away; an open picker stays open.
        hideDetached={false}
      >
        <Popover.Target>
          <Button
            variant="default"
            justify="space-between"
            maw="100%"
            disabled={disabled}
            onClick={() => (opened ? close() : setOpened(true))}
            leftSection={<CatalogueIcon catalogue={catalogue} name={value} size={20} />}
            rightSection={<IconChevronDown size={16} aria-hidden />}
            aria-haspopup="dialog"
            aria-expanded={opened}
            aria-controls={opened ? `${id}-dialog` : undefined}
            aria-labelledby={`${id}-label ${id}-value`}
            aria-describedby={described || undefined}
            aria-invalid={error ? true : undefined}
          >
            <span id={`${id}-value`}>{value || NO_ICON}</span>
          </Button>
        </Popover.Target>
        <Popover.Dropdown id={`${id}-dialog`} role="dialog" aria-label={`Choose ${title}`}>
          <Stack gap="xs">
            <TextInput
              label="Filter icons"
              size="xs"
              data-autofocus
              value={filter}
              onChange={(event) => setFilter(event.currentTarget.value)}
            />
            <ScrollArea.Autosize mah={240} type="auto">
              {choices.length > 0 ? (
                <PictureChoices
                  label={title}
                  choices={choices}
                  value={value}
                  onChange={field.handleChange}
                  onPick={close}
                />
              ) : (
                <Text size="sm" c="dimmed" role="status">
                  No icon matches “{filter.trim()}”.
                </Text>
              )}
            </ScrollArea.Autosize>
          </Stack>
        </Popover.Dropdown>
      </Popover>
      {error ? (
        <Input.Error id={`${id}-error`} role="alert">
          {error}
        </Input.Error>
      ) : null}
    </Stack>
  );
}
