/**
 * The panel's form for one marked field, of an entity or a document: the admin's own widgets
 * (FieldList) for the field and the fields beside it, bound to the editor's form (the entity's or
 * the document's, which provides it), its breadcrumb (each crumb shows its part: the item, the list
 * with add, reorder and remove, the whole) and its save bar.
 */
import { Anchor, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type * as v from 'valibot';
import { SaveBar } from '@/admin/editor/SaveBar';
import type { FieldDescriptor } from '@/admin/renderer/describe-schema';
import { FieldList, SafeField } from '@/admin/renderer/FieldWidget';
import { crumbsOf, openingCrumb } from './field-crumbs';
import { resolveField } from './resolve-mark';

export interface TargetFieldsProps {
  /** The entity's or the collection's title: the first crumb. */
  title: string;
  schema: v.GenericSchema;
  descriptors: FieldDescriptor[];
  /** The form's current values. */
  values: unknown;
  /** The mark's path. */
  path: string;
  save: () => void;
  saveLabel: string;
  saving: boolean;
  dirty: boolean;
}

export function TargetFields({
  title,
  schema,
  descriptors,
  values,
  path,
  save,
  saveLabel,
  saving,
  dirty,
}: TargetFieldsProps) {
  const [chosen, setChosen] = useState<number>();
  const field = resolveField(schema, values, path);
  const crumbs = field ? crumbsOf(title, descriptors, field, values) : [];
  // The field with its siblings, unless the owner picked another crumb.
  const shown = Math.min(chosen ?? openingCrumb(crumbs), crumbs.length - 1);
  const scope = crumbs[shown]?.scope;
  if (!field || !scope || crumbs.length < 2) {
    return <Text c="dimmed">This field is no longer on the page.</Text>;
  }
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <Stack gap="md">
        <nav aria-label="Breadcrumb">
          <Text size="sm" component="ol" className="cp-edit-crumbs" data-testid="edit-breadcrumb">
            {crumbs.map((crumb, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a crumb is its place on the path.
              <li key={index}>
                {index > 0 ? <span aria-hidden="true"> › </span> : null}
                {index === shown ? (
                  <span aria-current="location">{crumb.label}</span>
                ) : (
                  <Anchor component="button" type="button" size="sm" onClick={() => setChosen(index)}>
                    {crumb.label}
                  </Anchor>
                )}
              </li>
            ))}
          </Text>
        </nav>
        {scope.kind === 'fields' ? (
          <FieldList descriptors={scope.fields} parent={scope.parent} level={3} />
        ) : (
          <SafeField descriptor={scope.descriptor} name={scope.name} level={3} />
        )}
        <SaveBar label={saveLabel} saving={saving} dirty={dirty} />
      </Stack>
    </form>
  );
}
