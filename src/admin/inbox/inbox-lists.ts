/**
 * The Inbox's three lists as data: table, columns, filters and the fields an item shows in full.
 * The settings form renderer does not fit read-only rows from the database, so the Inbox renders
 * these descriptions with its own list and detail views (InboxPanel.tsx); a new column or field is
 * a line here.
 */

export interface InboxField {
  key: string;
  label: string;
  /** How the value shows: text (default), a long text, a date, the answers object, a resume. */
  kind?: 'text' | 'long' | 'date' | 'answers' | 'resume';
}

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
  title: (row: Record<string, unknown>) => string;
}

const name = (row: Record<string, unknown>) =>
  [row.first_name, row.last_name].filter((part) => typeof part === 'string' && part.trim()).join(' ');

export const INBOX_LISTS: readonly InboxList[] = [
  {
    key: 'inquiries',
    label: 'Inquiries',
    table: 'inquiries',
    id: 'id',
    hasStatus: true,
    serviceFilter: 'service',
    noun: 'inquiry',
    title: (row) => `${name(row)}${row.company ? `, ${String(row.company)}` : ''}`,
    columns: [
      { key: 'created_at', label: 'Received', kind: 'date' },
      { key: 'first_name', label: 'First name' },
      { key: 'last_name', label: 'Last name' },
      { key: 'email', label: 'Email' },
      { key: 'company', label: 'Company' },
      { key: 'service', label: 'Service' },
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
    title: (row) => `${name(row)}${row.position ? ` for ${String(row.position)}` : ''}`,
    columns: [
      { key: 'created_at', label: 'Received', kind: 'date' },
      { key: 'first_name', label: 'First name' },
      { key: 'last_name', label: 'Last name' },
      { key: 'email', label: 'Email' },
      { key: 'position', label: 'Position' },
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
    title: (row) => String(row.email ?? ''),
    columns: [
      { key: 'created_at', label: 'Signed up', kind: 'date' },
      { key: 'email', label: 'Email' },
      { key: 'unsubscribed_at', label: 'Unsubscribed', kind: 'date' },
    ],
    detail: [],
  },
];

/** Spreadsheet-safe CSV of rows: every column and detail field, quoted, formulas defused. */
export function toCsv(list: InboxList, rows: readonly Record<string, unknown>[]): string {
  const fields = [...list.columns, ...list.detail];
  const cell = (value: unknown) => {
    let text =
      value === null || value === undefined
        ? ''
        : typeof value === 'object'
          ? JSON.stringify(value)
          : String(value);
    if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
    return `"${text.replaceAll('"', '""')}"`;
  };
  const lines = [fields.map((field) => cell(field.label)).join(',')];
  for (const row of rows) lines.push(fields.map((field) => cell(row[field.key])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
