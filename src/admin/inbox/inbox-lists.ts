/**
 * The Inbox's three lists as data: table, columns, filters and the fields an item shows in full.
 * The settings form renderer does not fit read-only rows from the database, so the Inbox renders
 * these descriptions with its own list and detail views (InboxPanel.tsx); a new column or field is
 * a line here.
 *
 * Everything a row holds but its date, status and language is the visitor's, in whatever script
 * they wrote: the views show it as typed, each value isolated (inbox-values.tsx), and the CSV keeps
 * it as typed; in both, a direction control (U+202E…) is a visible mark rather than a reversal.
 */

import { showBidiControls } from '../../../supabase/functions/_shared/bidi-controls';
import { languageName } from '../language-names';

export interface InboxField {
  key: string;
  label: string;
  /**
   * How the value shows: the visitor's text (default), a long text, a date, the answers object, a
   * resume, the language of the page it was sent from.
   */
  kind?: 'text' | 'long' | 'date' | 'answers' | 'resume' | 'language';
}

/** Words of ours, and values the visitor typed (`{ typed }`), in the order they are read. */
export type Line = readonly (string | { typed: string })[];

/** A line as one string, for an accessible name (direction controls as their marks). */
export const lineText = (line: Line): string =>
  line.map((part) => (typeof part === 'string' ? part : showBidiControls(part.typed))).join('');

/**
 * The extension a stored file name really has ('.exe' for '<U+202E>gpj.exe'), said beside it so a
 * name cannot pass for another kind of file; '' without one.
 */
export const realExtension = (fileName: string): string => {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 && dot < fileName.length - 1 ? fileName.slice(dot).toLowerCase() : '';
};

export interface InboxList {
  key: 'inquiries' | 'applications' | 'subscribers';
  label: string;
  table: 'inquiries' | 'job_applications' | 'newsletter_subscribers';
  /** The row's identity column. */
  id: 'id' | 'email';
  /** Has a status new / handled (Mark Handled, the new count, the status filter). */
  hasStatus: boolean;
  /** The column the "service" filter uses, when the list has one. */
  serviceFilter?: string;
  /** Columns of the list view (and of the CSV export, with every detail field). */
  columns: InboxField[];
  detail: InboxField[];
  /** What the list item is called in buttons and dialogs. */
  noun: string;
  /** What an item is called in its dialog's title and its buttons' names. */
  title: (row: Record<string, unknown>) => Line;
}

/** The visitor's name, each part typed by them. */
const name = (row: Record<string, unknown>): Line =>
  [row.first_name, row.last_name]
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
    .flatMap((part, index): Line => (index ? [' ', { typed: part }] : [{ typed: part }]));

/** ', Gulf Freight' after a name, when the row has that value. */
const followedBy = (words: string, value: unknown): Line =>
  typeof value === 'string' && value ? [words, { typed: value }] : [];

const LANGUAGE: InboxField = { key: 'locale', label: 'Language', kind: 'language' };

export const INBOX_LISTS: readonly InboxList[] = [
  {
    key: 'inquiries',
    label: 'Inquiries',
    table: 'inquiries',
    id: 'id',
    hasStatus: true,
    serviceFilter: 'service',
    noun: 'inquiry',
    title: (row) => [...name(row), ...followedBy(', ', row.company)],
    columns: [
      { key: 'created_at', label: 'Received', kind: 'date' },
      { key: 'first_name', label: 'First name' },
      { key: 'last_name', label: 'Last name' },
      { key: 'email', label: 'Email' },
      { key: 'company', label: 'Company' },
      { key: 'service', label: 'Service' },
      LANGUAGE,
      { key: 'status', label: 'Status' },
    ],
    detail: [
      { key: 'answers', label: 'Answers', kind: 'answers' },
      { key: 'message', label: 'Message', kind: 'long' },
    ],
  },
  {
    key: 'applications',
    label: 'Applications',
    table: 'job_applications',
    id: 'id',
    hasStatus: true,
    serviceFilter: 'position',
    noun: 'application',
    title: (row) => [...name(row), ...followedBy(' for ', row.position)],
    columns: [
      { key: 'created_at', label: 'Received', kind: 'date' },
      { key: 'first_name', label: 'First name' },
      { key: 'last_name', label: 'Last name' },
      { key: 'email', label: 'Email' },
      { key: 'position', label: 'Position' },
      LANGUAGE,
      { key: 'status', label: 'Status' },
    ],
    detail: [
      { key: 'phone', label: 'Phone' },
      { key: 'years', label: 'Years of experience' },
      { key: 'cover_letter', label: 'Cover letter', kind: 'long' },
      { key: 'resume_path', label: 'Resume', kind: 'resume' },
    ],
  },
  {
    key: 'subscribers',
    label: 'Subscribers',
    table: 'newsletter_subscribers',
    id: 'email',
    hasStatus: false,
    noun: 'subscriber',
    title: (row) => [{ typed: String(row.email ?? '') }],
    columns: [
      { key: 'created_at', label: 'Signed up', kind: 'date' },
      { key: 'email', label: 'Email' },
      LANGUAGE,
      { key: 'unsubscribed_at', label: 'Unsubscribed', kind: 'date' },
    ],
    detail: [],
  },
];

/**
 * Spreadsheet-safe CSV of rows: every column and detail field, quoted, formulas defused; the
 * language by its name. What the visitor typed is written as typed, its direction controls as
 * visible marks ('⟨U+202E⟩'), so a spreadsheet cannot show it reversed.
 */
export function toCsv(list: InboxList, rows: readonly Record<string, unknown>[]): string {
  const fields = [...list.columns, ...list.detail];
  const written = (field: InboxField, row: Record<string, unknown>) =>
    field.kind === 'language' ? languageName(row[field.key]) : row[field.key];
  const cell = (value: unknown) => {
    let text = showBidiControls(
      value === null || value === undefined
        ? ''
        : typeof value === 'object'
          ? JSON.stringify(value)
          : String(value),
    );
    if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
    return `"${text.replaceAll('"', '""')}"`;
  };
  const lines = [fields.map((field) => cell(field.label)).join(',')];
  for (const row of rows) lines.push(fields.map((field) => cell(written(field, row))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
