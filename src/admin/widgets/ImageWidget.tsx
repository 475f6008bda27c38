/**
 * Image upload: the file's real type (magic bytes) and size are checked against the schema's hints
 * with the schema's messages; accepted files go to IndexedDB through putBinary and the field keeps
 * the `idb:` reference. The preview reads the reference back with useImageSrc.
 */
import { Button, FileButton, Group, Image, Input, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import IconTrash from '@tabler/icons-react/icons/IconTrash';
import IconUpload from '@tabler/icons-react/icons/IconUpload';
import { useState } from 'react';
import { putBinary } from '@/storage/binary-store';
import { useImageSrc } from '@/storage/use-image-src';
import { firstError, useFieldContext, useFieldDisabled } from '../renderer/form-context';
import { checkImageFile } from '../renderer/image-check';
import type { WidgetProps } from './types';

export function ImageWidget({ descriptor, label }: WidgetProps) {
  const field = useFieldContext<string>();
  const disabled = useFieldDisabled();
  const [problem, setProblem] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const src = useImageSrc(field.state.value || undefined);
  const title = label ?? descriptor.title;
  const accept = (descriptor.hints.accept ?? ['image/*']).join(',');

  const onFile = async (file: File | null) => {
    if (!file) return;
    setBusy(true);
    try {
      const check = await checkImageFile(file, descriptor.hints);
      if (!check.ok) {
        setProblem(check.message);
        notifications.show({ color: 'red', title: 'Error', message: check.message });
        return;
      }
      const ref = await putBinary(file);
      setProblem(undefined);
      field.handleChange(ref);
    } catch (error) {
      const message = error instanceof Error ? error.message : 'The image could not be stored.';
      setProblem(message);
      notifications.show({ color: 'red', title: 'Error', message });
    } finally {
      setBusy(false);
    }
  };

  const error = problem ?? firstError(field.state.meta.errors);
  return (
    <Input.Wrapper
      id={`${field.name}-upload`}
      label={title}
      description={descriptor.description || undefined}
      error={error}
    >
      <Stack gap="xs" mt={4}>
        {src ? (
          <Image src={src} alt={`${title} preview`} h={96} w="auto" fit="contain" radius="sm" />
        ) : (
          <Text size="sm" c="dimmed">
            No image
          </Text>
        )}
        <Group gap="xs">
          <FileButton onChange={onFile} accept={accept} disabled={disabled}>
            {(props) => (
              <Button
                {...props}
                variant="light"
                size="xs"
                leftSection={<IconUpload size={16} aria-hidden />}
                loading={busy}
                disabled={disabled}
              >
                Upload {title}
              </Button>
            )}
          </FileButton>
          {field.state.value ? (
            <Button
              variant="subtle"
              color="red"
              size="xs"
              leftSection={<IconTrash size={16} aria-hidden />}
              disabled={disabled}
              onClick={() => field.handleChange('')}
            >
              Remove {title}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
