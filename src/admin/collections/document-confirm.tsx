/** The questions a document's editor asks before it takes a document off the site or drops its draft. */
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { Collection } from '@/schema-kit/collection';

export const confirmUnpublish = (collection: Collection, onConfirm: () => Promise<void>) =>
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
    onConfirm,
  });

/** Discard a published document's draft, or delete a document never published. */
export const confirmDiscard = (collection: Collection, published: boolean, onConfirm: () => Promise<void>) =>
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
    onConfirm,
  });
