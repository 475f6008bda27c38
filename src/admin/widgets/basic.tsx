/** The simple widgets, each bound to a TanStack Form field through the field context. */
import { ColorInput, NumberInput, Select, Switch, TagsInput, Textarea, TextInput } from '@mantine/core';
import { firstError, useFieldContext, useFieldDisabled } from '../renderer/form-context';
import type { WidgetProps } from './types';

/** Letter fields (max length 1) keep only the first character typed. */
const firstCharacter = (value: string) => Array.from(value)[0] ?? '';

export function TextWidget({ descriptor, label }: WidgetProps) {
  const field = useFieldContext<string>();
  const disabled = useFieldDisabled();
  const isLetter = descriptor.maxLength === 1;
  return (
    <TextInput
      id={field.name}
      name={field.name}
      label={label ?? descriptor.title}
      description={descriptor.description || undefined}
      placeholder={descriptor.hints.placeholder}
      withAsterisk={descriptor.required}
      value={field.state.value ?? ''}
      onChange={(event) => {
        const value = event.currentTarget.value;
        field.handleChange(isLetter ? firstCharacter(value) : value);
      }}
      onBlur={field.handleBlur}
      error={firstError(field.state.meta.errors)}
      disabled={disabled}
      w={isLetter ? 90 : undefined}
    />
  );
}

export function TextareaWidget({ descriptor, label }: WidgetProps) {
  const field = useFieldContext<string>();
  const disabled = useFieldDisabled();
  return (
    <Textarea
      id={field.name}
      name={field.name}
      label={label ?? descriptor.title}
      description={descriptor.description || undefined}
      placeholder={descriptor.hints.placeholder}
      withAsterisk={descriptor.required}
      autosize
      minRows={3}
      maxRows={12}
      value={field.state.value ?? ''}
      onChange={(event) => field.handleChange(event.currentTarget.value)}
      onBlur={field.handleBlur}
      error={firstError(field.state.meta.errors)}
      disabled={disabled}
    />
  );
}

export function NumberWidget({ descriptor, label }: WidgetProps) {
  const field = useFieldContext<number>();
  const disabled = useFieldDisabled();
  return (
    <NumberInput
      id={field.name}
      name={field.name}
      label={label ?? descriptor.title}
      description={descriptor.description || undefined}
      value={field.state.value}
      onChange={(value) => field.handleChange(typeof value === 'number' ? value : Number.NaN)}
      onBlur={field.handleBlur}
      error={firstError(field.state.meta.errors)}
      disabled={disabled}
    />
  );
}

export function SwitchWidget({ descriptor, label }: WidgetProps) {
  const field = useFieldContext<boolean>();
  const disabled = useFieldDisabled();
  return (
    <Switch
      id={field.name}
      name={field.name}
      label={label ?? descriptor.title}
      description={descriptor.description || undefined}
      checked={Boolean(field.state.value)}
      onChange={(event) => field.handleChange(event.currentTarget.checked)}
      onBlur={field.handleBlur}
      error={firstError(field.state.meta.errors)}
      disabled={disabled}
    />
  );
}

export function SelectWidget({ descriptor, label }: WidgetProps) {
  const field = useFieldContext<string>();
  const disabled = useFieldDisabled();
  return (
    <Select
      id={field.name}
      name={field.name}
      label={label ?? descriptor.title}
      description={descriptor.description || undefined}
      data={[...(descriptor.hints.options ?? [])]}
      value={field.state.value ?? null}
      onChange={(value) => value !== null && field.handleChange(value)}
      onBlur={field.handleBlur}
      allowDeselect={false}
      error={firstError(field.state.meta.errors)}
      disabled={disabled}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

export function UrlWidget({ descriptor, label }: WidgetProps) {
  const field = useFieldContext<string>();
  const disabled = useFieldDisabled();
  return (
    <TextInput
      id={field.name}
      name={field.name}
      type="text"
      inputMode="url"
      label={label ?? descriptor.title}
      description={descriptor.description || undefined}
      placeholder={descriptor.hints.placeholder ?? 'https://… or /page'}
      withAsterisk={descriptor.required}
      value={field.state.value ?? ''}
      onChange={(event) => field.handleChange(event.currentTarget.value)}
      onBlur={field.handleBlur}
      error={firstError(field.state.meta.errors)}
      disabled={disabled}
    />
  );
}

export function ColourWidget({ descriptor, label }: WidgetProps) {
  const field = useFieldContext<string>();
  const disabled = useFieldDisabled();
  return (
    <ColorInput
      id={field.name}
      name={field.name}
      label={label ?? descriptor.title}
      description={descriptor.description || undefined}
      value={field.state.value ?? ''}
      onChange={(value) => field.handleChange(value)}
      onBlur={field.handleBlur}
      fixOnBlur={false}
      withEyeDropper={false}
      format={/^(rgba?|hsla?)\(/i.test(field.state.value ?? '') ? 'rgba' : 'hex'}
      error={firstError(field.state.meta.errors)}
      disabled={disabled}
      popoverProps={{ withinPortal: true }}
    />
  );
}

/** Chips: entries are trimmed, empty and repeated ones ignored; Enter adds, each chip can be removed. */
export function normaliseTags(values: readonly string[]): string[] {
  const out: string[] = [];
  for (const raw of values) {
    const value = raw.trim();
    if (value && !out.includes(value)) out.push(value);
  }
  return out;
}

export function TagsWidget({ descriptor, label }: WidgetProps) {
  const field = useFieldContext<string[]>();
  const disabled = useFieldDisabled();
  return (
    <TagsInput
      id={field.name}
      name={field.name}
      label={label ?? descriptor.title}
      description={descriptor.description || 'Type an entry and press Enter to add it.'}
      value={field.state.value ?? []}
      onChange={(values) => field.handleChange(normaliseTags(values))}
      onBlur={field.handleBlur}
      acceptValueOnBlur
      clearable={false}
      error={firstError(field.state.meta.errors)}
      disabled={disabled}
    />
  );
}
