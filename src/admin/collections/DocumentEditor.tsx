/**
 * One document of a collection, edited with the generic form renderer (the schema's fields, the
 * rich-text body among them). Typing is kept in this browser at once and saved online as a draft a
 * moment later (autosave), so a reload, a lost connection or another device loses nothing; a draft
 * changed meanwhile on another device is never overwritten. Publish, Unpublish, Discard Draft and
 * History/Restore act on the document as visitors see it, with the same stale-publish protection
 * as settings.
 */
import { Alert, Anchor, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { SupabaseClient } from '@supabase/supabase-js';
import { useStore } from '@tanstack/react-form';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type Collection, documentPath } from '@/schema-kit/collection';
import { NOT_AN_IMAGE, PHOTO_TOO_LARGE } from '@/schema-kit/document-fields';
import { imageHints } from '@/schema-kit/fields';
import type { ImageValue } from '@/schema-kit/image-value';
import type { Locale } from '@/schema-kit/locales';
import { slugify } from '@/schema-kit/slug';
import { LanguageBar } from '../editor/language-bar';
import { PendingWorkProvider, usePendingWorkState } from '../editor/pending-work';
import { SaveBar } from '../editor/SaveBar';
import { processImage } from '../images/process-image';
import {
  type AdminDocument,
  type DocumentState,
  deleteDraft,
  duplicateSlugMessage,
  fetchDocumentHistory,
  loadDraft,
  loadPublished,
  publishDocument,
  StaleDraftError,
  saveDraft,
  unpublishDocument,
} from '../publish/document-client';
import { mediaUploader } from '../publish/media-upload';
import { PublishBar, when } from '../publish/PublishBar';
import { type HistoryEntry, replaceImages } from '../publish/publish-client';
import { describeSchema, schemaErrors } from '../renderer/describe-schema';
import { FieldList } from '../renderer/FieldWidget';
import { EntityFormContext, type FormValues, useEntityForm } from '../renderer/form-hook';
import { TranslatingContext } from '../renderer/translating';
import { BodyImageUploadContext } from '../widgets/image-upload-context';
import { SlugPathContext } from '../widgets/SlugWidget';
import { inLanguage, useDocumentLanguage } from './document-language';
import { readLocalDraft, removeLocalDraft, writeLocalDraft } from './local-drafts';
import { ChangesBadge, StateBadge } from './StateBadge';

/** Images in a body: the 'inline' sizes (at most the text column's width, 2x). */
const BODY_IMAGE_HINTS = imageHints({
  purpose: 'inline',
  tooLargeMessage: PHOTO_TOO_LARGE,
  wrongTypeMessage: NOT_AN_IMAGE,
});

interface Published {
  value: FormValues;
  version: number;
  state: DocumentState;
}

interface Loaded {
  /** What the draft starts with, in every language. */
  value: FormValues;
  /** The language the form edits. */
  locale: Locale;
  published?: Published;
  /** The published version the draft continues (0: never published). */
  baseVersion: number;
  /** The online draft's revision (0: none). */
  revision: number;
  /** The form starts with a change not saved anywhere yet (a restored version). */
  unsaved: boolean;
  /** A draft changed on another device was newer than this browser's copy, which is set aside. */
  setAside?: FormValues;
  key: number;
}

export interface DocumentEditorProps {
  collection: Collection;
  client: SupabaseClient;
  id: string;
  /** The collection's other documents (a slug they use is refused here). */
  others: readonly AdminDocument[];
  onClose: () => void;
  /** The document's state changed (published, unpublished, a draft saved or removed). */
  onChanged: () => void;
}

/** A new document: the schema's defaults, with an empty title for the owner to type (its slug follows it). */
const defaultsFor = (collection: Collection): FormValues => {
  const value = Object.fromEntries(
    describeSchema(collection.schema).map((field) => [field.key, field.defaultValue]),
  ) as FormValues;
  return { ...value, [collection.fields.title]: '', [collection.fields.slug]: '' };
};

export function DocumentEditor(props: DocumentEditorProps) {
  const { collection, client, id } = props;
  const [loaded, setLoaded] = useState<Loaded>();
  const [failed, setFailed] = useState<string>();

  const load = useCallback(
    (prefer?: 'online') => {
      setFailed(undefined);
      Promise.all([loadPublished(client, collection, id), loadDraft(client, id)]).then(
        ([published, online]) => {
          const local = readLocalDraft(id);
          const base = published?.version ?? 0;
          let next: Omit<Loaded, 'key' | 'locale'>;
          const newerOnline = online && local && online.revision > local.revision;
          if (local && !local.online && !newerOnline && prefer !== 'online') {
            next = {
              value: local.value,
              published,
              baseVersion: local.baseVersion,
              revision: online?.revision ?? 0,
              unsaved: true,
            };
          } else if (online) {
            next = {
              value: online.value,
              published,
              baseVersion: online.baseVersion,
              revision: online.revision,
              unsaved: false,
              // This browser's unsaved copy is offered back, never dropped.
              setAside:
                local && !local.online && JSON.stringify(local.value) !== JSON.stringify(online.value)
                  ? local.value
                  : undefined,
            };
          } else {
            next = {
              value: published?.value ?? defaultsFor(collection),
              published,
              baseVersion: base,
              revision: 0,
              unsaved: false,
            };
          }
          setLoaded((previous) => ({
            ...next,
            locale: previous?.locale ?? 'en',
            key: (previous?.key ?? 0) + 1,
          }));
        },
        (error: unknown) => setFailed(error instanceof Error ? error.message : String(error)),
      );
    },
    [client, collection, id],
  );
  useEffect(() => load(), [load]);

  if (failed) {
    return (
      <Alert color="red" title={`This ${collection.itemName} could not be loaded`} role="alert">
        {failed}
      </Alert>
    );
  }
  if (!loaded) return <Loader aria-label={`Loading the ${collection.itemName}`} />;
  return (
    <LoadedDocument
      key={loaded.key}
      {...props}
      loaded={loaded}
      reload={load}
      restore={(value) =>
        setLoaded((previous) =>
          previous
            ? { ...previous, value, unsaved: true, setAside: undefined, key: previous.key + 1 }
            : previous,
        )
      }
      switchLocale={(locale, state) =>
        setLoaded((previous) =>
          previous ? { ...previous, ...state, locale, setAside: undefined, key: previous.key + 1 } : previous,
        )
      }
    />
  );
}

type SaveState =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: string }
  | { kind: 'local'; message: string }
  | { kind: 'stale' };

function LoadedDocument({
  collection,
  client,
  id,
  others,
  onClose,
  onChanged,
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
  const sync = useRef({
    baseVersion: loaded.baseVersion,
    revision: loaded.revision,
    savedJson: loaded.unsaved ? '' : JSON.stringify(loaded.value),
    inFlight: false,
    again: false,
    stale: false,
  });
  const [saveState, setSaveState] = useState<SaveState>({ kind: 'idle' });
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const [localProblem, setLocalProblem] = useState<string>();
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

  /** Saves the form's current values online as the next revision of the draft. */
  const saveOnline = async () => {
    const state = sync.current;
    if (state.stale) return;
    if (state.inFlight) {
      state.again = true;
      return;
    }
    const current = language.toDraft(form.state.values as FormValues);
    const currentJson = JSON.stringify(current);
    if (currentJson === state.savedJson || currentJson === publishedJson) return;
    state.inFlight = true;
    setSaveState({ kind: 'saving' });
    try {
      // Images picked for a field travel with the draft, so another device shows them too.
      const withUrls = (await replaceImages(current, upload)) as FormValues;
      const shown = inLanguage(collection, withUrls, locale);
      for (const key of Object.keys(shown)) {
        if (JSON.stringify(shown[key]) !== JSON.stringify(form.state.values[key]))
          form.setFieldValue(key, shown[key] as never);
      }
      const saved = await saveDraft(client, collection, {
        id,
        value: withUrls,
        baseVersion: state.baseVersion,
        revision: state.revision + 1,
      });
      state.revision += 1;
      state.savedJson = JSON.stringify(withUrls);
      if (JSON.stringify(language.toDraft(form.state.values as FormValues)) === state.savedJson) {
        keepLocal(withUrls, true);
      }
      setSaveState({ kind: 'saved', at: saved.updatedAt });
      if (state.revision === 1) onChanged();
    } catch (error) {
      if (error instanceof StaleDraftError) {
        state.stale = true;
        setSaveState({ kind: 'stale' });
      } else {
        setSaveState({
          kind: 'local',
          message: error instanceof Error ? error.message : String(error),
        });
      }
    } finally {
      state.inFlight = false;
      if (state.again) {
        state.again = false;
        void saveOnline();
      }
    }
  };

  const keepLocal = (value: FormValues, online: boolean) => {
    try {
      writeLocalDraft(id, {
        collection: collection.key,
        value,
        baseVersion: sync.current.baseVersion,
        revision: sync.current.revision,
        online,
        savedAt: new Date().toISOString(),
      });
      setLocalProblem(undefined);
    } catch (error) {
      setLocalProblem(error instanceof Error ? error.message : String(error));
    }
  };

  // Every change: kept in this browser at once, saved online 1.5 s after the typing stops.
  const saveRef = useRef(saveOnline);
  saveRef.current = saveOnline;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each change of the values.
  useEffect(() => {
    if (json === sync.current.savedJson) return;
    if (json === publishedJson && sync.current.revision === 0) {
      removeLocalDraft(id);
      return;
    }
    keepLocal(draft, false);
    const timer = setTimeout(() => void saveRef.current(), 1500);
    return () => clearTimeout(timer);
  }, [json]);
  useEffect(() => {
    const retry = () => void saveRef.current();
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, []);

  // A new document's slug follows its (English) title until the owner sets one.
  const title = language.englishTitle;
  const previousTitle = useRef(title);
  useEffect(() => {
    const slug = String(form.state.values[slugField] ?? '');
    const followed = slug === '' || slug === 'untitled' || slug === slugify(previousTitle.current);
    if (!published && followed && title !== previousTitle.current) {
      form.setFieldValue(slugField, (slugify(title) || 'untitled') as never);
    }
    previousTitle.current = title;
  }, [title, published, form, slugField]);

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
    modals.openConfirmModal({
      title: `Unpublish this ${collection.itemName}?`,
      children: (
        <Text size="sm">
          Visitors no longer find it: its address shows the not-found page and it leaves every list. You can
          publish it again later.
        </Text>
      ),
      labels: { confirm: 'Unpublish', cancel: 'Keep Published' },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
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
      },
    });

  const discard = () =>
    modals.openConfirmModal({
      title: published ? 'Discard this draft?' : `Delete this ${collection.itemName}?`,
      children: (
        <Text size="sm">
          {published
            ? 'The unpublished changes are removed, here and online; the published version comes back.'
            : `This ${collection.itemName} has never been published; its draft is removed, here and online.`}
        </Text>
      ),
      labels: { confirm: published ? 'Discard Draft' : 'Delete', cancel: 'Keep Draft' },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        sync.current.stale = true; // no autosave while the draft goes
        removeLocalDraft(id);
        await deleteDraft(client, id).catch(() => undefined);
        onChanged();
        if (published) reload();
        else onClose();
      },
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
                {language.count.total > 0 ? (
                  <Text size="sm" c="dimmed">
                    {language.arabicPage
                      ? 'Published in English and Arabic.'
                      : 'English only: it gets its Arabic page when its title is translated and it is published.'}
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
              </Stack>
            </BodyImageUploadContext.Provider>
          </SlugPathContext.Provider>
        </PendingWorkProvider>
      </TranslatingContext.Provider>
    </EntityFormContext.Provider>
  );
}

function AutosaveStatus({
  state,
  localProblem,
  onReload,
}: {
  state: SaveState;
  localProblem?: string;
  onReload: () => void;
}) {
  return (
    <Stack gap={4} aria-live="polite" data-testid="autosave-status">
      {state.kind === 'saving' ? (
        <Text size="sm" c="dimmed">
          Saving the draft…
        </Text>
      ) : state.kind === 'saved' ? (
        <Text size="sm" c="dimmed">
          Draft saved online at {when(state.at)}.
        </Text>
      ) : state.kind === 'local' ? (
        <Text size="sm" c="orange.9">
          Kept in this browser; not saved online yet ({state.message}). It is saved as soon as the connection
          allows.
        </Text>
      ) : state.kind === 'stale' ? (
        <Alert color="yellow" title="Changed on another device">
          This draft was saved from another device since this page loaded it, so this page no longer saves it
          online. Your typing here is kept in this browser.{' '}
          <Button size="xs" variant="light" onClick={onReload}>
            Load the newer draft
          </Button>
        </Alert>
      ) : null}
      {localProblem ? (
        <Text size="sm" c="red.8" role="alert">
          {localProblem}
        </Text>
      ) : null}
    </Stack>
  );
}
