/**
 * The generic editor of one entity: loads the current settings through the store, renders the form
 * from the schema, validates (inline, on change and on submit) and saves through store.write. A
 * failed save shows the error in a red notification and keeps the form's values. Unsaved edits are
 * guarded. Per-entity extensions reuse all of this through `render`, `preview` and the labels.
 */
import { Alert, Box, Grid, Loader, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useStore } from '@tanstack/react-form';
import { type ComponentType, memo, type ReactNode, useMemo, useRef, useState } from 'react';
import type { Entity, SettingsOf } from '@/schema-kit/entity';
import type { FieldPath, PathValue, ValuePath } from '@/schema-kit/field-paths';
import type { Locale } from '@/schema-kit/locales';
import { confirmTranslation } from '@/schema-kit/localize';
import { upgraded } from '@/schema-kit/read-stored';
import { updateAt } from '@/schema-kit/value-at';
import { previews, WIDE_PREVIEWS } from '../previews/previews';
import {
  type Descriptions,
  describeSchema,
  type FieldDescriptor,
  findDescriptor,
  schemaErrors,
} from '../renderer/describe-schema';
import { FieldList } from '../renderer/FieldWidget';
import { type EntityForm, EntityFormContext, type FormValues, useEntityForm } from '../renderer/form-hook';
import { GroupTabs } from '../renderer/GroupWidget';
import { TranslatingContext } from '../renderer/translating';
import { LivePreview } from './LivePreview';
import { LanguageBar, type TranslationCount } from './language-bar';
import { PendingWorkProvider, usePendingWorkState } from './pending-work';
import { SaveBar } from './SaveBar';
import { useAdminStore } from './store-context';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';
import { useDescriptions } from './use-descriptions';
import { useLoadedSettings } from './use-loaded-settings';

/**
 * What a custom editor body gets. Field paths are typed by the entity's settings, so a renamed
 * schema field fails to compile wherever an editor still names it.
 */
export interface EditorApi<E extends Entity = Entity> {
  entity: E;
  form: EntityForm;
  descriptors: FieldDescriptor[];
  /** The descriptor of a field (a list's item fields as `list.field`); throws if the schema has none. */
  field: (path: FieldPath<SettingsOf<E>>) => FieldDescriptor;
  /** Sets one value in the form, by its typed path. */
  set: <P extends ValuePath<SettingsOf<E>>>(path: P, value: PathValue<SettingsOf<E>, P>) => void;
  /** Validate and save the form's current values; resolves true when stored. */
  save: () => Promise<boolean>;
  saving: boolean;
  dirty: boolean;
  /** The language the form edits. */
  locale: Locale;
  /** The form's current values (as the schema types them; the form may hold an invalid edit). */
  values: SettingsOf<E>;
  /** Put these values in the form as the saved state (after a reset of the stored value). */
  resetTo: (values: FormValues) => void;
  /** Remove the stored value (store.reset) and show the defaults as saved. */
  resetStored: () => Promise<FormValues>;
}

export interface EntityEditorProps<E extends Entity = Entity> {
  entity: E;
  submitLabel?: string;
  /** 'tabs': the entity's top-level groups become sub-tabs. */
  rootLayout?: 'stack' | 'tabs';
  /** Replaces the stored error's own message in the failure notification. */
  failureMessage?: string;
  successTitle?: string;
  onSaved?: (values: FormValues) => void;
  /** A live preview drawn from the form's current values. */
  preview?: ComponentType<{ values: FormValues }>;
  /** 'beside' the form on wide screens (default), or 'above' it for page-wide parts. */
  previewPlacement?: 'above' | 'beside';
  /** A custom body (the save button is then the extension's to place, through api.save). */
  render?: (api: EditorApi<E>) => ReactNode;
  /** The language the editor starts in (the page's, when editing on the page). */
  initialLocale?: Locale;
}

export function EntityEditor<E extends Entity>(props: EntityEditorProps<E>) {
  const { entity } = props;
  const [locale, setLocale] = useState<Locale>(props.initialLocale ?? 'en');
  /** What the mounted form holds, so a reload never throws away the owner's edits. */
  const live = useRef({ dirty: false, saving: false, json: '' });
  const { loaded, loadError } = useLoadedSettings(entity, locale, live);

  // Descriptions kept apart from the schema (entity.admin.descriptions) load with the tab.
  const descriptions = useDescriptions(entity);

  if (loadError) {
    return (
      <Alert color="red" title="These settings could not be loaded">
        {loadError}
      </Alert>
    );
  }
  if (!loaded || !descriptions || loaded.locale !== locale) return <Loader aria-label="Loading settings" />;
  // The entity's own admin options, unless the caller (a custom editor) says otherwise.
  const options = entity.admin;
  const previewName = options?.preview;
  return (
    <LoadedEditor
      key={`${loaded.locale}:${loaded.version}`}
      submitLabel={options?.saveLabel}
      rootLayout={options?.layout}
      preview={previewName ? previews[previewName] : undefined}
      previewPlacement={previewName && WIDE_PREVIEWS.has(previewName) ? 'above' : 'beside'}
      {...(props as unknown as EntityEditorProps)}
      initial={loaded.values}
      locale={loaded.locale}
      english={loaded.english}
      stored={loaded.stored}
      count={loaded.count}
      onLocale={(next: Locale) => {
        live.current.json = '';
        setLocale(next);
      }}
      live={live.current}
      descriptions={descriptions}
    />
  );
}

/** The fields of the generic body. Memoised: each widget follows its own field, so a keystroke re-renders one widget, not the form. */
const EditorFields = memo(function EditorFields({
  descriptors,
  rootLayout,
  title,
}: {
  descriptors: FieldDescriptor[];
  rootLayout: 'stack' | 'tabs';
  title: string;
}) {
  return rootLayout === 'tabs' ? (
    <GroupTabs descriptors={descriptors} parent="" level={3} title={title} />
  ) : (
    <FieldList descriptors={descriptors} level={3} />
  );
});

function LoadedEditor({
  entity,
  initial,
  live,
  submitLabel = 'Save Changes',
  rootLayout = 'stack',
  failureMessage,
  successTitle = 'Success',
  onSaved,
  preview: Preview,
  previewPlacement = 'beside',
  render,
  descriptions,
  locale,
  english,
  stored: initialStored,
  count,
  onLocale,
}: EntityEditorProps & {
  initial: FormValues;
  locale: Locale;
  english?: FormValues;
  stored: unknown;
  count?: TranslationCount;
  onLocale: (locale: Locale) => void;
  live: { dirty: boolean; saving: boolean; json: string };
  descriptions: Descriptions;
}) {
  const store = useAdminStore();
  const phone = useMediaQuery('(max-width: 47.99em)') ?? false;
  const descriptors = useMemo(
    () => describeSchema(entity.schema, entity.admin?.widgets, descriptions),
    [entity, descriptions],
  );
  const [baseline, setBaseline] = useState(() => JSON.stringify(initial));
  // The form's default values. TanStack Form re-applies the defaultValues it is given on every
  // render, so after a reset to new values they must be given here too.
  const [formDefaults, setFormDefaults] = useState(initial);
  const [saving, setSaving] = useState(false);
  const succeeded = useRef(false);
  const pendingWork = usePendingWorkState();

  const form = useEntityForm({
    initial: formDefaults,
    validate: (values) => schemaErrors(entity.schema, values),
    onSubmit: async (values) => {
      live.saving = true;
      setSaving(true);
      try {
        const output = (await store.write(entity, values as never, locale)) as FormValues;
        setStored(upgraded(entity, await store.raw(entity.key)));
        const json = JSON.stringify(output);
        live.json = json;
        live.dirty = false;
        setBaseline(json);
        if (json !== JSON.stringify(values)) {
          setFormDefaults(output);
          form.reset(output);
        }
        succeeded.current = true;
        notifications.show({ color: 'green', title: successTitle, message: entity.saveMessage });
        onSaved?.(output);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        notifications.show({ color: 'red', title: 'Error', message: failureMessage ?? message });
      } finally {
        live.saving = false;
        setSaving(false);
      }
    },
    onSubmitInvalid: (errors) => {
      const [path, message] = Object.entries(errors)[0] ?? [];
      notifications.show({
        color: 'red',
        title: 'Error',
        message:
          failureMessage ??
          `These settings were not saved. Please correct the highlighted fields${message ? ` (${path ? `${path}: ` : ''}${message})` : ''}.`,
      });
    },
  });

  const values = useStore(form.store, (state) => state.values) as FormValues;
  const json = JSON.stringify(values);
  const dirty = json !== baseline;
  live.dirty = dirty;
  live.json = json;

  const save = async () => {
    succeeded.current = false;
    await form.handleSubmit();
    return succeeded.current;
  };
  const resetTo = (next: FormValues) => {
    const nextJson = JSON.stringify(next);
    live.json = nextJson;
    live.dirty = false;
    setFormDefaults(next);
    form.reset(next);
    setBaseline(nextJson);
  };
  const resetStored = async () => {
    // Like a save: the store's change announcement must not reload (and remount) this editor.
    live.saving = true;
    try {
      const defaults = (await store.reset(entity)) as FormValues;
      resetTo(defaults);
      return defaults;
    } finally {
      live.saving = false;
    }
  };
  const field = (path: string) => {
    const found = findDescriptor(descriptors, path);
    if (!found) throw new Error(`The ${entity.key} schema has no field "${path}".`);
    return found;
  };
  const set = (path: string, value: unknown) => form.setFieldValue(path, value as never);
  const api = {
    entity,
    form,
    descriptors,
    field,
    set,
    save,
    saving,
    dirty,
    locale,
    values: values as SettingsOf<Entity>,
    resetTo,
    resetStored,
  } as EditorApi;

  const body = render ? (
    render(api)
  ) : (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Stack gap="md">
        <EditorFields descriptors={descriptors} rootLayout={rootLayout} title={entity.title} />
        <SaveBar label={submitLabel} saving={saving} dirty={dirty} />
      </Stack>
    </form>
  );

  const [stored, setStored] = useState(initialStored);
  const translating = useMemo(
    () =>
      english
        ? {
            english,
            stored,
            locale,
            confirm: async (name: string) => {
              await store.confirmTranslation(entity, name, locale);
              setStored((current: unknown) =>
                updateAt(current, name, (value) => confirmTranslation(value, locale)),
              );
            },
          }
        : null,
    [english, stored, store, entity, locale],
  );
  return (
    <EntityFormContext.Provider value={form}>
      <TranslatingContext.Provider value={translating}>
        <PendingWorkProvider value={pendingWork}>
          <UnsavedChangesGuard dirty={dirty} />
          <Stack gap="md">
            <Box>
              <Title order={2}>{entity.title}</Title>
              {entity.description ? <Text c="dimmed">{entity.description}</Text> : null}
            </Box>
            {count ? <LanguageBar locale={locale} count={count} dirty={dirty} onChange={onLocale} /> : null}
            {Preview && previewPlacement === 'above' ? (
              // On a phone it would fill the first screens before the form: it follows the form there.
              phone ? (
                <>
                  {body}
                  <LivePreview Preview={Preview} values={values} />
                </>
              ) : (
                <>
                  <LivePreview Preview={Preview} values={values} />
                  {body}
                </>
              )
            ) : Preview ? (
              <Grid gap="lg">
                <Grid.Col span={{ base: 12, lg: 7 }}>{body}</Grid.Col>
                <Grid.Col span={{ base: 12, lg: 5 }}>
                  <LivePreview Preview={Preview} values={values} sticky />
                </Grid.Col>
              </Grid>
            ) : (
              body
            )}
          </Stack>
        </PendingWorkProvider>
      </TranslatingContext.Provider>
    </EntityFormContext.Provider>
  );
}
