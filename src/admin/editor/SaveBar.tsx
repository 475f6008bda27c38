/**
 * The one save bar of every editor: the save (or apply) button, then 'Unsaved changes' while the
 * form differs from what is stored. With `onSave` the button acts itself; without, it submits its form.
 * Ctrl+S / Cmd+S presses the button of the bar shown last (./save-shortcut), so the keys do exactly
 * what the button does, and nothing while it is disabled (saving, already applied, or waiting for an
 * image still being processed: ./pending-work).
 */
import { Button, type ButtonProps, Group, Text } from '@mantine/core';
import { type ReactNode, useRef } from 'react';
import { usePendingWork } from './pending-work';
import { useSaveShortcut } from './save-shortcut';

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
  const button = useRef<HTMLButtonElement>(null);
  const pending = usePendingWork();
  useSaveShortcut(() => button.current?.click());
  return (
    <Group>
      <Button
        ref={button}
        type={onSave ? 'button' : 'submit'}
        onClick={onSave}
        loading={saving || pending.busy}
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
