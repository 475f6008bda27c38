/**
 * An image field: upload (processed in a Web Worker by processImage, with a progress bar), the
 * preview with its focal-point picker, alt text (required for content images; a field with
 * `altFrom` shows the sibling value that stands in for it; a decorative-capable field has a
 * 'Decorative' switch), and Remove. A refused file gets the schema's (or the pipeline's) message
 * and changes nothing. The field holds one image value (src/schema-kit/image-value.ts).
 */
import { Checkbox, Fieldset, Stack, Text } from '@mantine/core';
import { useStore } from '@tanstack/react-form';
import { toImageValue } from '@/schema-kit/image-schema';
import type { ImageValue } from '@/schema-kit/image-value';
import { valueAt } from '@/schema-kit/value-at';
import { useImageValue } from '@/storage/use-image-src';
import { firstError, useFieldContext, useFieldDisabled } from '../renderer/form-context';
import { FocalPointPicker } from './FocalPointPicker';
import { AltText, type AltTextProps, UploadControls, useImageUpload } from './image-parts';
import type { WidgetProps } from './types';

/** The form name of a sibling field: `members[2].image` -> `members[2].name`. */
const siblingName = (name: string, key: string) => name.replace(/[^.[\]]+$/, key);

/** A size of the value fit for a preview a few hundred pixels wide. */
export const previewOf = (image: ImageValue | undefined) =>
  image?.variants?.find((variant) => variant.width >= 480)?.src ?? image?.variants?.at(-1)?.src ?? image?.src;

/** Alt text whose stand-in is a sibling field (a team member's name), kept current as it is typed. */
function AltTextFromSibling({ sibling, ...props }: AltTextProps & { sibling: string }) {
  const form = useFieldContext<unknown>().form;
  const stand = useStore(form.store, (state) => valueAt(state.values, sibling));
  return <AltText {...props} stand={typeof stand === 'string' ? stand : undefined} />;
}

export function ImageWidget({ descriptor, label }: WidgetProps) {
  const field = useFieldContext<ImageValue | string>();
  const disabled = useFieldDisabled();
  const uploader = useImageUpload(descriptor.hints);
  const rule = descriptor.hints.image;
  const altFrom = rule?.altFrom;
  const value = toImageValue(field.state.value);
  const shown = useImageValue(value.src ? value : undefined);
  const title = label ?? descriptor.title;
  const busy = uploader.busy;

  const set = (next: Partial<ImageValue>) => field.handleChange({ ...value, ...next });
  // A new photo of the same subject keeps what the owner wrote about it.
  const onUploaded = (processed: ImageValue) =>
    field.handleChange({ ...processed, alt: value.alt, ...(value.decorative ? { decorative: true } : {}) });

  const error = uploader.problem ?? firstError(field.state.meta.errors);
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
        <UploadControls
          uploader={uploader}
          title={title}
          label={`Upload ${title}`}
          hints={descriptor.hints}
          disabled={disabled}
          hasImage={Boolean(value.src)}
          onUploaded={onUploaded}
          onRemove={() => field.handleChange({ src: '', alt: '' })}
        />
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
