/**
 * The one dispatcher from a field descriptor to its widget. Leaf widgets are TanStack Form field
 * components (createFormHook); groups and lists recurse through this same dispatcher. An unknown
 * widget kind is a developer error: it throws, naming the field and the kind.
 */

import { childAddress } from '@/schema-kit/field-paths';
import { BlocksWidget } from './BlocksWidget';
import type { FieldDescriptor } from './describe-schema';
import { WidgetErrorBoundary } from './ErrorBoundary';
import { useEntityFormContext } from './form-hook';
import { GroupWidget } from './GroupWidget';
import { ListWidget } from './ListWidget';
import { TranslatedField } from './translating';

export class UnknownWidgetError extends Error {
  override readonly name = 'UnknownWidgetError';
  constructor(name: string, kind: string) {
    super(
      `Field "${name}" asks for the widget kind "${kind}", which the admin form renderer does not know. Use one of the kinds in src/schema-kit/fields.ts or add it to src/admin/renderer/FieldWidget.tsx.`,
    );
  }
}

export interface FieldWidgetProps {
  descriptor: FieldDescriptor;
  /** The form field name (path): `logo.url`, `links.services[2].label`. */
  name: string;
  /** Overrides the schema's title as the visible label. */
  label?: string;
  /** Heading level for groups and lists. */
  level?: 2 | 3 | 4 | 5;
}

export function FieldWidget({ descriptor, name, label, level = 3 }: FieldWidgetProps) {
  const form = useEntityFormContext();
  const props = { descriptor, label };
  switch (descriptor.widget) {
    case 'hidden':
      return null;
    case 'group':
      return <GroupWidget descriptor={descriptor} name={name} label={label} level={level} />;
    case 'list':
      return <ListWidget descriptor={descriptor} name={name} label={label} level={level} />;
    case 'blocks':
      return <BlocksWidget descriptor={descriptor} name={name} label={label} level={level} />;
    case 'text':
      return <form.AppField name={name}>{(field) => <field.TextWidget {...props} />}</form.AppField>;
    case 'textarea':
      return <form.AppField name={name}>{(field) => <field.TextareaWidget {...props} />}</form.AppField>;
    case 'number':
      return <form.AppField name={name}>{(field) => <field.NumberWidget {...props} />}</form.AppField>;
    case 'boolean':
      return <form.AppField name={name}>{(field) => <field.SwitchWidget {...props} />}</form.AppField>;
    case 'select':
      return <form.AppField name={name}>{(field) => <field.SelectWidget {...props} />}</form.AppField>;
    case 'colour':
      return <form.AppField name={name}>{(field) => <field.ColourWidget {...props} />}</form.AppField>;
    case 'font':
      return <form.AppField name={name}>{(field) => <field.FontWidget {...props} />}</form.AppField>;
    case 'icon':
      return <form.AppField name={name}>{(field) => <field.IconWidget {...props} />}</form.AppField>;
    case 'illustration':
      return <form.AppField name={name}>{(field) => <field.IllustrationWidget {...props} />}</form.AppField>;
    case 'image':
      return <form.AppField name={name}>{(field) => <field.ImageWidget {...props} />}</form.AppField>;
    case 'url':
      return <form.AppField name={name}>{(field) => <field.UrlWidget {...props} />}</form.AppField>;
    case 'tags':
      return <form.AppField name={name}>{(field) => <field.TagsWidget {...props} />}</form.AppField>;
    case 'slug':
      return <form.AppField name={name}>{(field) => <field.SlugWidget {...props} />}</form.AppField>;
    case 'datetime':
      return <form.AppField name={name}>{(field) => <field.DateTimeWidget {...props} />}</form.AppField>;
    case 'reference':
      return <form.AppField name={name}>{(field) => <field.ReferenceWidget {...props} />}</form.AppField>;
    case 'richText':
      return <form.AppField name={name}>{(field) => <field.RichTextWidget {...props} />}</form.AppField>;
    case 'secret':
      return <form.AppField name={name}>{(field) => <field.SecretWidget {...props} />}</form.AppField>;
    default:
      throw new UnknownWidgetError(name, descriptor.widget);
  }
}

/** Several fields in order; each sits in its own error boundary so one broken field never blanks the form. */
export function FieldList({
  descriptors,
  parent = '',
  level = 3,
}: {
  descriptors: FieldDescriptor[];
  parent?: string;
  level?: 2 | 3 | 4 | 5;
}) {
  return (
    <>
      {descriptors.map((descriptor) => (
        <SafeField
          key={descriptor.key}
          descriptor={descriptor}
          name={childAddress(parent, descriptor.key)}
          level={level}
        />
      ))}
    </>
  );
}

export function SafeField(props: FieldWidgetProps) {
  return (
    <WidgetErrorBoundary>
      <TranslatedField descriptor={props.descriptor} name={props.name}>
        <FieldWidget {...props} />
      </TranslatedField>
    </WidgetErrorBoundary>
  );
}
