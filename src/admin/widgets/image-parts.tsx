/**
 * What every widget that takes an uploaded image shares (the image widget, an illustration's photo):
 * the one upload path (processImage: checked, processed in a Web Worker, kept in IndexedDB), with its
 * progress bar, its notice and its refusal (the schema's or the pipeline's message; nothing changes),
 * the upload button, and the alt text input.
 */
import { Alert, Button, FileButton, Progress, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import IconUpload from '@tabler/icons-react/icons/IconUpload';
import { useState } from 'react';
import type { FieldHints } from '@/schema-kit/fields';
import type { ImageValue } from '@/schema-kit/image-value';
import { usePendingWork } from '../editor/pending-work';
import { processImage } from '../images/process-image';

/** Uploads for a field with these hints; `upload` resolves to the processed value, or undefined when refused. */
export function useImageUpload(hints: FieldHints) {
  const [problem, setProblem] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const [progress, setProgress] = useState<number>();
  // The editor's save and publish buttons wait while the image is processed.
  const { track } = usePendingWork();

  const upload = async (file: File | null): Promise<ImageValue | undefined> => {
    if (!file) return undefined;
    setProgress(0);
    setNotice(undefined);
    try {
      const processed = await track(processImage(file, hints, setProgress, { onNotice: setNotice }));
      setProblem(undefined);
      return processed;
    } catch (error) {
      const message = error instanceof Error ? error.message : 'The image could not be stored.';
      setProblem(message);
      notifications.show({ color: 'red', title: 'Error', message });
      return undefined;
    } finally {
      setProgress(undefined);
    }
  };

  return { upload, problem, notice, progress, busy: progress !== undefined };
}

export type ImageUpload = ReturnType<typeof useImageUpload>;

/** The file picker's button: `label` names it ('Upload Photo', 'Upload a photo'). */
export function UploadButton({
  label,
  hints,
  uploader,
  disabled,
  onUploaded,
}: {
  label: string;
  hints: FieldHints;
  uploader: ImageUpload;
  disabled: boolean;
  onUploaded: (processed: ImageValue) => void;
}) {
  const accept = (hints.accept ?? ['image/*']).join(',');
  const onFile = async (file: File | null) => {
    const processed = await uploader.upload(file);
    if (processed) onUploaded(processed);
  };
  return (
    <FileButton onChange={onFile} accept={accept} disabled={disabled || uploader.busy}>
      {(props) => (
        <Button
          {...props}
          variant="light"
          size="xs"
          loading={uploader.busy}
          disabled={disabled}
          leftSection={<IconUpload size={16} aria-hidden />}
        >
          {label}
        </Button>
      )}
    </FileButton>
  );
}

/** The progress bar while an upload is processed. */
export function UploadProgress({ uploader, title }: { uploader: ImageUpload; title: string }) {
  return uploader.busy ? (
    <Progress
      value={Math.round((uploader.progress ?? 0) * 100)}
      aria-label={`Processing ${title}`}
      animated
      striped
    />
  ) : null;
}

/** What the owner should know about an accepted file (an animated GIF became a still). */
export function UploadNotice({ uploader }: { uploader: ImageUpload }) {
  return uploader.notice ? (
    <Alert color="blue" variant="light" p="xs">
      {uploader.notice}
    </Alert>
  ) : null;
}

export interface AltTextProps {
  value: string;
  required: boolean;
  disabled: boolean;
  onChange: (alt: string) => void;
  onBlur: () => void;
  /** The sibling value that stands in for empty alt text. */
  stand?: string;
}

export function AltText({ value, required, disabled, onChange, onBlur, stand }: AltTextProps) {
  return (
    <TextInput
      label="Alt text"
      description={
        stand
          ? `Left empty, the image is described as "${stand}".`
          : 'What the image shows, for visitors who cannot see it.'
      }
      placeholder={stand || undefined}
      withAsterisk={required}
      disabled={disabled}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={onBlur}
    />
  );
}
