/**
 * 'Export Settings' downloads every public entity as one JSON file (admin-only ones stay in the
 * database); 'Import Settings' checks such a file against every schema first, lists each invalid
 * part by entity and field, and imports nothing unless all of it is valid. Imported values become
 * drafts, published with each tab's Publish.
 */
import { Alert, Button, FileButton, Group, List, Modal } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { publicEntities as entities } from '@/schema-kit/registry';
import { binaryToDataUrl, dataUrlToBinary } from '@/storage/binary-store';
import type { SettingsStore } from '@/storage/settings-store';
import { checkImport, exportSettings, type ImportProblem, importSettings } from '@/storage/settings-transfer';

const images = { toDataUrl: binaryToDataUrl, fromDataUrl: dataUrlToBinary };

export function SettingsTransferButtons({ store }: { store: SettingsStore }) {
  const [problems, setProblems] = useState<ImportProblem[]>();

  const download = async () => {
    const file = await exportSettings(store, entities, images);
    const url = URL.createObjectURL(new Blob([JSON.stringify(file, null, 2)], { type: 'application/json' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `connectia-settings-${file.exportedAt.slice(0, 10)}.json`;
    link.click();
    URL.revokeObjectURL(url);
  };

  const upload = async (file: File | null) => {
    if (!file) return;
    const checked = checkImport(await file.text(), entities);
    if (!checked.ok) {
      setProblems(checked.problems);
      return;
    }
    try {
      const titles = await importSettings(store, checked, images);
      notifications.show({
        color: 'green',
        title: 'Settings imported',
        message: `Imported as drafts: ${titles.join(', ')}. Publish each tab to make it live.`,
      });
    } catch (error) {
      notifications.show({
        color: 'red',
        title: 'Error',
        message: error instanceof Error ? error.message : String(error),
      });
    }
  };

  return (
    <Group gap="xs">
      <Button variant="default" onClick={download}>
        Export Settings
      </Button>
      <FileButton onChange={upload} accept="application/json,.json">
        {(props) => (
          <Button variant="default" {...props}>
            Import Settings
          </Button>
        )}
      </FileButton>
      <Modal
        opened={problems !== undefined}
        onClose={() => setProblems(undefined)}
        title="Nothing was imported"
        size="lg"
      >
        <Alert color="red" role="alert" title="This file has invalid parts">
          <List size="sm" data-testid="import-problems">
            {problems?.map((problem) => (
              <List.Item key={`${problem.entity}-${problem.field}-${problem.message}`}>
                {[problem.entity, problem.field].filter(Boolean).join(' › ')}
                {problem.entity || problem.field ? ': ' : ''}
                {problem.message}
              </List.Item>
            ))}
          </List>
        </Alert>
      </Modal>
    </Group>
  );
}
