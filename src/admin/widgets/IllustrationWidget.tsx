/**
 * An illustration field: the current picture, the bundled illustrations as a radio group of
 * thumbnails, "Upload a photo" (the image widget's own upload path: ./image-parts.tsx), the photo's
 * focal point, Remove, and the alt text, which a bundled illustration and a photo alike need. The
 * alt text stays when the picture changes: it is the owner's words about what the picture is for.
 */
import { Box, Fieldset, Group, Stack, Text } from '@mantine/core';
import { toImageValue } from '@/schema-kit/image-schema';
import { ART_PREFIX, artNameOf, type ImageValue } from '@/schema-kit/image-value';
import { useImageValue } from '@/storage/use-image-src';
import { firstError, useFieldContext, useFieldDisabled } from '../renderer/form-context';
import { artThumbnail } from './art-thumbnails';
import { FocalPointPicker } from './FocalPointPicker';
import { previewOf } from './ImageWidget';
import { AltText, UploadControls, useImageUpload } from './image-parts';
import { PictureChoices } from './PictureChoices';
import type { WidgetProps } from './types';

/** The art is white line work for the site's dark heroes: shown on the brand colour. */
function ArtPicture({ name, width, alt = '' }: { name: string; width: number; alt?: string }) {
  return (
    <Box
      component="img"
      src={artThumbnail(name)}
      alt={alt}
      width={width}
      height={(width * 3) / 4}
      style={{
        display: 'block',
        maxInlineSize: '100%',
        blockSize: 'auto',
        background: 'var(--mantine-primary-color-filled)',
        borderRadius: 'var(--mantine-radius-sm)',
      }}
    />
  );
}

export function IllustrationWidget({ descriptor, label }: WidgetProps) {
  const field = useFieldContext<ImageValue | string>();
  const disabled = useFieldDisabled();
  const uploader = useImageUpload(descriptor.hints);
  const names = descriptor.hints.options ?? [];
  const value = toImageValue(field.state.value, names);
  const art = artNameOf(value.src);
  const photo = value.src && art === undefined ? value : undefined;
  const shown = useImageValue(photo);
  const title = label ?? descriptor.title;
  const busy = uploader.busy;

  // The owner's alt text stays with the field whichever picture it shows.
  const choose = (name: string) => field.handleChange({ src: `${ART_PREFIX}${name}`, alt: value.alt });
  const onUploaded = (processed: ImageValue) => field.handleChange({ ...processed, alt: value.alt });
  const error = uploader.problem ?? firstError(field.state.meta.errors);

  return (
    <Fieldset legend={title} variant="unstyled" disabled={disabled}>
      <Stack gap="xs">
        {descriptor.description ? (
          <Text size="sm" c="dimmed">
            {descriptor.description}
          </Text>
        ) : null}
        {art !== undefined ? (
          <Group gap="sm" align="center">
            <ArtPicture name={art} width={160} alt={`${title} preview`} />
            <Text size="sm">Bundled illustration: {art}</Text>
          </Group>
        ) : photo ? (
          <Stack gap={4}>
            <FocalPointPicker
              src={previewOf(shown)}
              alt={`${title} preview`}
              focal={photo.focal ?? { x: 0.5, y: 0.5 }}
              onChange={(focal) => field.handleChange({ ...photo, focal })}
              disabled={disabled || busy}
              title={title}
            />
            <Text size="sm">Uploaded photo</Text>
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            No illustration
          </Text>
        )}
        <PictureChoices
          label="Bundled illustrations"
          choices={names.map((name) => ({
            value: name,
            label: name,
            picture: <ArtPicture name={name} width={96} />,
          }))}
          value={art ?? ''}
          onChange={choose}
          cell={104}
          captions
          disabled={disabled}
        />
        <UploadControls
          uploader={uploader}
          title={title}
          label="Upload a photo"
          hints={descriptor.hints}
          disabled={disabled}
          hasImage={Boolean(value.src)}
          onUploaded={onUploaded}
          onRemove={() => field.handleChange({ src: '', alt: '' })}
        />
        {value.src ? (
          <AltText
            value={value.alt}
            required
            disabled={disabled}
            onChange={(alt) => field.handleChange({ ...value, alt })}
            onBlur={field.handleBlur}
          />
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
