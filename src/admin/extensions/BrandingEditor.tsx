/**
 * Branding: the logo box, then sub-tabs Individual Letters, Upload Logo and
 * Navigation Bar, with live previews drawn by the public Logo. Apply Changes saves (waiting while
 * logos are processed), shows Applied until the next edit and broadcasts `connectia:logo-updated`.
 * Logo collection: several images at once, each checked (type by its bytes, 2 MB) with the schema's
 * messages; a refused file is skipped. The first upload becomes the default; making one the default
 * makes it the only one; both switch the logo to image mode.
 */
import {
  Badge,
  Button,
  Card,
  FileButton,
  Group,
  Image,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type branding from '@schemas/branding';
import IconUpload from '@tabler/icons-react/icons/IconUpload';
import { useState } from 'react';
import type { SettingsOf } from '@/schema-kit/entity';
import type { ImageValue } from '@/schema-kit/image-value';
import { announceLogoUpdated } from '@/storage/settings-events';
import { useImageValue } from '@/storage/use-image-src';
import { type EditorApi, EntityEditor } from '../editor/EntityEditor';
import { usePendingWork } from '../editor/pending-work';
import { SaveBar } from '../editor/SaveBar';
import { processImage } from '../images/process-image';
import { FieldList, SafeField } from '../renderer/FieldWidget';
import type { EditorExtension } from './types';

type LogoItem = SettingsOf<typeof branding>['collection'][number];

function CollectionThumb({ item }: { item: LogoItem }) {
  const shown = useImageValue(item.url.src ? item.url : undefined);
  return (
    <Image
      src={shown?.variants?.[1]?.src ?? shown?.src}
      alt={item.name}
      h={64}
      w={64}
      fit="contain"
      radius="sm"
      bg="gray.1"
    />
  );
}

function LogoCollection({ api }: { api: EditorApi<typeof branding> }) {
  const form = api.form;
  const hints = api.field('collection.url').hints;
  const items: LogoItem[] = api.values.collection ?? [];
  const [busy, setBusy] = useState(false);
  // Apply Changes waits while logos are processed.
  const { track } = usePendingWork();

  const switchToImage = (url: ImageValue) => {
    api.set('box.contentType', 'image');
    api.set('box.iconImage', url);
    api.set('logo.iconType', 'image');
    api.set('logo.iconImage', url);
  };

  const makeDefault = (index: number) => {
    const current = (form.state.values.collection ?? []) as LogoItem[];
    api.set(
      'collection',
      current.map((item, i) => ({ ...item, isDefault: i === index })),
    );
    const chosen = current[index];
    if (chosen) switchToImage(chosen.url);
  };

  const addAll = async (files: File[]) => {
    for (const file of files) {
      // Checked (type by its bytes, 2 MB), resized and re-encoded; an SVG is drawn to pixels.
      let url: ImageValue;
      try {
        url = await processImage(file, hints);
      } catch (error) {
        notifications.show({ color: 'red', title: 'Error', message: (error as Error).message });
        continue;
      }
      const current = (form.state.values.collection ?? []) as LogoItem[];
      const first = current.length === 0;
      const item: LogoItem = {
        id: `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`,
        name: file.name.slice(0, 120),
        url,
        isDefault: first,
      };
      api.set('collection', [...current, item]);
      if (first) switchToImage(url);
    }
  };

  const upload = async (files: File[]) => {
    if (files.length === 0) return;
    setBusy(true);
    try {
      await track(addAll(files));
    } finally {
      setBusy(false);
    }
  };

  const remove = (index: number) => {
    const current = (form.state.values.collection ?? []) as LogoItem[];
    api.set(
      'collection',
      current.filter((_, i) => i !== index),
    );
  };

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        PNG, JPEG, WebP, GIF, AVIF or SVG images, at most 2 MB each. You can choose several at once.
      </Text>
      <FileButton onChange={upload} accept={(hints.accept ?? []).join(',')} multiple>
        {(props) => (
          <Button
            {...props}
            w="fit-content"
            leftSection={<IconUpload size={16} aria-hidden />}
            loading={busy}
          >
            Upload Logos
          </Button>
        )}
      </FileButton>
      <Title order={4}>Logo collection ({items.length})</Title>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          No logos uploaded yet.
        </Text>
      ) : null}
      <SimpleGrid
        cols={{ base: 1, sm: 2 }}
        component="ul"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {items.map((item, index) => (
          <Card key={item.id || index} component="li" withBorder padding="sm" aria-label={item.name}>
            <Group wrap="nowrap" align="flex-start">
              <CollectionThumb item={item} />
              <Stack gap={4} style={{ minWidth: 0 }}>
                <Text size="sm" fw={600} truncate>
                  {item.name}
                </Text>
                {item.isDefault ? <Badge color="green">Default</Badge> : null}
                <Group gap="xs">
                  {item.isDefault ? null : (
                    <Button
                      size="compact-xs"
                      variant="light"
                      onClick={() => makeDefault(index)}
                      aria-label={`Make ${item.name} the default logo`}
                    >
                      Make default
                    </Button>
                  )}
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    color="red"
                    onClick={() => remove(index)}
                    aria-label={`Remove ${item.name}`}
                  >
                    Remove
                  </Button>
                </Group>
              </Stack>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function BrandingBody({ api }: { api: EditorApi<typeof branding> }) {
  const [appliedJson, setAppliedJson] = useState<string | null>(null);
  const applied = appliedJson === JSON.stringify(api.values);
  const box = api.field('box');
  const logo = api.field('logo');
  const letters = api.field('letters');
  const navBarColor = api.field('navBarColor');

  const apply = async () => {
    const values = api.values;
    if (await api.save()) {
      setAppliedJson(JSON.stringify(values));
      announceLogoUpdated();
    }
  };

  return (
    <Stack gap="md">
      <Card withBorder padding="md" component="section" aria-label="Logo box">
        <Stack gap="sm">
          <Title order={3}>Logo box</Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <FieldList descriptors={box.fields ?? []} parent={box.key} level={4} />
          </SimpleGrid>
        </Stack>
      </Card>
      <Card withBorder padding="md" component="section" aria-label="Logo text">
        <Stack gap="sm">
          <Title order={3}>Logo text</Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <FieldList descriptors={logo.fields ?? []} parent={logo.key} level={4} />
          </SimpleGrid>
        </Stack>
      </Card>
      <Tabs defaultValue="letters" keepMounted={false} variant="outline" aria-label="Logo settings">
        <Tabs.List>
          <Tabs.Tab value="letters">Individual Letters</Tabs.Tab>
          <Tabs.Tab value="upload">Upload Logo</Tabs.Tab>
          <Tabs.Tab value="navbar">Navigation Bar</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="letters" pt="md">
          <SafeField descriptor={letters} name={letters.key} level={3} />
        </Tabs.Panel>
        <Tabs.Panel value="upload" pt="md">
          <LogoCollection api={api} />
        </Tabs.Panel>
        <Tabs.Panel value="navbar" pt="md">
          <SafeField descriptor={navBarColor} name={navBarColor.key} />
        </Tabs.Panel>
      </Tabs>
      <SaveBar
        label={applied ? 'Applied' : 'Apply Changes'}
        onSave={apply}
        saving={api.saving}
        dirty={api.dirty}
        disabled={applied}
        color={applied ? 'green' : undefined}
        ariaLabel={applied ? 'Applied Successfully' : undefined}
      />
    </Stack>
  );
}

export const BrandingEditor: EditorExtension = ({ entity }) => (
  <EntityEditor
    entity={entity as typeof branding}
    successTitle="Success"
    failureMessage="Failed to apply changes. Please try again."
    render={(api) => <BrandingBody api={api} />}
  />
);
