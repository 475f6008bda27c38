/** Font picker: a Select of the catalogue that previews the chosen font (loading it on demand). */
import { FONTS, fontFamily } from '@content/fonts';
import { Select, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { loadFont } from '@/fonts/load-font';
import { firstError, useFieldContext, useFieldDisabled } from '../renderer/form-context';
import type { WidgetProps } from './types';

export const PREVIEW_TEXT = 'The quick brown fox jumps over the lazy dog';

/** Loads a catalogue font for preview; failures fall back quietly to Inter. */
export function useFontLoaded(name: string | undefined) {
  useEffect(() => {
    if (name) void loadFont(name);
  }, [name]);
}

export function FontWidget({ descriptor, label }: WidgetProps) {
  const field = useFieldContext<string>();
  const disabled = useFieldDisabled();
  const value = field.state.value ?? '';
  useFontLoaded(value);
  const names = descriptor.hints.options ?? FONTS.map((font) => font.name);
  const data = names.map((name) => ({
    value: name,
    label: name,
    category: FONTS.find((font) => font.name === name)?.category ?? '',
  }));
  return (
    <Stack gap={4}>
      <Select
        id={field.name}
        name={field.name}
        label={label ?? descriptor.title}
        description={descriptor.description || undefined}
        data={data}
        value={value || null}
        onChange={(next) => next !== null && field.handleChange(next)}
        onBlur={field.handleBlur}
        allowDeselect={false}
        searchable
        error={firstError(field.state.meta.errors)}
        disabled={disabled}
        renderOption={({ option }) => (
          <Text span style={{ fontFamily: fontFamily(option.value) }}>
            {option.label}
          </Text>
        )}
      />
      <Text
        size="sm"
        c="dimmed"
        aria-label={`${label ?? descriptor.title} preview`}
        style={{ fontFamily: fontFamily(value) }}
        data-font-preview={value}
      >
        {PREVIEW_TEXT}
      </Text>
    </Stack>
  );
}
