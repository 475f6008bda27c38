/**
 * Counts page views: one small POST to the database's record_visit for the first page and for each
 * client-side navigation, sent with fetch keepalive once the page is idle. It sends the path, the
 * page's language, a device class from the viewport's width and the visit's origin
 * (./visit-origin.ts); the database makes the day's visitor hash and drops robots by user agent.
 * Not counted: the signed-in owner (a session in this browser), automated browsers
 * (navigator.webdriver) and visitors whose browser sends Global Privacy Control.
 * No cookie, no localStorage or IndexedDB key (docs/decisions/025-visit-counting.md).
 */
import type { BackendAddress } from '@/app/backend';
import { localeOfPath } from '@/app/locale-path';
import { hasStoredSession } from '@/app/session-hint';
import { startVisitOrigin, type VisitOrigin } from './visit-origin';

/** What the reporter needs of the router: its public 'onResolved' event. */
interface Navigations {
  subscribe(event: 'onResolved', listener: () => void): () => void;
}

export function counted(): boolean {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  return !nav.webdriver && !nav.globalPrivacyControl && !hasStoredSession();
}

/** The viewport's class: the widths the site's own layout switches at. */
const device = () => (innerWidth < 768 ? 'phone' : innerWidth < 1024 ? 'tablet' : 'desktop');

function report(backend: BackendAddress, origin: VisitOrigin): void {
  const path = location.pathname;
  fetch(`${backend.supabaseUrl.replace(/\/+$/, '')}/rest/v1/rpc/record_visit`, {
    method: 'POST',
    keepalive: true,
    headers: {
      apikey: backend.anonKey,
      Authorization: `Bearer ${backend.anonKey}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({
      path,
      locale: localeOfPath(path),
      device: device(),
      referrer_host: origin.referrerHost,
      utm_source: origin.utmSource,
      utm_medium: origin.utmMedium,
      utm_campaign: origin.utmCampaign,
    }),
  }).catch(() => undefined); // a view that cannot be counted is not worth a visitor's error
}

export function startVisits(backend: BackendAddress, router: Navigations): void {
  if (!counted()) return;
  const origin = startVisitOrigin();
  let last = location.pathname;
  report(backend, origin);
  router.subscribe('onResolved', () => {
    if (location.pathname === last) return;
    last = location.pathname;
    report(backend, origin);
  });
}
