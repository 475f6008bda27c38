/** A Site Text with its `{placeholders}` filled by elements, e.g. a link for `{email}`. */
import { Fragment, type ReactNode } from 'react';
import { fillParts } from '@/schema-kit/template';

export function Filled({ text, values }: { text: string; values: Readonly<Record<string, ReactNode>> }) {
  // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text, in its order, never reordered.
  return fillParts(text, values).map((part, index) => <Fragment key={index}>{part}</Fragment>);
}
