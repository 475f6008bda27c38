/**
 * Site Text's form messages (what a form says when its check or send fails), read when a visitor
 * first reaches for a form, with the code that checks and sends it: the page's own scripts carry none
 * of these words, nor the schemas and store that read them.
 */
import { useRouter } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { RouterContext } from '@/app/router-context';
import type { FormMessages } from '@/app/site-text';

/** A read of the form messages for `routeId`'s forms (recorded as that route's read, so a change re-runs it). */
export const formMessagesReader =
  (context: RouterContext, routeId: string) => async (): Promise<FormMessages> =>
    (await import('./read-form-messages')).readFormMessages(context, routeId);

/** The form messages' reader for a route's forms. */
export function useFormMessages(routeId: string): () => Promise<FormMessages> {
  const context = useRouter().options.context;
  return useMemo(() => formMessagesReader(context, routeId), [context, routeId]);
}
