/**
 * A date and time in the owner's own time zone (the browser's date-time field), stored as ISO 8601.
 * Empty means "when published".
 */
import { Group, TextInput, UnstyledButton } from '@mantine/core';
import { useCommonProps } from './basic';
import type { WidgetProps } from './types';

const pad = (n: number) => String(n).padStart(2, '0');

/** ISO 8601 to the browser field's local "YYYY-MM-DDTHH:mm". */
export function toLocalInput(iso: string): string {
  const date = new Date(iso);
  if (!iso || Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The browser field's local value to ISO 8601 ('' stays ''). */
export const fromLocalInput = (local: string): string =>
  local && !Number.isNaN(new Date(local).getTime()) ? new Date(local).toISOString() : '';

export function DateTimeWidget({ descriptor, label }: WidgetProps) {
  const { field, common } = useCommonProps<string>({ descriptor, label });
  const value = field.state.value ?? '';
  return (
    <Group align="flex-end" gap="xs">
      <TextInput
        {...common}
        type="datetime-local"
        value={toLocalInput(value)}
        onChange={(event) => field.handleChange(fromLocalInput(event.currentTarget.value))}
      />
      {value ? (
        <UnstyledButton
          fz="sm"
          c="blue.8"
          mb={6}
          onClick={() => field.handleChange('')}
          aria-label={`Clear ${common.label}`}
        >
          Clear
        </UnstyledButton>
      ) : null}
    </Group>
  );
}
