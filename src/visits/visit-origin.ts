/**
 * Where this tab's visit began: its first page, the referring site's host and the campaign in that
 * page's address. Kept in sessionStorage, so it lasts the tab's life only and is never sent to
 * anyone but our own database: with each page view, and with a form, so the owner sees which page,
 * site and campaign brought the lead. Nothing here identifies the visitor.
 */

export interface VisitOrigin {
  firstPage: string;
  referrerHost: string;
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
}

const KEY = 'connectia:visit-origin';

const read = (): VisitOrigin | undefined => {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
    return value && typeof value === 'object' && typeof (value as VisitOrigin).firstPage === 'string'
      ? (value as VisitOrigin)
      : undefined;
  } catch {
    return undefined; // storage blocked or a value we did not write
  }
};

/** The referring site's host, or '' for none or for this site itself. */
const referrerHost = (): string => {
  try {
    const host = document.referrer ? new URL(document.referrer).hostname : '';
    return host === location.hostname ? '' : host;
  } catch {
    return '';
  }
};

/** This tab's origin, made from the page now open when the visit starts here. */
export function startVisitOrigin(): VisitOrigin {
  const known = read();
  if (known) return known;
  const query = new URLSearchParams(location.search);
  const origin: VisitOrigin = {
    firstPage: location.pathname,
    referrerHost: referrerHost(),
    utmSource: query.get('utm_source') ?? '',
    utmMedium: query.get('utm_medium') ?? '',
    utmCampaign: query.get('utm_campaign') ?? '',
  };
  try {
    sessionStorage.setItem(KEY, JSON.stringify(origin));
  } catch {
    // Storage blocked: the visit still counts, its forms go without their origin.
  }
  return origin;
}

/** The columns a lead carries (snake case, as the inbox tables name them); {} outside a browser. */
export function leadOrigin(): Record<string, string> {
  if (typeof window === 'undefined') return {};
  const origin = read();
  return {
    sent_from: location.pathname,
    ...(origin && {
      first_page: origin.firstPage,
      referrer_host: origin.referrerHost,
      utm_source: origin.utmSource,
      utm_campaign: origin.utmCampaign,
    }),
  };
}
