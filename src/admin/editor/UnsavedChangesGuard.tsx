/**
 * Asks before unsaved edits are lost: a Mantine confirm modal for in-app navigation (switching admin
 * tabs changes ?tab=, so it is navigation too), the browser's own prompt for reload or close.
 */
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useBlocker, useRouter } from '@tanstack/react-router';
import { useRef } from 'react';

export function confirmDiscard(): Promise<boolean> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (leave: boolean) => {
      if (settled) return;
      settled = true;
      resolve(leave);
    };
    modals.openConfirmModal({
      title: 'Unsaved changes',
      children: <Text size="sm">You have unsaved changes. Leave without saving them?</Text>,
      labels: { confirm: 'Leave without saving', cancel: 'Stay' },
      confirmProps: { color: 'red' },
      onConfirm: () => settle(true),
      onCancel: () => settle(false),
      onClose: () => settle(false),
    });
  });
}

function Guard({ dirty }: { dirty: boolean }) {
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  useBlocker({
    shouldBlockFn: async () => (dirtyRef.current ? !(await confirmDiscard()) : false),
    enableBeforeUnload: () => dirtyRef.current,
  });
  return null;
}

/** Renders the guard only inside a router (component tests may render an editor without one). */
export function UnsavedChangesGuard({ dirty }: { dirty: boolean }) {
  const router = useRouter({ warn: false });
  return router ? <Guard dirty={dirty} /> : null;
}
