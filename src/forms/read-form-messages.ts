/** Reads Site Text's form messages through the settings store, as a route's loader would. */
import { formMessages } from '@schemas/parts/site-text/form-messages';
import { siteTextPart } from '@schemas/parts/site-text/part';
import type { RouterContext } from '@/app/router-context';
import { loadSettings } from '@/app/settings-loader';
import type { FormMessages } from '@/app/site-text';

export async function readFormMessages(context: RouterContext, routeId: string): Promise<FormMessages> {
  const { siteText } = await loadSettings(context, routeId, { siteText: siteTextPart({ formMessages }) });
  return siteText.formMessages;
}
