/**
 * The panel's form for one marked field: the admin's own widgets (FieldList) for the field and the
 * fields beside it, bound to the entity editor's form, its breadcrumb and its save bar. While the
 * form differs from what is stored, the pages show it (SettingsStore.preview); Save writes the
 * draft the admin writes.
 */
import { Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import type { EditorApi } from '@/admin/editor/EntityEditor';
import { SaveBar } from '@/admin/editor/SaveBar';
import { useAdminStore } from '@/admin/editor/store-context';
import { FieldList } from '@/admin/renderer/FieldWidget';
import type { PublicEntity } from '@/schema-kit/entity';
import { crumbsOf, fieldsUnder, parentOf } from './field-crumbs';
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

  const field = resolveField(entity.schema, api.values, path);
  const siblings = field ? fieldsUnder(api.descriptors, parentOf(field.descriptorPath)) : undefined;
  if (!field || !siblings) {
    return <Text c="dimmed">This field is no longer on the page.</Text>;
  }
  const crumbs = crumbsOf(entity.title, api.descriptors, field, api.values);
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
          <Text size="sm" c="dimmed" data-testid="edit-breadcrumb">
            {crumbs.join(' › ')}
          </Text>
        </nav>
        <FieldList descriptors={siblings} parent={parentOf(field.formPath)} level={3} />
        <SaveBar label={entity.admin?.saveLabel ?? 'Save Changes'} saving={api.saving} dirty={dirty} />
      </Stack>
    </form>
  );
}
