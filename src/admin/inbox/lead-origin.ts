/**
 * Where a lead came from, as its row records it (the page its form was on, and its visit's first
 * page, referrer host and campaign), and the Inbox's filter by it: the Analytics tab's lead counts
 * open the messages behind them with it. A source is the campaign's source, else the referring
 * site, else '(direct)', the same rule as the database's private.visit_source.
 */

/** Which leads to show: each given part must match. */
export interface LeadFilter {
  firstPage?: string;
  source?: string;
  campaign?: string;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export const DIRECT = '(direct)';

export const sourceOf = (row: Record<string, unknown>): string =>
  text(row.utm_source) || text(row.referrer_host) || DIRECT;

export function matchesLead(filter: LeadFilter, row: Record<string, unknown>): boolean {
  return (
    (filter.firstPage === undefined || text(row.first_page) === filter.firstPage) &&
    (filter.source === undefined || sourceOf(row) === filter.source) &&
    (filter.campaign === undefined || text(row.utm_campaign) === filter.campaign)
  );
}

export const isFiltering = (filter: LeadFilter | undefined): filter is LeadFilter =>
  !!filter &&
  (filter.firstPage !== undefined || filter.source !== undefined || filter.campaign !== undefined);

/** 'first page / · source newsletter · campaign launch': what a filter shows. */
export function filterText(filter: LeadFilter): string {
  return [
    filter.firstPage !== undefined ? `first page ${filter.firstPage || '(not recorded)'}` : '',
    filter.source !== undefined ? `source ${filter.source}` : '',
    filter.campaign !== undefined ? `campaign ${filter.campaign}` : '',
  ]
    .filter(Boolean)
    .join(' · ');
}
