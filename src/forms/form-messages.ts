/**
 * Site Text's form messages, read for a route's forms when a form first needs them (in the forms
 * chunk every page with a form loads).
 */
import { siteTextPart } from '@schemas/parts/site-text/part';
import type { RouterContext } from '@/app/router-context';
import { loadSettings } from '@/app/settings-loader';
import type { FormMessages } from '@/app/site-text';

/**
 * A read of Site Text's form messages (what a form says when its check or send fails) for a route's
 * loader to hand its forms: made when a visitor first reaches for a form, with the code that checks
 * and sends it, so the page's own scripts carry none of these words.
 */
export const formMessagesReader =
  (context: RouterContext, routeId: string) => async (): Promise<FormMessages> => {
    const { formMessages } = await import('@schemas/parts/site-text/form-messages');
    const { siteText } = await loadSettings(context, routeId, { siteText: siteTextPart({ formMessages }) });
    return siteText.formMessages;
  };
