/**
 * A grid of pictures to choose one from (an icon, a bundled illustration), as a radio group: one
 * Tab stop (the chosen picture, or the first), arrow keys move and choose, Home and End go to the
 * ends, Enter or a click chooses and confirms (`onPick`: a popover closes). Each choice is named by
 * its label: shown under the picture, or, for pictures too small for a caption, its accessible name.
 */
import { Box, Text, UnstyledButton, useDirection } from '@mantine/core';
import { type KeyboardEvent, type ReactNode, useRef } from 'react';

export interface PictureChoice {
  value: string;
  label: string;
  /** Decorative: the choice is named by its label. */
  picture: ReactNode;
}

export interface PictureChoicesProps {
  /** The group's name ('Icons', 'Bundled illustrations'). */
  label: string;
  choices: readonly PictureChoice[];
  value: string;
  onChange: (value: string) => void;
  /** A choice was confirmed (clicked, or Enter). */
  onPick?: (value: string) => void;
  /** Each cell's least width (px). */
  cell?: number;
  /** Show each label under its picture (else it is only the choice's accessible name). */
  captions?: boolean;
  disabled?: boolean;
}

export function PictureChoices({
  label,
  choices,
  value,
  onChange,
  onPick,
  cell = 48,
  captions = false,
  disabled = false,
}: PictureChoicesProps) {
  const { dir } = useDirection();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const current = choices.findIndex((choice) => choice.value === value);
  const tabStop = current >= 0 ? current : 0;

  const move = (to: number) => {
    const index = (to + choices.length) % choices.length;
    const choice = choices[index];
    if (!choice) return;
    buttons.current[index]?.focus();
    onChange(choice.value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    const to =
      event.key === forward || event.key === 'ArrowDown'
        ? index + 1
        : event.key === backward || event.key === 'ArrowUp'
          ? index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? choices.length - 1
              : undefined;
    if (to !== undefined) {
      event.preventDefault();
      move(to);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const choice = choices[index];
      if (choice) pick(choice.value);
    }
  };

  const pick = (next: string) => {
    onChange(next);
    onPick?.(next);
  };

  return (
    <Box
      role="radiogroup"
      aria-label={label}
      aria-disabled={disabled || undefined}
      style={{
        display: 'grid',
        gridTemplateColumns: `repeat(auto-fill, minmax(${cell}px, 1fr))`,
        gap: 6,
      }}
    >
      {choices.map((choice, index) => {
        const checked = index === current;
        return (
          <UnstyledButton
            key={choice.value}
            ref={(element: HTMLButtonElement | null) => {
              buttons.current[index] = element;
            }}
            role="radio"
            aria-checked={checked}
            aria-label={captions ? undefined : choice.label}
            tabIndex={index === tabStop ? 0 : -1}
            disabled={disabled}
            onClick={() => pick(choice.value)}
            onKeyDown={(event) => onKeyDown(event, index)}
            data-choice={choice.value}
            p={6}
            style={{
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              gap: 4,
              minBlockSize: 44,
              borderRadius: 'var(--mantine-radius-sm)',
              border: `2px solid ${checked ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-default-border)'}`,
              background: checked ? 'var(--mantine-primary-color-light)' : undefined,
            }}
          >
            <Box aria-hidden style={{ lineHeight: 0 }}>
              {choice.picture}
            </Box>
            {captions ? (
              <Text span size="xs" ta="center" style={{ overflowWrap: 'anywhere' }}>
                {choice.label}
              </Text>
            ) : null}
          </UnstyledButton>
        );
      })}
    </Box>
  );
}
