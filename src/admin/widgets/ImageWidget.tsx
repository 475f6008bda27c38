/**
 * An image field: upload (processed in a Web Worker by processImage, with a progress bar), the
 * preview with its focal-point picker, alt text (required for content images; a field with
 * `altFrom` shows the sibling value that stands in for it; a decorative-capable field has a
 * 'Decorative' switch), and Remove. A refused file gets the schema's (or the pipeline's) message
 * and changes nothing. The field holds one image value (src/schema-kit/image-value.ts).
 */
import {
  Alert,
  Button,
  Checkbox,
  Fieldset,
  FileButton,
  Group,
  Progress,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import IconTrash from '@tabler/icons-react/icons/IconTrash';
import IconUpload from '@tabler/icons-react/icons/IconUpload';
import { useStore } from '@tanstack/react-form';
import { useState } from 'react';
import { type ImageValue, toImageValue } from '@/schema-kit/image-value';
import { useImageValue } from '@/storage/use-image-src';
import { usePendingWork } from '../editor/pending-work';
import { processImage } from '../images/process-image';
import { firstError, useFieldContext, useFieldDisabled } from '../renderer/form-context';
import { FocalPointPicker } from './FocalPointPicker';
import type { WidgetProps } from './types';

/** The form name of a sibling field: `members[2].image` -> `members[2].name`. */
const siblingName = (name: string, key: string) => name.replace(/[^.[\]]+$/, key);

const valueAt = (values: unknown, path: string): unknown =>
  path
    .split(/[.[\]]+/)
    .filter(Boolean)
    .reduce<unknown>(
      (inner, key) =>
        inner && typeof inner === 'object' ? (inner as Record<string, unknown>)[key] : undefined,
      values,
    );

/** A size of the value fit for a preview a few hundred pixels wide. */
const previewOf = (image: ImageValue | undefined) =>
  image?.variants?.find((variant) => variant.width >= 480)?.src ?? image?.variants?.at(-1)?.src ?? image?.src;

interface AltTextProps {
  value: string;
  required: boolean;
  disabled: boolean;
  onChange: (alt: string) => void;
  onBlur: () => void;
  /** The sibling value that stands in for empty alt text. */
  stand?: string;
}

function AltText({ value, required, disabled, onChange, onBlur, stand }: AltTextProps) {
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

/** Alt text whose stand-in is a sibling field (a team member's name), kept current as it is typed. */
function AltTextFromSibling({ sibling, ...props }: AltTextProps & { sibling: string }) {
  const form = useFieldContext<unknown>().form;
  const stand = useStore(form.store, (state) => valueAt(state.values, sibling));
  return <AltText {...props} stand={typeof stand === 'string' ? stand : undefined} />;
}

export function ImageWidget({ descriptor, label }: WidgetProps) {
  const field = useFieldContext<ImageValue | string>();
  const disabled = useFieldDisabled();
  const [problem, setProblem] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const [progress, setProgress] = useState<number>();
  // The editor's save and publish buttons wait while the image is processed.
  const { track } = usePendingWork();
  const rule = descriptor.hints.image;
  const altFrom = rule?.altFrom;
  const value = toImageValue(field.state.value);
  const shown = useImageValue(value.src ? value : undefined);
  const title = label ?? descriptor.title;
  const accept = (descriptor.hints.accept ?? ['image/*']).join(',');
  const busy = progress !== undefined;

  const set = (next: Partial<ImageValue>) => field.handleChange({ ...value, ...next });

  const onFile = async (file: File | null) => {
    if (!file) return;
    setProgress(0);
    setNotice(undefined);
    try {
      const processed = await track(
        processImage(file, descriptor.hints, setProgress, { onNotice: setNotice }),
      );
      setProblem(undefined);
      // A new photo of the same subject keeps what the owner wrote about it.
      field.handleChange({ ...processed, alt: value.alt, ...(value.decorative ? { decorative: true } : {}) });
    } catch (error) {
      const message = error instanceof Error ? error.message : 'The image could not be stored.';
      setProblem(message);
      notifications.show({ color: 'red', title: 'Error', message });
    } finally {
      setProgress(undefined);
    }
  };

  const error = problem ?? firstError(field.state.meta.errors);
  const altProps: AltTextProps = {
    value: value.alt,
    required: rule?.alt === 'required' && !value.decorative,
    disabled: disabled || !!value.decorative,
    onChange: (alt) => set({ alt }),
    onBlur: field.handleBlur,
  };
  return (
    <Fieldset legend={title} id={`${field.name}-upload`} variant="unstyled" disabled={disabled}>
      <Stack gap="xs">
        {descriptor.description ? (
          <Text size="sm" c="dimmed">
            {descriptor.description}
          </Text>
        ) : null}
        {value.src ? (
          <FocalPointPicker
            src={previewOf(shown)}
            alt={`${title} preview`}
            focal={value.focal ?? { x: 0.5, y: 0.5 }}
            onChange={(focal) => set({ focal })}
            disabled={disabled || busy}
            title={title}
          />
        ) : (
          <Text size="sm" c="dimmed">
            No image
          </Text>
        )}
        {busy ? (
          <Progress
            value={Math.round((progress ?? 0) * 100)}
            aria-label={`Processing ${title}`}
            animated
            striped
          />
        ) : null}
        <Group gap="xs">
          <FileButton onChange={onFile} accept={accept} disabled={disabled || busy}>
            {(props) => (
              <Button
                {...props}
                variant="light"
                size="xs"
                loading={busy}
                disabled={disabled}
                leftSection={<IconUpload size={16} aria-hidden />}
              >
                Upload {title}
              </Button>
            )}
          </FileButton>
          {value.src ? (
            <Button
              variant="subtle"
              color="red"
              size="xs"
              disabled={disabled || busy}
              onClick={() => field.handleChange({ src: '', alt: '' })}
              leftSection={<IconTrash size={16} aria-hidden />}
            >
              Remove {title}
            </Button>
          ) : null}
        </Group>
        {notice ? (
          <Alert color="blue" variant="light" p="xs">
            {notice}
          </Alert>
        ) : null}
        {value.src && rule?.alt !== 'none' ? (
          <>
            {altFrom ? (
              <AltTextFromSibling {...altProps} sibling={siblingName(field.name, altFrom)} />
            ) : (
              <AltText {...altProps} />
            )}
            {rule?.decorative ? (
              <Checkbox
                label="Decorative (no alt text: screen readers skip it)"
                checked={value.decorative ?? false}
                disabled={disabled}
                onChange={(event) =>
                  event.currentTarget.checked
                    ? set({ decorative: true })
                    : field.handleChange({ ...value, decorative: undefined })
                }
              />
            ) : null}
          </>
        ) : null}
        {error ? (
          <Text size="sm" c="red.8" role="alert">
            {error}
          </Text>
        ) : null}
      </Stack>
    </Fieldset>
  );
}
