/**
 * The longer forms' other fields (contact, application): a text area, a select and a file input,
 * apart from ./fields.tsx so the newsletter box does not carry them.
 */
import type { Ref } from 'react';
import { Field, type FieldProps } from './fields';

export function TextAreaField({ rows = 4, name, ...field }: FieldProps & { rows?: number }) {
  return (
    <Field {...field}>
      {(control) => (
        <textarea {...control} className="cp-field__control" name={name} rows={rows} defaultValue="" />
      )}
    </Field>
  );
}

export type Option = string | { value: string; label: string };

export interface SelectFieldProps extends FieldProps {
  /** The first, empty choice, e.g. "Select…". */
  placeholder: string;
  options: readonly Option[];
  selectRef?: Ref<HTMLSelectElement>;
}

export function SelectField({ placeholder, options, selectRef, name, ...field }: SelectFieldProps) {
  return (
    <Field {...field}>
      {(control) => (
        <select {...control} ref={selectRef} className="cp-field__control" name={name} defaultValue="">
          <option value="">{placeholder}</option>
          {options.map((option) => {
            const { value, label } = typeof option === 'string' ? { value: option, label: option } : option;
            return (
              <option key={value} value={value}>
                {label}
              </option>
            );
          })}
        </select>
      )}
    </Field>
  );
}

export function FileField({ accept, name, ...field }: FieldProps & { accept: string }) {
  return (
    <Field {...field}>
      {(control) => (
        <input
          {...control}
          className="cp-field__control cp-field__file"
          type="file"
          name={name}
          accept={accept}
        />
      )}
    </Field>
  );
}
