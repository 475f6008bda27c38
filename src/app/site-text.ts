/**
 * The Site Text (schemas/site-text.ts) as the root route's loader read it: the interface's words for
 * any component under the router. Forms, which tests render on their own, take theirs as props.
 */
import type siteTextEntity from '@schemas/site-text';
import { useLoaderData } from '@tanstack/react-router';
import type { SettingsOf } from '@/schema-kit/entity';

export type SiteText = SettingsOf<typeof siteTextEntity>;

export const useSiteText = (): SiteText => useLoaderData({ from: '__root__' }).siteText;
