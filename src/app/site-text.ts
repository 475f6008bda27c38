/**
 * Site Text (schemas/site-text.ts) for components. Each route's loader reads, under `siteText`, the
 * groups its page shows (schemas/parts/site-text/part.ts), the root's loader those of the frame and
 * the not-found page; a component asks for the group it needs and gets it from whichever loader of
 * the page read it. Forms, which tests render on their own, take theirs as props.
 */
import type siteTextEntity from '@schemas/site-text';
import { type AnyRouteMatch, useMatches } from '@tanstack/react-router';
import type { SettingsOf } from '@/schema-kit/entity';

export type SiteText = SettingsOf<typeof siteTextEntity>;

/** The group as the innermost loader that read it has it. */
const groupIn = <G extends keyof SiteText>(matches: AnyRouteMatch[], group: G): SiteText[G] | undefined => {
  for (let index = matches.length - 1; index >= 0; index--) {
    const read = (matches[index]?.loaderData as { siteText?: Partial<SiteText> } | undefined)?.siteText;
    if (read?.[group]) return read[group];
  }
  return undefined;
};

export function useSiteText<G extends keyof SiteText>(group: G): SiteText[G] {
  const text = useMatches({ select: (matches) => groupIn(matches, group) });
  if (!text)
    throw new Error(`No loader of this page reads Site Text's "${group}": add it to its siteTextPart.`);
  return text as SiteText[G];
}

export type FormMessages = SiteText['formMessages'];
