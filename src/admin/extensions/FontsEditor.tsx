/**
 * Site-wide fonts: four pickers with previews; Apply Font Changes stores, applies site-wide (the
 * `connectia:fonts-updated` event carries the settings) and shows Applied until a font is chosen
 * again; Reset to Defaults restores Inter for all, removes the stored value and applies.
 */
import { fontFamily } from '@content/fonts';
import { Button, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { announceFontsUpdated } from '@/storage/settings-events';
import { type EditorApi, EntityEditor } from '../editor/EntityEditor';
import { SaveBar } from '../editor/SaveBar';
import { PreviewFrame } from '../previews/previews';
import { SafeField } from '../renderer/FieldWidget';
import type { FormValues } from '../renderer/form-hook';
import type { EditorExtension } from './types';

function FontsBody({ api }: { api: EditorApi }) {
  const [appliedJson, setAppliedJson] = useState<string | null>(null);
  const json = JSON.stringify(api.values);
  const applied = appliedJson === json;

  const apply = async () => {
    const values = api.values;
    if (await api.save()) {
      announceFontsUpdated(values);
      setAppliedJson(JSON.stringify(values));
    }
  };
  const reset = async () => {
    const defaults = await api.resetStored();
    announceFontsUpdated(defaults);
    setAppliedJson(JSON.stringify(defaults));
  };

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {api.descriptors.map((descriptor) => (
          <Card key={descriptor.key} withBorder padding="md">
            <SafeField descriptor={descriptor} name={descriptor.key} />
          </Card>
        ))}
      </SimpleGrid>
      <SaveBar
        label={applied ? 'Applied' : 'Apply Font Changes'}
        onSave={apply}
        saving={api.saving}
        dirty={api.dirty}
        disabled={applied}
        ariaLabel={applied ? 'Applied Successfully' : undefined}
      >
        <Button variant="default" onClick={reset}>
          Reset to Defaults
        </Button>
      </SaveBar>
    </Stack>
  );
}

export function FontsPreview({ values }: { values: FormValues }) {
  const fonts = values as Record<'primary' | 'secondary' | 'headings' | 'body', string>;
  return (
    <PreviewFrame>
      <Stack gap="xs" p="md" bg="white">
        <Title order={4} style={{ fontFamily: fontFamily(fonts.headings) }}>
          Connecting People & Solutions
        </Title>
        <Text size="sm" style={{ fontFamily: fontFamily(fonts.body) }}>
          Technology services, skilled talent and sustainable solutions for growing businesses.
        </Text>
        <Text size="xs" c="dimmed" style={{ fontFamily: fontFamily(fonts.secondary) }}>
          Connecting People Solutions
        </Text>
        <Button size="xs" w="fit-content" style={{ fontFamily: fontFamily(fonts.primary) }} tabIndex={-1}>
          Get Started
        </Button>
      </Stack>
    </PreviewFrame>
  );
}

export const FontsEditor: EditorExtension = ({ entity }) => (
  <EntityEditor entity={entity} preview={FontsPreview} render={(api) => <FontsBody api={api} />} />
);
