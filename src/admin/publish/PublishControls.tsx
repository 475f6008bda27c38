/**
 * Draft and publish for one entity, above its editor: the status ('Draft' when this browser holds a
 * draft, as the store decides for the public pages' preview bar too, 'Published' with version and
 * time when it holds none), Publish
 * (validate, upload images, upsert as the next version), Discard Draft (back to the published
 * value) and History (earlier published versions; Restore brings one back as a draft). A stale
 * publish is refused with a message and nothing is lost. The status line (aria-live) reports each
 * outcome; only failures to load the history use a notification.
 */
import { Badge, Button, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { SupabaseClient } from '@supabase/supabase-js';
import { useCallback, useEffect, useState } from 'react';
import type { PublicEntity } from '@/schema-kit/entity';
import { LOCALES } from '@/schema-kit/locales';
import { combineLocales } from '@/schema-kit/localize';
import { readStored, upgraded } from '@/schema-kit/read-stored';
import type { SettingsStore } from '@/storage/settings-store';
import { clearDraftBase, draftBase, setDraftBase } from './draft-base';
import { mediaUploader } from './media-upload';
import { PublishBar, when } from './PublishBar';
import { fetchHistory, type HistoryEntry, PublishError, publishValue } from './publish-client';

type Status = { kind: 'draft' } | { kind: 'published'; version: number; at: string } | { kind: 'defaults' };

async function statusOf(store: SettingsStore, entity: PublicEntity): Promise<Status> {
  if (await store.isDraft(entity.key)) return { kind: 'draft' };
  const published = store.published(entity.key);
  return published
    ? { kind: 'published', version: published.version, at: published.updatedAt }
    : { kind: 'defaults' };
}

export function PublishControls({
  entity,
  store,
  client,
}: {
  entity: PublicEntity;
  store: SettingsStore;
  client: SupabaseClient | undefined;
}) {
  const [status, setStatus] = useState<Status>();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();

  const refresh = useCallback(() => {
    void statusOf(store, entity).then((next) => {
      setStatus(next);
      // A new draft remembers the published version it started from.
      if (next.kind === 'draft' && draftBase(entity.key) === undefined) {
        setDraftBase(entity.key, store.published(entity.key)?.version ?? 0);
      }
    });
  }, [store, entity]);
  useEffect(() => {
    refresh();
    return store.subscribe((key) => {
      if (key === '*' || key === entity.key) refresh();
    });
  }, [store, entity, refresh]);

  const upload = async (ref: string) => {
    if (!client) throw new PublishError('Not signed in.');
    return mediaUploader(
      client,
      'An uploaded image is missing from this browser; upload it again, then publish.',
    )(ref);
  };

  const publish = async () => {
    if (!client) return;
    setBusy(true);
    setProblem(undefined);
    try {
      const base = draftBase(entity.key) ?? store.published(entity.key)?.version ?? 0;
      // The draft as stored, in both languages: what the owner wrote in Arabic is published with it.
      const draft = upgraded(entity, await store.raw(entity.key));
      const { published } = await publishValue(client, entity, draft, base, upload);
      store.setPublished([published]);
      clearDraftBase(entity.key);
      await store.reset(entity); // the published value is now what this browser shows too
    } catch (error) {
      // Shown inline (role=alert) next to the buttons; the draft stays as it is.
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
      refresh();
    }
  };

  const discard = () =>
    modals.openConfirmModal({
      title: 'Discard this draft?',
      children: (
        <Text size="sm">
          The unpublished changes to {entity.title} are removed; the published version comes back.
        </Text>
      ),
      labels: { confirm: 'Discard Draft', cancel: 'Keep Draft' },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        await store.reset(entity);
        clearDraftBase(entity.key);
        setProblem(undefined);
      },
    });

  const restore = async (entry: HistoryEntry) => {
    if (draftBase(entity.key) === undefined)
      setDraftBase(entity.key, store.published(entity.key)?.version ?? 0);
    // Both languages of the version come back, each read as pages read it.
    const [en, ar] = LOCALES.map((locale) => readStored(entity, entry.value, { locale }).value);
    await store.replace(entity, combineLocales(entity.schema, { en, ar }));
  };

  return (
    <PublishBar
      status={
        status?.kind === 'draft' ? (
          <Badge color="orange" variant="light">
            Draft
          </Badge>
        ) : status?.kind === 'published' ? (
          <>
            <Badge color="green" variant="light">
              Published
            </Badge>
            <Text size="sm" c="dimmed">
              Version {status.version}, {when(status.at)}
            </Text>
          </>
        ) : status ? (
          <Text size="sm" c="dimmed">
            Not published yet: visitors see the defaults.
          </Text>
        ) : null
      }
      onPublish={publish}
      canPublish={Boolean(client) && status?.kind === 'draft'}
      busy={busy}
      problem={problem}
      actions={
        <Button variant="default" onClick={discard} disabled={status?.kind !== 'draft'}>
          Discard Draft
        </Button>
      }
      loadHistory={client ? () => fetchHistory(client, entity.key) : undefined}
      onRestore={restore}
      historyTitle={`${entity.title}: published versions`}
    />
  );
}
