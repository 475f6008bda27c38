/**
 * The one publishing bar of every editor, a settings entity's or a document's: the status line
 * (aria-live), Publish, the editor's other actions (Discard Draft, Unpublish), History (published
 * versions in a dialog, each with Restore), and the reason a publish was refused (role=alert). The
 * caller says what publishing means; this component only shows it.
 */
import { Alert, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type ReactNode, useState } from 'react';
import type { HistoryEntry } from './publish-client';

export const when = (iso: string) =>
  iso ? new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' }) : '';

export interface PublishBarProps {
  /** The status line: badges and a short text. */
  status: ReactNode;
  onPublish: () => void;
  canPublish: boolean;
  busy: boolean;
  /** Why the last publish (or unpublish) was refused; the draft is kept. */
  problem?: string;
  /** Further buttons after Publish (Discard Draft, Unpublish). */
  actions?: ReactNode;
  /** Loads the published versions; undefined while History cannot be opened (not signed in yet). */
  loadHistory?: () => Promise<HistoryEntry[]>;
  /** Brings a version back as the draft. */
  onRestore: (entry: HistoryEntry) => Promise<void>;
  /** The History dialog's title, e.g. 'Header: published versions'. */
  historyTitle: string;
}

export function PublishBar({
  status,
  onPublish,
  canPublish,
  busy,
  problem,
  actions,
  loadHistory,
  onRestore,
  historyTitle,
}: PublishBarProps) {
  const [history, setHistory] = useState<HistoryEntry[]>();
  const fail = (error: unknown) =>
    notifications.show({
      color: 'red',
      title: 'Error',
      message: error instanceof Error ? error.message : String(error),
    });
  const openHistory = async () => {
    if (!loadHistory) return;
    try {
      setHistory(await loadHistory());
    } catch (error) {
      fail(error);
    }
  };
  const restore = async (entry: HistoryEntry) => {
    try {
      await onRestore(entry);
      setHistory(undefined);
    } catch (error) {
      fail(error);
    }
  };
  return (
    <Stack gap="xs" mb="md">
      <Group gap="sm" justify="space-between" wrap="wrap">
        <Group gap="xs" aria-live="polite" data-testid="publish-status">
          {status}
        </Group>
        <Group gap="xs">
          <Button onClick={onPublish} loading={busy} disabled={!canPublish}>
            Publish
          </Button>
          {actions}
          <Button variant="subtle" onClick={openHistory} disabled={!loadHistory}>
            History
          </Button>
        </Group>
      </Group>
      {problem ? (
        <Alert color="red" role="alert" title="Not published">
          {problem}
        </Alert>
      ) : null}
      <Modal
        opened={history !== undefined}
        onClose={() => setHistory(undefined)}
        title={historyTitle}
        size="lg"
      >
        {history?.length ? (
          <Table aria-label="Published versions">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Version</Table.Th>
                <Table.Th>Published</Table.Th>
                <Table.Th>
                  <span className="mantine-visually-hidden">Actions</span>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {history.map((entry) => (
                <Table.Tr key={entry.version}>
                  <Table.Td>
                    {entry.version}
                    {entry.note ? (
                      <Text span size="sm" c="dimmed">
                        {' '}
                        ({entry.note})
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>{when(entry.publishedAt)}</Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="light"
                      onClick={() => restore(entry)}
                      aria-label={`Restore version ${entry.version}`}
                    >
                      Restore
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : (
          <Text c="dimmed">Nothing has been published yet.</Text>
        )}
      </Modal>
    </Stack>
  );
}
