/**
 * The one save bar of every editor: the save (or apply) button, then 'Unsaved changes' while the
 * form differs from what is stored. With `onSave` the button acts itself; without, it submits its form.
 */
import { Button, type ButtonProps, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface SaveBarProps {
  label: ReactNode;
  saving: boolean;
  dirty: boolean;
  onSave?: () => void;
  disabled?: boolean;
  color?: ButtonProps['color'];
  /** An accessible name other than the label (the branding editor's 'Applied Successfully'). */
  ariaLabel?: string;
  /** Further actions after the save button (Reset to Defaults, …). */
  children?: ReactNode;
}

export function SaveBar({
  label,
  saving,
  dirty,
  onSave,
  disabled,
  color,
  ariaLabel,
  children,
}: SaveBarProps) {
  return (
    <Group>
      <Button
        type={onSave ? 'button' : 'submit'}
        onClick={onSave}
        loading={saving}
        disabled={disabled}
        color={color}
        aria-label={ariaLabel}
      >
        {label}
      </Button>
      {children}
      {dirty ? (
        <Text size="sm" c="dimmed">
          Unsaved changes
        </Text>
      ) : null}
    </Group>
  );
}
