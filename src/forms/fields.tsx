/**
 * The public forms' fields: native, uncontrolled inputs with their label, an optional note and the
 * inline error, styled by forms.css. The browser owns their values (typing before the page has
 * hydrated is kept); the form reads them as FormData when it is sent.
 */
import './forms.css';
import { type ReactNode, useId } from 'react';
import { buttonLook } from '@/components/ui/Button';
import { VisuallyHidden } from '@/components/ui/layout';

export interface FieldProps {
  label: string;
  name: string;
  required?: boolean;
  /** The inline message of a failed check. */
  error?: string;
  /** Spans both columns of a FieldGrid. */
  wide?: boolean;
}

/** Label, control and message, wired for assistive technology. */
export function Field({
  label,
  required,
  error,
  wide,
  children,
}: Omit<FieldProps, 'name'> & {
  children: (control: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={wide ? 'cp-field cp-field--wide' : 'cp-field'}>
      <label className="cp-field__label" htmlFor={id}>
        {label}
        {required ? (
          <span className="cp-field__required" aria-hidden="true">
            {' *'}
          </span>
        ) : null}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
      })}
      {error ? (
        <p className="cp-field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

export interface TextFieldProps extends FieldProps {
  type?: 'text' | 'email' | 'tel' | 'date';
  autoComplete?: string;
  placeholder?: string;
}

export function TextField({ type = 'text', autoComplete, placeholder, name, ...field }: TextFieldProps) {
  return (
    <Field {...field}>
      {(control) => (
        <input
          {...control}
          className="cp-field__control"
          type={type}
          name={name}
          required={field.required}
          autoComplete={autoComplete}
          placeholder={placeholder}
          // Addresses and numbers are written left to right on Arabic pages too.
          dir={type === 'email' || type === 'tel' ? 'ltr' : undefined}
          defaultValue=""
        />
      )}
    </Field>
  );
}

/** Fields side by side from the small breakpoint, one column below it. */
export function FieldGrid({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <div className="cp-field-grid" data-testid={testId}>
      {children}
    </div>
  );
}

/** The form's send button; while the form sends it shows a spinner and says so to screen readers. */
export function SubmitButton({
  pending,
  sending,
  children,
  tone,
}: {
  pending: boolean;
  /** What screen readers are told while the form sends. */
  sending: string;
  children: ReactNode;
  tone?: 'pink';
}) {
  const look = buttonLook({ size: 'md', tone: tone ?? 'brand', className: 'cp-submit' });
  return (
    <>
      <button
        type="submit"
        className={look.className}
        aria-disabled={pending || undefined}
        data-pending={pending || undefined}
      >
        {pending ? <span className="cp-submit__spinner" aria-hidden="true" /> : null}
        {children}
      </button>
      <span role="status">
        <VisuallyHidden>{pending ? sending : ''}</VisuallyHidden>
      </span>
    </>
  );
}

/** "Fields marked with * are required." and similar notes. */
export function FormNote({ children }: { children: ReactNode }) {
  return <p className="cp-form-note">{children}</p>;
}
