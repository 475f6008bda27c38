/** The live preview's frame of an editor: beside the form (sticky while the form scrolls) or above it. */
import { Paper, Title } from '@mantine/core';
import type { ComponentType } from 'react';
import type { FormValues } from '../renderer/form-hook';

/** The live preview's frame: beside the form (sticky while the form scrolls) or above it. */
export function LivePreview({
  Preview,
  values,
  sticky = false,
}: {
  Preview: ComponentType<{ values: FormValues }>;
  values: FormValues;
  sticky?: boolean;
}) {
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="aside"
      aria-label="Live preview"
      pos={sticky ? { base: 'static', lg: 'sticky' } : undefined}
      top={sticky ? 16 : undefined}
    >
      <Title order={3} size="h5" mb="sm">
        Live preview
      </Title>
      <Preview values={values} />
    </Paper>
  );
}
