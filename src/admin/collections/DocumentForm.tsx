/**
 * The form of one loaded document: its fields in the language being edited, autosave (kept in this
 * browser at once, online a moment later, never over a draft changed on another device), and
 * Publish, Unpublish, Discard Draft and History/Restore, with the same stale-publish protection as
 * settings. ./DocumentEditor.tsx loads what it starts from.
 */
import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useStore } from '@tanstack/react-form';
import { useEffect, useMemo, useRef, useState } from 'react';
import { documentPath } from '@/schema-kit/collection';
import { NOT_AN_IMAGE, PHOTO_TOO_LARGE } from '@/schema-kit/document-fields';
import { imageHints } from '@/schema-kit/fields';
import { followTitle } from '@/schema-kit/follow-title';
import type { ImageValue } from '@/schema-kit/image-value';
import type { Locale } from '@/schema-kit/locales';
import { slugify } from '@/schema-kit/slug';
import { LanguageBar } from '../editor/language-bar';
import { PendingWorkProvider, usePendingWorkState } from '../editor/pending-work';
import { SaveBar } from '../editor/SaveBar';
import { processImage } from '../images/process-image';
import { deleteDraft } from '../publish/document-drafts';
import { duplicateSlugMessage, publishDocument, unpublishDocument } from '../publish/document-publish';
import { fetchDocumentHistory } from '../publish/document-versions';
import { mediaUploader } from '../publish/media-upload';
import { PublishBar, when } from '../publish/PublishBar';
import { type HistoryEntry, replaceImages } from '../publish/publish-client';
import { describeSchema, schemaErrors } from '../renderer/describe-schema';
import { FieldList } from '../renderer/FieldWidget';
import { EntityFormContext, type FormValues, useEntityForm } from '../renderer/form-hook';
import { TranslatingContext } from '../renderer/translating';
import { BodyImageUploadContext } from '../widgets/image-upload-context';
import { SlugPathContext } from '../widgets/SlugWidget';
import { AutosaveStatus } from './AutosaveStatus';
import { confirmDiscard, confirmUnpublish } from './document-confirm';
import type { DocumentEditorProps, Loaded, Published } from './document-editor-types';
import { inLanguage, pagesNote, useDocumentLanguage } from './document-language';
import { removeLocalDraft } from './local-drafts';
import { ChangesBadge, StateBadge } from './StateBadge';
import { useDocumentAutosave } from './use-document-autosave';

/** Images in a body: the 'inline' sizes (at most the text column's width, 2x). */
const BODY_IMAGE_HINTS = imageHints({
  purpose: 'inline',
  tooLargeMessage: PHOTO_TOO_LARGE,
  wrongTypeMessage: NOT_AN_IMAGE,
});

export function DocumentForm({
  collection,
  client,
  id,
  others,
  onClose,
  onChanged,
  render,
  loaded,
  reload,
  restore,
  switchLocale,
}: DocumentEditorProps & {
  loaded: Loaded;
  reload: (prefer?: 'online') => void;
  restore: (value: FormValues) => void;
  /** Edit in another language, going on from this draft as it stands. */
  switchLocale: (
    locale: Locale,
    state: Pick<Loaded, 'value' | 'published' | 'baseVersion' | 'revision' | 'unsaved'>,
  ) => void;
}) {
  const descriptors = useMemo(() => describeSchema(collection.schema), [collection]);
  const { slug: slugField } = collection.fields;
  const [published, setPublished] = useState(loaded.published);
  const publishedJson = published ? JSON.stringify(published.value) : undefined;
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  // Images being processed (the cover, a body image): Publish and Save Draft wait for them.
  const pendingWork = usePendingWorkState();

  const taken = useMemo(
    () =>
      others
        .filter((other) => other.id !== id && other.slug)
        .map((other) => [other.slug, other.title] as const),
    [others, id],
  );
  const { locale } = loaded;
  // The form's starting values; a publish makes the published document the new start (the form
  // otherwise goes back to the values it was created with when it re-renders).
  const [initial, setInitial] = useState(() => inLanguage(collection, loaded.value, locale));
  const form = useEntityForm({
    initial,
    validate: (values) => {
      const errors = schemaErrors(collection.schema, values);
      const slug = slugify(String(values[slugField] ?? ''));
      const holder = taken.find(([other]) => other === slug);
      if (holder && !errors[slugField])
        errors[slugField] = duplicateSlugMessage(collection, slug, holder[1] || slug);
      return errors;
    },
    onSubmit: () => undefined,
  });
  const values = useStore(form.store, (state) => state.values) as FormValues;
  const language = useDocumentLanguage(collection, loaded.value, locale, values);
  const draft = language.toDraft(values);
  const json = JSON.stringify(draft);
  const changed = publishedJson === undefined || json !== publishedJson;

  const upload = mediaUploader(client, 'An uploaded image is missing from this browser; upload it again.');

  /** An image picked in the body: processed as every upload, then uploaded, so any device shows it. */
  const processBodyImage = async (file: File): Promise<ImageValue> =>
    (await replaceImages(await processImage(file, BODY_IMAGE_HINTS), upload)) as ImageValue;
  const uploadBodyImage = (file: File) => pendingWork.track(processBodyImage(file));

  const { sync, saveState, localProblem, saveOnline } = useDocumentAutosave({
    collection,
    client,
    id,
    loaded,
    form,
    toDraft: language.toDraft,
    draft,
    publishedJson,
    upload,
    onChanged,
    online: !render,
  });

  // The slug and the fields that show the title follow the title as it is typed (follow-title.ts).
  const typedTitle = String(values[collection.fields.title] ?? '');
  const previousTitle = useRef(typedTitle);
  useEffect(() => {
    const previous = previousTitle.current;
    previousTitle.current = typedTitle;
    const change = { previous, next: typedTitle, locale, published: Boolean(published) };
    for (const [path, value] of followTitle(collection, form.state.values, change)) {
      form.setFieldValue(path as never, value as never);
    }
  }, [typedTitle, locale, published, form, collection]);
  const title = language.englishTitle;

  const finish = async (next: Published) => {
    setPublished(next);
    sync.current.baseVersion = next.version;
    sync.current.revision = 0;
    sync.current.savedJson = JSON.stringify(next.value);
    removeLocalDraft(id);
    await deleteDraft(client, id).catch(() => undefined);
    onChanged();
  };

  const publish = async () => {
    setBusy(true);
    setProblem(undefined);
    try {
      const result = await publishDocument(
        client,
        collection,
        {
          id,
          value: language.toDraft(form.state.values as FormValues),
          baseVersion: sync.current.baseVersion,
        },
        upload,
      );
      const { date } = collection.fields;
      const due = !date || Date.parse(String(result.value[date])) <= Date.now();
      await finish({ value: result.value, version: result.version, state: due ? 'published' : 'scheduled' });
      language.rebase(result.value);
      const shown = inLanguage(collection, result.value, locale);
      setInitial(shown);
      form.reset(shown);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  const unpublish = () =>
    confirmUnpublish(collection, async () => {
      if (!published) return;
      setBusy(true);
      setProblem(undefined);
      try {
        const version = await unpublishDocument(client, collection, id, published.version);
        setPublished({ ...published, version, state: 'draft' });
        sync.current.baseVersion = version;
        onChanged();
      } catch (error) {
        setProblem(error instanceof Error ? error.message : String(error));
      } finally {
        setBusy(false);
      }
    });

  const discard = () =>
    confirmDiscard(collection, Boolean(published), async () => {
      sync.current.stale = true; // no autosave while the draft goes
      removeLocalDraft(id);
      await deleteDraft(client, id).catch(() => undefined);
      onChanged();
      if (published) reload();
      else onClose();
    });

  const status = (
    <>
      <StateBadge state={published?.state ?? 'draft'} />
      {published && published.state !== 'draft' && changed ? <ChangesBadge /> : null}
      <Text size="sm" c="dimmed">
        {published?.state === 'scheduled'
          ? `Visible from ${when(String(published.value[collection.fields.date ?? ''] ?? ''))}`
          : published?.state === 'published'
            ? `Version ${published.version}`
            : published
              ? 'Unpublished: visitors do not see it.'
              : 'Never published: visitors do not see it.'}
      </Text>
    </>
  );

  const visible = published && published.state !== 'draft';
  const heading = title.trim() || `Untitled ${collection.itemName}`;
  return (
    <EntityFormContext.Provider value={form}>
      <TranslatingContext.Provider value={language.translating}>
        <PendingWorkProvider value={pendingWork}>
          <SlugPathContext.Provider value={collection.path}>
            <BodyImageUploadContext.Provider value={uploadBodyImage}>
              <Stack gap="md">
                {render ? null : (
                  <Group justify="space-between" align="flex-start">
                    <div>
                      <Button variant="subtle" px={0} onClick={onClose}>
                        Back to all {collection.title.toLowerCase()}
                      </Button>
                      <Title order={2}>{heading}</Title>
                    </div>
                    {visible && published.state === 'published' ? (
                      <Anchor
                        href={documentPath(collection, String(published.value[slugField]))}
                        target="_blank"
                        rel="noopener"
                      >
                        View on site (opens in a new tab)
                      </Anchor>
                    ) : null}
                  </Group>
                )}
                <PublishBar
                  status={status}
                  onPublish={publish}
                  canPublish={changed || published?.state === 'draft'}
                  busy={busy || pendingWork.busy}
                  problem={problem}
                  actions={
                    <>
                      {visible ? (
                        <Button variant="default" onClick={unpublish} disabled={busy}>
                          Unpublish
                        </Button>
                      ) : null}
                      <Button
                        variant="default"
                        onClick={discard}
                        disabled={busy || (Boolean(published) && !changed)}
                      >
                        {published ? 'Discard Draft' : 'Delete Draft'}
                      </Button>
                    </>
                  }
                  loadHistory={() => fetchDocumentHistory(client, collection, id)}
                  onRestore={async (entry: HistoryEntry) => restore(entry.value as FormValues)}
                  historyTitle={`${heading}: published versions`}
                />
                {render ? null : (
                  <LanguageBar
                    locale={locale}
                    count={language.count}
                    dirty={false}
                    onChange={(next) =>
                      switchLocale(next, {
                        value: draft,
                        published,
                        baseVersion: sync.current.baseVersion,
                        revision: sync.current.revision,
                        unsaved: json !== sync.current.savedJson,
                      })
                    }
                  />
                )}
                {language.count.total > 0 ? (
                  <Text size="sm" c="dimmed">
                    {pagesNote(language.pages)}
                  </Text>
                ) : null}
                <AutosaveStatus
                  state={saveState}
                  localProblem={localProblem}
                  onReload={() => reload('online')}
                />
                {loaded.setAside ? (
                  <Alert color="yellow" title="This draft was changed on another device">
                    The newer draft from the other device is shown. This browser’s unsaved version is set
                    aside.{' '}
                    <Button size="xs" variant="light" onClick={() => restore(loaded.setAside as FormValues)}>
                      Use this browser’s version
                    </Button>
                  </Alert>
                ) : null}
                {render ? (
                  render({
                    collection,
                    descriptors,
                    values,
                    draft,
                    changed,
                    save: () => void saveOnline(),
                    saving: saveState.kind === 'saving',
                    dirty: json !== sync.current.savedJson,
                  })
                ) : (
                  <form
                    noValidate
                    onSubmit={(event) => {
                      event.preventDefault();
                      void saveOnline();
                    }}
                  >
                    <Stack gap="md">
                      <FieldList descriptors={descriptors} level={3} />
                      <SaveBar label="Save Draft" saving={saveState.kind === 'saving'} dirty={false} />
                    </Stack>
                  </form>
                )}
              </Stack>
            </BodyImageUploadContext.Provider>
          </SlugPathContext.Provider>
        </PendingWorkProvider>
      </TranslatingContext.Provider>
    </EntityFormContext.Provider>
  );
}
