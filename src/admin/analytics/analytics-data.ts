/**
 * The Analytics tab's figures: one call to the database's visit_report (which only the admin may
 * read), checked into plain rows, and the CSV of what the tab shows.
 */
import type { SupabaseClient } from '@supabase/supabase-js';

export const PERIODS = [7, 30, 90] as const;
export type Period = (typeof PERIODS)[number];

export interface Figures {
  visitors: number;
  views: number;
  leads: number;
}
export interface Day {
  day: string;
  visitors: number;
  views: number;
}
export interface Row extends Figures {
  /** The page, source, campaign, language or device. */
  name: string;
}
export interface Report {
  days: Day[];
  totals: Figures;
  pages: Row[];
  sources: Row[];
  campaigns: Row[];
  languages: Row[];
  devices: Row[];
}

const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const list = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value)
    ? value.filter((item): item is Record<string, unknown> => !!item && typeof item === 'object')
    : [];
const rows = (value: unknown, key: string): Row[] =>
  list(value).map((item) => ({
    name: String(item[key] ?? ''),
    visitors: num(item.visitors),
    views: num(item.views),
    leads: num(item.leads),
  }));

/** The report as the database answers it, read defensively: a missing part is empty. */
export function readReport(raw: unknown): Report {
  const data = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const days = list(data.days).map((item) => ({
    day: String(item.day ?? ''),
    visitors: num(item.visitors),
    views: num(item.views),
  }));
  return {
    days,
    totals: {
      visitors: days.reduce((sum, day) => sum + day.visitors, 0),
      views: days.reduce((sum, day) => sum + day.views, 0),
      leads: num(data.leads),
    },
    pages: rows(data.pages, 'path'),
    sources: rows(data.sources, 'source'),
    campaigns: rows(data.campaigns, 'campaign'),
    languages: rows(data.languages, 'locale'),
    devices: rows(data.devices, 'device'),
  };
}

export async function fetchReport(client: SupabaseClient, days: Period): Promise<Report> {
  const { data, error } = await client.rpc('visit_report', { days });
  if (error) throw new Error(`The figures could not be loaded: ${error.message}`);
  return readReport(data);
}

/** Leads per visitor, as a percentage with one decimal ('' without visitors). */
export const conversion = (row: Figures): string =>
  row.visitors > 0 ? `${((100 * row.leads) / row.visitors).toFixed(1)}%` : '';

/** One spreadsheet-safe cell: quoted, and a leading formula character defused. */
const cell = (value: string | number) => {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replaceAll('"', '""')}"`;
};

/** Every table the tab shows, one section after another, and the days. */
export function reportCsv(
  report: Report,
  names: Record<keyof Omit<Report, 'days' | 'totals'>, string>,
): string {
  const lines = [['Table', 'Name', 'Visitors', 'Page views', 'Leads', 'Conversion'].map(cell).join(',')];
  for (const day of report.days)
    lines.push(['Day', day.day, day.visitors, day.views, '', ''].map(cell).join(','));
  for (const [key, title] of Object.entries(names) as [keyof typeof names, string][]) {
    for (const row of report[key])
      lines.push([title, row.name, row.visitors, row.views, row.leads, conversion(row)].map(cell).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}
