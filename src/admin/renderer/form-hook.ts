/** The admin's TanStack Form hook: every widget is a field component of one createFormHook. */
import { createFormHook } from '@tanstack/react-form';
import { createContext, useContext } from 'react';
import {
  ColourWidget,
  NumberWidget,
  SecretWidget,
  SelectWidget,
  SwitchWidget,
  TagsWidget,
  TextareaWidget,
  TextWidget,
  UrlWidget,
} from '../widgets/basic';
import { DateTimeWidget } from '../widgets/DateTimeWidget';
import { FontWidget } from '../widgets/FontWidget';
import { IconWidget } from '../widgets/IconWidget';
import { IllustrationWidget } from '../widgets/IllustrationWidget';
import { ImageWidget } from '../widgets/ImageWidget';
import { ReferenceWidget } from '../widgets/ReferenceWidget';
import { RichTextWidget } from '../widgets/RichTextWidget';
import { SlugWidget } from '../widgets/SlugWidget';
import { fieldContext, formContext } from './form-context';

export const { useAppForm } = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: {
    TextWidget,
    TextareaWidget,
    NumberWidget,
    SwitchWidget,
    SelectWidget,
    ColourWidget,
    FontWidget,
    IconWidget,
    IllustrationWidget,
    ImageWidget,
    UrlWidget,
    TagsWidget,
    SlugWidget,
    DateTimeWidget,
    ReferenceWidget,
    RichTextWidget,
    SecretWidget,
  },
  formComponents: {},
});

export type FormValues = Record<string, unknown>;

export interface EntityFormOptions {
  initial: FormValues;
  validate: (values: FormValues) => Record<string, string>;
  onSubmit: (values: FormValues) => Promise<void> | void;
  onSubmitInvalid?: (errors: Record<string, string>) => void;
}

export function useEntityForm({ initial, validate, onSubmit, onSubmitInvalid }: EntityFormOptions) {
  return useAppForm({
    defaultValues: initial,
    validators: {
      // Runs on every change and again on submit; errors land on the fields by their paths.
      onChange: ({ value }) => {
        const errors = validate(value);
        return Object.keys(errors).length > 0 ? { fields: errors } : undefined;
      },
    },
    onSubmit: async ({ value }) => onSubmit(value),
    onSubmitInvalid: ({ value }) => onSubmitInvalid?.(validate(value)),
  });
}

export type EntityForm = ReturnType<typeof useEntityForm>;

/** The form the widgets below are bound to (an editor's, or a sub-form such as the team member form). */
export const EntityFormContext = createContext<EntityForm | null>(null);

export function useEntityFormContext(): EntityForm {
  const form = useContext(EntityFormContext);
  if (!form) throw new Error('Admin widgets must be rendered inside an EntityFormContext provider.');
  return form;
}
