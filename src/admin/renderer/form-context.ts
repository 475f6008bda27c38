/** TanStack Form contexts shared by the form hook and the widget components, plus a disabled flag. */
import { createFormHookContexts } from '@tanstack/react-form';
import { createContext, useContext } from 'react';

export const { fieldContext, formContext, useFieldContext, useFormContext } = createFormHookContexts();

/** Disables every widget below it (the benefits and jobs lists edit one item at a time). */
export const DisabledContext = createContext(false);
export const useFieldDisabled = () => useContext(DisabledContext);

/** The first validation message of a field, as the schema words it. */
export function firstError(errors: readonly unknown[]): string | undefined {
  for (const error of errors) {
    if (typeof error === 'string' && error) return error;
    if (error && typeof error === 'object' && 'message' in error) return String(error.message);
  }
  return undefined;
}
