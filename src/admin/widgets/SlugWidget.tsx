/**
 * A document's slug: normalised as the owner leaves the field ("My Post!" becomes "my-post"), with
 * the address it gives shown under it. A slug another document uses is an inline error (the
 * editor's check), and the database refuses it too.
 */
import { TextInput } from '@mantine/core';
import { createContext, useContext } from 'react';
import { slugify } from '@/schema-kit/slug';
import { useCommonProps } from './basic';
import type { WidgetProps } from './types';

/** The path the document's address starts with ('/blog'); set by the document editor. */
export const SlugPathContext = createContext('');

export function SlugWidget({ descriptor, label }: WidgetProps) {
  const { field, common } = useCommonProps<string>({ descriptor, label });
  const path = useContext(SlugPathContext);
  const value = field.state.value ?? '';
  const normalised = slugify(value);
  return (
    <TextInput
      {...common}
      withAsterisk
      description={
        normalised
          ? `Address: ${path}/${normalised}${normalised !== value ? ' (lower case and hyphens are kept)' : ''}`
          : descriptor.description || undefined
      }
      value={value}
      onChange={(event) => field.handleChange(event.currentTarget.value)}
      onBlur={() => {
        if (normalised !== value && normalised) field.handleChange(normalised);
        field.handleBlur();
      }}
    />
  );
}
