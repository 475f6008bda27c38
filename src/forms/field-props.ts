/** The props that bind a Mantine text-like input to a TanStack Form field: value, change, blur, inline error. */
import type { AnyFieldApi } from '@tanstack/react-form';
import type { ChangeEvent } from 'react';
import { firstError } from './schemas';

type TextChange = ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>;

export function textFieldProps(field: AnyFieldApi) {
  return {
    name: field.name,
    value: field.state.value as string,
    onChange: (event: TextChange) => field.handleChange(event.currentTarget.value),
    onBlur: field.handleBlur,
    error: firstError(field.state.meta.errors),
  };
}
