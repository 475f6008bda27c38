/**
 * 'Clean Up Images': finds stored images that nothing refers to any more (reference-sources.ts) and
 * lists them first: in the site-media bucket, and in this browser's IndexedDB. Images only earlier
 * published versions use are listed apart and kept unless the owner ticks them too (Restore would
 * then bring a version back without its image). Nothing is removed until the owner confirms.
 */
import { Alert, Button, Checkbox, Group, List, Loader, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { SupabaseClient } from '@supabase/supabase-js';
import { useState } from 'react';
import { entities } from '@/schema-kit/registry';
import type { SettingsStore } from '@/storage/settings-store';
import { type CleanupPlan, gatherReferences, planCleanup, type StoredObject } from './cleanup-plan';
import { listLocal, listMedia, removeLocal, removeMedia } from './media-store';
import { referenceSources } from './reference-sources';

const kb = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;
const total = (items: readonly StoredObject[]) => kb(items.reduce((sum, item) => sum + item.size, 0));

function Names({ items, label }: { items: readonly StoredObject[]; label: string }) {
  return (
    <ScrollArea.Autosize mah={160} type="auto">
      <List size="sm" aria-label={label}>
        {items.map((item) => (
          <List.Item key={item.name}>
            <Text span size="sm" ff="monospace">
              {item.name.length > 24 ? `${item.name.slice(0, 12)}…${item.name.slice(-10)}` : item.name}
            </Text>{' '}
            ({kb(item.size)})
          </List.Item>
        ))}
      </List>
    </ScrollArea.Autosize>
  );
}

export function MediaCleanupButton({
  store,
  client,
}: {
  store: SettingsStore;
  client: SupabaseClient | undefined;
}) {
  const [open, setOpen] = useState(false);
  const [plan, setPlan] = useState<CleanupPlan>();
  const [problem, setProblem] = useState<string>();
  const [withHistory, setWithHistory] = useState(false);
  const [busy, setBusy] = useState(false);

  const start = async () => {
    if (!client) return;
    setOpen(true);
    setPlan(undefined);
    setProblem(undefined);
    setWithHistory(false);
    try {
      const references = await gatherReferences({ client, store, entities }, referenceSources);
      setPlan(planCleanup(await listMedia(client), await listLocal(), references));
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    }
  };

  const media = plan ? [...plan.unusedMedia, ...(withHistory ? plan.historyOnlyMedia : [])] : [];
  const count = media.length + (plan?.unusedLocal.length ?? 0);

  const remove = async () => {
    if (!client || !plan) return;
    setBusy(true);
    try {
      await removeMedia(
        client,
        media.map((item) => item.name),
      );
      await removeLocal(plan.unusedLocal.map((item) => item.name));
      notifications.show({
        color: 'green',
        title: 'Images cleaned up',
        message: `Removed ${count} unused images.`,
      });
      setOpen(false);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button variant="default" onClick={start} disabled={!client}>
        Clean Up Images
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title="Clean up unused images" size="lg">
        {problem ? (
          <Alert color="red" role="alert" title="Nothing was removed">
            {problem}
          </Alert>
        ) : !plan ? (
          <Group gap="xs">
            <Loader size="sm" aria-label="Looking for unused images" />
            <Text size="sm">Looking for unused images…</Text>
          </Group>
        ) : (
          <Stack gap="md">
            <Text size="sm">
              These images are used by no published page, no draft in this browser and no form you have open.
            </Text>
            <section aria-label="Unused published images">
              <Text fw={600} size="sm">
                Published images no longer used: {plan.unusedMedia.length} ({total(plan.unusedMedia)})
              </Text>
              <Names items={plan.unusedMedia} label="Unused published images" />
            </section>
            <section aria-label="Unused images in this browser">
              <Text fw={600} size="sm">
                Images kept in this browser no longer used: {plan.unusedLocal.length} (
                {total(plan.unusedLocal)})
              </Text>
              <Names items={plan.unusedLocal} label="Unused images in this browser" />
            </section>
            {plan.historyOnlyMedia.length > 0 ? (
              <section aria-label="Images only earlier versions use">
                <Text fw={600} size="sm">
                  Used only by earlier published versions: {plan.historyOnlyMedia.length} (
                  {total(plan.historyOnlyMedia)})
                </Text>
                <Names items={plan.historyOnlyMedia} label="Images only earlier versions use" />
                <Checkbox
                  mt="xs"
                  checked={withHistory}
                  onChange={(event) => setWithHistory(event.currentTarget.checked)}
                  label="Remove these too (restoring those versions will show no image)"
                />
              </section>
            ) : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setOpen(false)}>
                Cancel
              </Button>
              <Button color="red" onClick={remove} loading={busy} disabled={count === 0}>
                {count === 0 ? 'Nothing to remove' : `Remove ${count} images`}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </>
  );
}
