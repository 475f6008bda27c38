/**
 * The panel's form for one marked field: the admin's own widgets (FieldList) for the field and the
 * fields beside it, bound to the entity editor's form, its breadcrumb (each crumb shows its part:
 * the item, the list with add, reorder and remove, the entity) and its save bar. While the
 * form differs from what is stored, the pages show it (SettingsStore.preview); Save writes the
 * draft the admin writes.
 */
import { Anchor, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { EditorApi } from '@/admin/editor/EntityEditor';
import { SaveBar } from '@/admin/editor/SaveBar';
import { useAdminStore } from '@/admin/editor/store-context';
import { FieldList, SafeField } from '@/admin/renderer/FieldWidget';
import type { PublicEntity } from '@/schema-kit/entity';
import { crumbsOf, openingCrumb } from './field-crumbs';
import { resolveField } from './resolve-mark';

export function TargetFields({ api, path }: { api: EditorApi<PublicEntity>; path: string }) {
  const store = useAdminStore();
  const { entity, dirty, locale } = api;
  const json = JSON.stringify(api.values);
  useEffect(() => {
    if (dirty) void store.preview(entity, JSON.parse(json), locale);
    else store.endPreview(entity.key);
  }, [store, entity, json, dirty, locale]);
  useEffect(() => () => store.endPreview(entity.key), [store, entity]);
  const [chosen, setChosen] = useState<number>();

  const field = resolveField(entity.schema, api.values, path);
  const crumbs = field ? crumbsOf(entity.title, api.descriptors, field, api.values) : [];
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
        void api.save();
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
        <SaveBar label={entity.admin?.saveLabel ?? 'Save Changes'} saving={api.saving} dirty={dirty} />
      </Stack>
    </form>
  );
}
