/**
 * What every public form does, as a React 19 action (useActionState): read the native fields'
 * FormData, validate it with the form's valibot schema, drop bots quietly (honeypot and minimum
 * fill time), send, and report. The fields are uncontrolled, so whatever a visitor typed or chose
 * before the page hydrated stays, and a failed send leaves everything in place; only a successful
 * one resets the form.
 *
 * The submit handler dispatches the action itself inside a transition (instead of `<form action>`),
 * because React resets a form after its `action` runs whether the send worked or not: a failed send
 * would lose the text and the chosen file.
 */
import { type FormEvent, startTransition, useActionState, useEffect, useRef, useState } from 'react';
import * as v from 'valibot';
import { useHydrated } from '@/app/use-hydrated';
import { issuePath } from '@/schema-kit/issue-path';
import { HONEYPOT_FIELD, looksAutomated, MIN_FILL_MS } from './bot-check';
import type { Delivery } from './deliver';

/** Messages by field name (the dotted path of the schema issue, e.g. "extra.budget"). */
export type FieldErrors = Readonly<Record<string, string>>;

export type FormResult<Sent> =
  | { status: 'idle' }
  | { status: 'invalid'; errors: FieldErrors }
  | { status: 'failed'; message: string }
  /** `sent` is what the form's `send` resolved with, or undefined for a quietly dropped bot. */
  | { status: 'sent'; sent: Sent | undefined };

export interface FormActionOptions<S extends v.GenericSchema, Sent> {
  schema: S;
  /** The values the schema checks, read from the form's fields. */
  read: (data: FormData) => v.InferInput<S>;
  /**
   * Sends valid values (and whatever else the fields hold, e.g. a chosen file); `sent` is what the
   * confirmation needs (e.g. the visitor's name).
   */
  send: (values: v.InferOutput<S>, data: FormData) => Promise<{ delivery: Delivery; sent: Sent }>;
}

/** The first message for each field. */
export function fieldErrors(issues: readonly v.BaseIssue<unknown>[]): FieldErrors {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[issuePath(issue)] ??= issue.message;
  return errors;
}

export function useFormAction<S extends v.GenericSchema, Sent>({
  schema,
  read,
  send,
}: FormActionOptions<S, Sent>) {
  const formRef = useRef<HTMLFormElement>(null);
  // A prerendered form was on screen from the page's first paint, not from hydration.
  const hydrated = useHydrated();
  const [shownSince] = useState(() => (hydrated ? Date.now() : performance.timeOrigin));
  /** True once a person could have filled the form in (tests wait for it, as a person would). */
  const [armed, setArmed] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setArmed(true), Math.max(0, shownSince + MIN_FILL_MS - Date.now()));
    return () => window.clearTimeout(timer);
  }, [shownSince]);

  const [result, dispatch, pending] = useActionState(
    async (_previous: FormResult<Sent>, data: FormData): Promise<FormResult<Sent>> => {
      const parsed = v.safeParse(schema, read(data));
      if (!parsed.success) return { status: 'invalid', errors: fieldErrors(parsed.issues) };
      const honeypot = data.get(HONEYPOT_FIELD);
      if (looksAutomated(typeof honeypot === 'string' ? honeypot : '', shownSince, Date.now())) {
        return { status: 'sent', sent: undefined };
      }
      const { delivery, sent } = await send(parsed.output, data);
      return delivery.ok ? { status: 'sent', sent } : { status: 'failed', message: delivery.message };
    },
    { status: 'idle' },
  );

  // After a failed check, each edit checks again, so a message goes as soon as its field is right.
  const [liveErrors, setLiveErrors] = useState<FieldErrors>();
  const errors = liveErrors ?? (result.status === 'invalid' ? result.errors : {});

  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    if (result.status === 'sent') form.reset();
    if (result.status === 'invalid') form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [result]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return; // one send at a time
    const data = new FormData(event.currentTarget);
    setLiveErrors(undefined); // this send's result decides
    startTransition(() => dispatch(data));
  };
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    if (result.status !== 'invalid') return;
    const parsed = v.safeParse(schema, read(new FormData(event.currentTarget)));
    setLiveErrors(parsed.success ? {} : fieldErrors(parsed.issues));
  };

  return {
    result,
    errors,
    pending,
    /**
     * Spread on the <form>. `method="dialog"` outside a dialog makes a submit before the page's
     * scripts have run do nothing, instead of reloading the page with the answers in its URL.
     */
    formProps: {
      ref: formRef,
      method: 'dialog',
      noValidate: true,
      onSubmit,
      onChange,
      'data-armed': armed || undefined,
    },
  };
}

/** A text field's value in FormData ('' when absent). */
export const textOf = (data: FormData, name: string): string => {
  const value = data.get(name);
  return typeof value === 'string' ? value : '';
};
