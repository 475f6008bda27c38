/** The simple widgets, each bound to a TanStack Form field through the field context. */
import {
  ColorInput,
  NumberInput,
  PasswordInput,
  Select,
  Switch,
  TagsInput,
  Textarea,
  TextInput,
} from '@mantine/core';
import { firstError, useFieldContext, useFieldDisabled } from '../renderer/form-context';
import type { WidgetProps } from './types';

/** The props every widget shares: identity, label, help text, blur, inline error, disabled. */
export function useCommonProps<T>({ descriptor, label }: WidgetProps) {
  const field = useFieldContext<T>();
  const disabled = useFieldDisabled();
  const common = {
    id: field.name,
    name: field.name,
    label: label ?? descriptor.title,
    description: descriptor.description || undefined,
    onBlur: field.handleBlur,
    error: firstError(field.state.meta.errors),
    disabled,
  };
  return { field, common };
}

/** Letter fields (max length 1) keep only the first character typed. */
const firstCharacter = (value: string) => Array.from(value)[0] ?? '';

export function TextWidget({ descriptor, label }: WidgetProps) {
  const { field, common } = useCommonProps<string>({ descriptor, label });
  const isLetter = descriptor.maxLength === 1;
  return (
    <TextInput
      {...common}
      placeholder={descriptor.hints.placeholder}
      withAsterisk={descriptor.required}
      value={field.state.value ?? ''}
      onChange={(event) => {
        const value = event.currentTarget.value;
        field.handleChange(isLetter ? firstCharacter(value) : value);
      }}
      w={isLetter ? 90 : undefined}
    />
  );
}

export function TextareaWidget({ descriptor, label }: WidgetProps) {
  const { field, common } = useCommonProps<string>({ descriptor, label });
  return (
    <Textarea
      {...common}
      placeholder={descriptor.hints.placeholder}
      withAsterisk={descriptor.required}
      autosize
      minRows={3}
      maxRows={12}
      value={field.state.value ?? ''}
      onChange={(event) => field.handleChange(event.currentTarget.value)}
    />
  );
}

export function NumberWidget({ descriptor, label }: WidgetProps) {
  const { field, common } = useCommonProps<number>({ descriptor, label });
  return (
    <NumberInput
      {...common}
      value={field.state.value}
      onChange={(value) => field.handleChange(typeof value === 'number' ? value : Number.NaN)}
    />
  );
}

export function SwitchWidget({ descriptor, label }: WidgetProps) {
  const { field, common } = useCommonProps<boolean>({ descriptor, label });
  return (
    <Switch
      {...common}
      checked={Boolean(field.state.value)}
      onChange={(event) => field.handleChange(event.currentTarget.checked)}
    />
  );
}

export function SelectWidget({ descriptor, label }: WidgetProps) {
  const { field, common } = useCommonProps<string>({ descriptor, label });
  return (
    <Select
      {...common}
      data={[...(descriptor.hints.options ?? [])]}
      value={field.state.value ?? null}
      onChange={(value) => value !== null && field.handleChange(value)}
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

export function UrlWidget({ descriptor, label }: WidgetProps) {
  const { field, common } = useCommonProps<string>({ descriptor, label });
  return (
    <TextInput
      {...common}
      type="text"
      inputMode="url"
      placeholder={descriptor.hints.placeholder ?? 'https://… or /page'}
      withAsterisk={descriptor.required}
      value={field.state.value ?? ''}
      onChange={(event) => field.handleChange(event.currentTarget.value)}
    />
  );
}

/** A credential: masked, with a button to show it; never autofilled as a password. */
export function SecretWidget({ descriptor, label }: WidgetProps) {
  const { field, common } = useCommonProps<string>({ descriptor, label });
  return (
    <PasswordInput
      {...common}
      autoComplete="off"
      spellCheck={false}
      value={field.state.value ?? ''}
      onChange={(event) => field.handleChange(event.currentTarget.value)}
      visibilityToggleButtonProps={{ 'aria-label': `Show or hide ${common.label}` }}
    />
  );
}

export function ColourWidget({ descriptor, label }: WidgetProps) {
  const { field, common } = useCommonProps<string>({ descriptor, label });
  return (
    <ColorInput
      {...common}
      value={field.state.value ?? ''}
      onChange={(value) => field.handleChange(value)}
      fixOnBlur={false}
      withEyeDropper={false}
      format={/^(rgba?|hsla?)\(/i.test(field.state.value ?? '') ? 'rgba' : 'hex'}
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
  const { field, common } = useCommonProps<string[]>({ descriptor, label });
  return (
    <TagsInput
      {...common}
      description={descriptor.description || 'Type an entry and press Enter to add it.'}
      value={field.state.value ?? []}
      onChange={(values) => field.handleChange(normaliseTags(values))}
      acceptValueOnBlur
      clearable={false}
    />
  );
}
