/** The confirmation shown after a form was sent (or quietly dropped as a bot): focused, announced. */
import { type ReactNode, useEffect, useRef } from 'react';
import { Icon } from '@/components/ui/icons';

export function FormSuccess({ title, children }: { title: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      className="cp-form-message cp-form-message--success"
      data-testid="form-success"
    >
      <p className="cp-form-message__title">
        <Icon name="check" size={18} /> {title}
      </p>
      <p>{children}</p>
    </div>
  );
}
