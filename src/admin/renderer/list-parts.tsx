/**
 * What a list of records and a blocks field share: the notes above the rows (description, the
 * field's error, the empty state), each row's Move up / Move down / Duplicate / Remove buttons
 * (named by the row, so they are told apart by ear), and the polite live region that says what a
 * move or removal did.
 */
import { ActionIcon, Button, Card, type CardProps, Group, Text, Tooltip } from '@mantine/core';
import IconArrowDown from '@tabler/icons-react/icons/IconArrowDown';
import IconArrowUp from '@tabler/icons-react/icons/IconArrowUp';
import IconChevronRight from '@tabler/icons-react/icons/IconChevronRight';
import IconCopy from '@tabler/icons-react/icons/IconCopy';
import IconTrash from '@tabler/icons-react/icons/IconTrash';
import type { ComponentPropsWithoutRef } from 'react';

/** One row of the list: a bordered list item named by its label (extra props go to the item). */
export function RowCard({
  label,
  ...props
}: { label: string } & CardProps & Omit<ComponentPropsWithoutRef<'li'>, keyof CardProps>) {
  return <Card component="li" withBorder padding="sm" radius="sm" aria-label={label} {...props} />;
}

/** The field's description, its error (announced) and, with no rows, what says so. */
export function ListNotes({
  description,
  error,
  empty,
}: {
  description?: string;
  error?: string;
  /** Shown when there are no rows ('No entries yet.'); undefined when there are. */
  empty?: string;
}) {
  return (
    <>
      {description ? <Text size="sm">{description}</Text> : null}
      {error ? (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      ) : null}
      {empty ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : null}
    </>
  );
}

export function RowActions({
  label,
  index,
  count,
  disabled,
  onMove,
  onRemove,
  onDuplicate,
  canAdd = true,
}: {
  /** The row's name in the buttons' names: 'Move {label} up'. */
  label: string;
  index: number;
  count: number;
  disabled: boolean;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
  /** Shown when given: a copy of the row after it. */
  onDuplicate?: () => void;
  /** False when the list is full (no duplicate). */
  canAdd?: boolean;
}) {
  return (
    <Group gap={4} wrap="nowrap">
      <Tooltip label="Move up">
        <ActionIcon
          variant="subtle"
          disabled={disabled || index === 0}
          onClick={() => onMove(index, index - 1)}
          aria-label={`Move ${label} up`}
        >
          <IconArrowUp size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Move down">
        <ActionIcon
          variant="subtle"
          disabled={disabled || index === count - 1}
          onClick={() => onMove(index, index + 1)}
          aria-label={`Move ${label} down`}
        >
          <IconArrowDown size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      {onDuplicate ? (
        <Tooltip label="Duplicate">
          <ActionIcon
            variant="subtle"
            disabled={disabled || !canAdd}
            onClick={onDuplicate}
            aria-label={`Duplicate ${label}`}
          >
            <IconCopy size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      ) : null}
      <Tooltip label="Remove">
        <ActionIcon
          variant="subtle"
          color="red"
          disabled={disabled}
          onClick={onRemove}
          aria-label={`Remove ${label}`}
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

/**
 * The disclosure of a folded row: 'Edit {label}', telling whether the row's fields are shown. A
 * closed row's fields are not drawn at all, so a long list stays short (and quick).
 */
export function FoldToggle({
  label,
  open,
  controls,
  onToggle,
}: {
  label: string;
  open: boolean;
  /** The id of the row's fields (present while open). */
  controls: string;
  onToggle: () => void;
}) {
  return (
    <Tooltip label={open ? 'Hide fields' : 'Edit'}>
      <ActionIcon
        variant="subtle"
        aria-label={`Edit ${label}`}
        aria-expanded={open}
        aria-controls={open ? controls : undefined}
        onClick={onToggle}
      >
        <IconChevronRight
          size={18}
          aria-hidden
          style={{ transform: open ? 'rotate(90deg)' : undefined, transition: 'transform 150ms ease' }}
        />
      </ActionIcon>
    </Tooltip>
  );
}

/** Under a list drawn in part: draws more of its rows. */
export function MoreRows({
  shown,
  count,
  step,
  onMore,
}: {
  shown: number;
  count: number;
  step: number;
  onMore: () => void;
}) {
  if (shown >= count) return null;
  return (
    <Button size="xs" variant="subtle" onClick={onMore} style={{ alignSelf: 'flex-start' }}>
      Show {Math.min(step, count - shown)} more ({shown} of {count} shown)
    </Button>
  );
}

/** Says, politely, what the last action on a list did. */
export function Announcer({ text }: { text: string }) {
  return (
    <div aria-live="polite" style={visuallyHidden}>
      {text}
    </div>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
