/**
 * What every public form does, as a React 19 action (useActionState): read the native fields'
 * FormData, validate it with the form's valibot schema, drop bots quietly (honeypot and minimum
 * fill time), send, and report. The fields are uncontrolled, so whatever a visitor typed or chose
 * before the page hydrated stays, and a failed send leaves everything in place; only a successful
 * one resets the form.
 *
 * The form renders and hydrates with its page; its schema and delivery (./senders.ts) load once a
 * visitor focuses one of its fields, or at the latest when it is sent, so the page's first scripts
 * carry neither.
 *
 * The submit handler dispatches the action itself inside a transition (instead of `<form action>`),
 * because React resets a form after its `action` runs whether the send worked or not: a failed send
 * would lose the text and the chosen file.
 */
import {
  type FormEvent,
  startTransition,
  useActionState,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import type * as v from 'valibot';
import { useHydrated } from '@/app/use-hydrated';
import { HONEYPOT_FIELD, looksAutomated, MIN_FILL_MS } from './bot-check';
import type { Sender } from './senders';

/** Messages by field name (the dotted path of the schema issue, e.g. "extra.budget"). */
export type FieldErrors = Readonly<Record<string, string>>;

export type FormResult<Sent> =
  | { status: 'idle' }
  | { status: 'invalid'; errors: FieldErrors }
  | { status: 'failed'; message: string }
  /** `sent` is what the sender resolved with, or undefined for a quietly dropped bot. */
  | { status: 'sent'; sent: Sent | undefined };

export interface FormActionOptions<S extends v.GenericSchema, Sent> {
  /** Loads the form's sender, e.g. `() => import('./senders').then((m) => m.newsletterSender)`. */
  sender: () => Promise<Sender<S, Sent>>;
  /** The values the schema checks, read from the form's fields. */
  read: (data: FormData) => v.InferInput<S>;
  /** Said when the sender could not load (offline before the code arrived), like a failed send; the text stays. */
  notLoaded: string;
}

export function useFormAction<S extends v.GenericSchema, Sent>({
  sender,
  read,
  notLoaded,
}: FormActionOptions<S, Sent>) {
  const formRef = useRef<HTMLFormElement>(null);
  /** The sender once loaded: the live re-check after a failed one uses its check. */
  const loaded = useRef<Sender<S, Sent>>(undefined);
  const latestSender = useRef(sender);
  latestSender.current = sender;
  const [ready, setReady] = useState(false);
  const load = useCallback(async () => {
    loaded.current = await latestSender.current();
    setReady(true);
    return loaded.current;
  }, []);
  /** A visitor reaching for the form: its sender loads now, so sending does not wait for it. */
  const prefetch = useCallback(() => {
    if (!loaded.current) load().catch(() => undefined); // a failure is said when sending
  }, [load]);
  // Focus that arrived before the page hydrated (a visitor already typing) fires no focus event.
  useEffect(() => {
    if (formRef.current?.contains(document.activeElement)) prefetch();
  }, [prefetch]);
  // A prerendered form was on screen from the page's first paint, not from hydration.
  const hydrated = useHydrated();
  const [shownSince] = useState(() => (hydrated ? Date.now() : performance.timeOrigin));
  /**
   * True once a person could have filled the form in (tests wait for it, as a person would, with
   * data-armed, which also waits for the sender a focus started loading).
   */
  const [armed, setArmed] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setArmed(true), Math.max(0, shownSince + MIN_FILL_MS - Date.now()));
    return () => window.clearTimeout(timer);
  }, [shownSince]);

  const [result, dispatch, pending] = useActionState(
    async (_previous: FormResult<Sent>, data: FormData): Promise<FormResult<Sent>> => {
      let form: Sender<S, Sent>;
      try {
        form = await load();
      } catch {
        return { status: 'failed', message: notLoaded };
      }
      const parsed = form.check(read(data));
      if (!parsed.success) return { status: 'invalid', errors: parsed.errors };
      const honeypot = data.get(HONEYPOT_FIELD);
      if (looksAutomated(typeof honeypot === 'string' ? honeypot : '', shownSince, Date.now())) {
        return { status: 'sent', sent: undefined };
      }
      const { delivery, sent } = await form.send(parsed.output, data);
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
    prefetch();
    const form = loaded.current;
    if (result.status !== 'invalid' || !form) return;
    const parsed = form.check(read(new FormData(event.currentTarget)));
    setLiveErrors(parsed.success ? {} : parsed.errors);
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
      onFocus: prefetch,
      'data-armed': (armed && ready) || undefined,
    },
  };
}

/** A text field's value in FormData ('' when absent). */
export const textOf = (data: FormData, name: string): string => {
  const value = data.get(name);
  return typeof value === 'string' ? value : '';
};

/** A file field's chosen file, or undefined (an empty file input still sends an unnamed, empty file). */
export const fileOf = (data: FormData, name: string): File | undefined => {
  const file = data.get(name);
  return file instanceof File && file.name !== '' ? file : undefined;
};
