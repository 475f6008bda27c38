/**
 * The body field: the rich-text editor (Tiptap, through @mantine/tiptap), loaded only when a
 * document editor shows a body, so neither public pages nor the other admin tabs carry it.
 */
import { Input, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { RichTextDoc } from '@/schema-kit/rich-text';
import { firstError, useFieldContext, useFieldDisabled } from '../renderer/form-context';
import type { WidgetProps } from './types';

const BodyEditor = lazy(() => import('./BodyEditor'));

export function RichTextWidget({ descriptor, label }: WidgetProps) {
  const field = useFieldContext<RichTextDoc>();
  const disabled = useFieldDisabled();
  const title = label ?? descriptor.title;
  return (
    <Input.Wrapper
      id={`${field.name}-editor`}
      label={title}
      description={descriptor.description || undefined}
      error={firstError(field.state.meta.errors)}
    >
      <Suspense fallback={<Loader size="sm" aria-label={`Loading the ${title.toLowerCase()} editor`} />}>
        <BodyEditor
          label={title}
          value={field.state.value}
          disabled={disabled}
          onChange={(doc) => field.handleChange(doc)}
        />
      </Suspense>
    </Input.Wrapper>
  );
}
