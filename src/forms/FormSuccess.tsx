/** The confirmation shown after a form was sent (or quietly dropped as a bot): focused, announced. */
import { Alert } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Icon } from '@/components/ui/icons';

export function FormSuccess({ title, children }: { title: string; children: React.ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      role="status"
      color="green.9"
      variant="light"
      title={title}
      icon={<Icon name="check" size={20} />}
      data-testid="form-success"
    >
      {children}
    </Alert>
  );
}
