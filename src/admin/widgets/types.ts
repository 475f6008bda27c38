import type { FieldDescriptor } from '../renderer/describe-schema';

export interface WidgetProps {
  descriptor: FieldDescriptor;
  /** Overrides the schema's title as the visible label. */
  label?: string;
}
