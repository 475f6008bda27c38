/**
 * The owner's notification e-mails, built from an outbox row. Everything a visitor typed is
 * untrusted: in the HTML body it is escaped, in the text body control characters are dropped and
 * continuation lines indented, and nothing of it reaches a header except the visitor's address
 * (only as Reply-To, only when it is a plain, valid address) and a short one-line name in the
 * subject. The sender is the configured address, never the visitor's.
 *
 * A visitor writes in either script, English or Arabic: in the HTML body each value they typed is
 * its own <bdi>, so its direction is its own and never reorders the label or the words around it.
 * The e-mail says which language's page the message came from, the language to answer in.
 * Direction controls a visitor typed are shown as visible marks ('⟨U+202E⟩'), never passed on to
 * reverse the words silently (../_shared/bidi-controls.ts).
 */
import { showBidiControls } from '../_shared/bidi-controls.ts';

export interface OutboxRow {
  id: number;
  kind: string;
  ref_id: string | null;
  payload: Record<string, unknown>;
  attempts: number;
  recipients: string[];
  created_at: string;
}

export interface Email {
  to: string[];
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
}

const SUBJECT_MAX = 140;
const NAME_MAX = 60;

// C0 controls except tab and line feed, DEL, C1 controls, line/paragraph separators. Direction
// controls are not among them: they are made visible before these are dropped.
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
const UNSAFE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029]/g;

/**
 * Text for one line (a subject or a field): no line breaks or controls, direction controls shown as
 * marks, whitespace collapsed, bounded.
 */
export function oneLine(value: unknown, max: number): string {
  const text = showBidiControls(String(value ?? ''))
    .replace(/[\r\n\t]+/g, ' ')
    .replace(UNSAFE, '')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}\u2026` : text;
}

/** Text for several lines: controls dropped, direction controls shown as marks, line endings normalised, bounded. */
export function multiLine(value: unknown, max = 10_000): string {
  const text = showBidiControls(String(value ?? ''))
    .replace(/\r\n?/g, '\n')
    .replace(UNSAFE, '')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1)}\u2026` : text;
}

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** A plain address (no display name, comment, quotes or line breaks) fit for a Reply-To header. */
const PLAIN_ADDRESS =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]{1,64}@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

export function replyAddress(value: unknown): string | undefined {
  return typeof value === 'string' && value.length <= 254 && PLAIN_ADDRESS.test(value) ? value : undefined;
}

interface Field {
  label: string;
  value: string;
  /** Shown as a block (several lines) rather than beside its label. */
  long?: boolean;
  /** The value is the visitor's (typed or sent by their browser), and so is the label when 'both'. */
  typed?: true | 'both';
}

/** The language of the page a message was sent from, by the code the database stores. */
const LANGUAGES: Readonly<Record<string, string>> = { en: 'English', ar: 'Arabic' };

/**
 * What 'Language:' says: every message stored before languages were kept came from an English
 * page, so a notification queued then (no locale in its copy of the row) is English too.
 */
function language(locale: unknown): string {
  if (locale === undefined || locale === null) return LANGUAGES.en ?? 'English';
  return LANGUAGES[String(locale)] ?? oneLine(locale, 20);
}

const text = (value: unknown) =>
  typeof value === 'string' ? value : value == null ? '' : JSON.stringify(value);

function when(iso: unknown): string {
  const date = new Date(typeof iso === 'string' ? iso : Number.NaN);
  return Number.isNaN(date.getTime()) ? '' : `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

function fullName(payload: Record<string, unknown>): string {
  return oneLine([payload.first_name, payload.last_name].map(text).join(' '), NAME_MAX) || 'A visitor';
}

function answerFields(answers: unknown): Field[] {
  if (!answers || typeof answers !== 'object' || Array.isArray(answers)) return [];
  return Object.entries(answers as Record<string, unknown>)
    .slice(0, 50)
    .map(
      ([question, answer]): Field => ({
        label: oneLine(question, 120),
        value: multiLine(text(answer), 2000),
        typed: 'both',
      }),
    );
}

function renderText(heading: string, fields: Field[], link: string, linkLabel: string): string {
  const lines = [heading, ''];
  for (const field of fields) {
    if (!field.value) continue;
    if (field.long) lines.push(`${field.label}:`, ...field.value.split('\n').map((line) => `  ${line}`), '');
    else lines.push(`${field.label}: ${field.value.replace(/\n/g, '\n  ')}`);
  }
  lines.push('', `${linkLabel}: ${link}`, '');
  return lines.join('\n');
}

/** Escaped, and isolated in a <bdi> when the visitor's: its direction stays inside it. */
const htmlText = (value: string, typed: boolean) =>
  typed ? `<bdi>${escapeHtml(value)}</bdi>` : escapeHtml(value);

function renderHtml(heading: string, fields: Field[], link: string, linkLabel: string): string {
  const rows = fields
    .filter((field) => field.value)
    .map((field) => {
      const label = htmlText(field.label, field.typed === 'both');
      const value = htmlText(field.value, field.typed !== undefined);
      return field.long
        ? `<tr><th colspan="2" align="left" style="padding:12px 0 4px">${label}</th></tr>` +
            `<tr><td colspan="2" style="white-space:pre-wrap">${value}</td></tr>`
        : `<tr><th align="left" valign="top" style="padding:4px 16px 4px 0">${label}</th>` +
            `<td style="white-space:pre-wrap">${value}</td></tr>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(heading)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;color:#1f2937">
<h1 style="font-size:20px">${escapeHtml(heading)}</h1>
<table role="presentation" cellpadding="0" cellspacing="0">
${rows}
</table>
<p style="margin-top:24px"><a href="${escapeHtml(link)}" style="color:#4f008c">${escapeHtml(linkLabel)}</a></p>
</body></html>`;
}

/** The admin Inbox, opened on one list (and one item, when given). */
export function inboxLink(siteUrl: string, list: string, item?: string | null): string {
  const query = new URLSearchParams({ tab: 'inbox', list });
  if (item) query.set('item', item);
  return `${siteUrl}/admin?${query.toString()}`;
}

export function compose(row: OutboxRow, siteUrl: string): Email {
  const p = row.payload ?? {};
  const to = row.recipients;
  if (row.kind === 'inquiry') {
    const name = fullName(p);
    const company = oneLine(p.company, NAME_MAX);
    const service = oneLine(p.service, 60);
    const fields: Field[] = [
      { label: 'Name', value: name, typed: true },
      { label: 'Email', value: oneLine(p.email, 254), typed: true },
      { label: 'Company', value: company, typed: true },
      service
        ? { label: 'Service', value: service, typed: true }
        : { label: 'Service', value: 'General inquiry' },
      { label: 'Language', value: language(p.locale) },
      { label: 'Received', value: when(p.created_at) },
      ...answerFields(p.answers),
      { label: 'Message', value: multiLine(p.message), long: true, typed: true },
    ];
    const link = inboxLink(siteUrl, 'inquiries', row.ref_id);
    const heading = 'New inquiry from the website';
    return {
      to,
      subject: oneLine(`New inquiry from ${name}${company ? `, ${company}` : ''}`, SUBJECT_MAX),
      text: renderText(heading, fields, link, 'Open it in the Inbox'),
      html: renderHtml(heading, fields, link, 'Open it in the Inbox'),
      replyTo: replyAddress(p.email),
    };
  }
  if (row.kind === 'application') {
    const name = fullName(p);
    const position = oneLine(p.position, NAME_MAX);
    const fields: Field[] = [
      { label: 'Name', value: name, typed: true },
      { label: 'Email', value: oneLine(p.email, 254), typed: true },
      { label: 'Phone', value: oneLine(p.phone, 40), typed: true },
      { label: 'Position', value: position, typed: true },
      { label: 'Years of experience', value: oneLine(p.years, 40), typed: true },
      { label: 'Language', value: language(p.locale) },
      { label: 'Resume', value: p.resume_path ? 'Attached (download it in the Inbox)' : '' },
      { label: 'Received', value: when(p.created_at) },
      { label: 'Cover letter', value: multiLine(p.cover_letter), long: true, typed: true },
    ];
    const link = inboxLink(siteUrl, 'applications', row.ref_id);
    const heading = 'New job application from the website';
    return {
      to,
      subject: oneLine(`New job application from ${name}${position ? ` for ${position}` : ''}`, SUBJECT_MAX),
      text: renderText(heading, fields, link, 'Open it in the Inbox'),
      html: renderHtml(heading, fields, link, 'Open it in the Inbox'),
      replyTo: replyAddress(p.email),
    };
  }
  if (row.kind === 'newsletter-summary') {
    const emails = Array.isArray(p.emails) ? p.emails.map((email) => oneLine(email, 254)) : [];
    const count = typeof p.count === 'number' ? p.count : emails.length;
    const more = count - emails.length;
    const fields: Field[] = [
      { label: 'New sign-ups', value: String(count) },
      { label: 'Since', value: when(p.since) || 'the start' },
      {
        label: 'Addresses',
        value: `${emails.join('\n')}${more > 0 ? `\n… and ${more} more` : ''}`,
        long: true,
        typed: true,
      },
    ];
    const link = inboxLink(siteUrl, 'subscribers');
    const heading = 'Newsletter sign-ups';
    return {
      to,
      subject: count === 1 ? '1 new newsletter sign-up' : `${count} new newsletter sign-ups`,
      text: renderText(heading, fields, link, 'See them in the Inbox'),
      html: renderHtml(heading, fields, link, 'See them in the Inbox'),
    };
  }
  if (row.kind === 'leads-summary') {
    // More leads in an hour than the owner's cap of e-mails (private.settings.notifications_per_hour).
    const count = typeof p.count === 'number' ? p.count : 0;
    const inquiries = typeof p.inquiries === 'number' ? p.inquiries : 0;
    const applications = typeof p.applications === 'number' ? p.applications : 0;
    const since = when(p.since);
    const fields: Field[] = [
      { label: 'Arrived without an e-mail of their own', value: String(count) },
      { label: 'Inquiries', value: String(inquiries) },
      { label: 'Job applications', value: String(applications) },
      { label: 'Since', value: since },
      {
        label: 'Why one e-mail',
        value:
          'So many messages arrived within an hour that, to keep your mailbox usable, the rest are counted here. All of them are in the Inbox.',
        long: true,
      },
    ];
    const link = inboxLink(siteUrl, inquiries > 0 || applications === 0 ? 'inquiries' : 'applications');
    const heading = 'More messages from the website';
    const what = count === 1 ? 'inquiry or application' : 'inquiries and applications';
    return {
      to,
      subject: oneLine(
        `${count} more ${what} arrived${since ? ` since ${since.slice(11)}` : ''}`,
        SUBJECT_MAX,
      ),
      text: renderText(heading, fields, link, 'Open the Inbox'),
      html: renderHtml(heading, fields, link, 'Open the Inbox'),
    };
  }
  // A kind this version does not know (added by a later migration): its payload, as text.
  const fields = Object.entries(p)
    .slice(0, 50)
    .map(([key, value]) => ({ label: oneLine(key, 60), value: multiLine(text(value), 2000) }));
  const link = inboxLink(siteUrl, 'inquiries');
  const heading = oneLine(typeof p.subject === 'string' ? p.subject : 'Website notification', SUBJECT_MAX);
  return {
    to,
    subject: heading,
    text: renderText(heading, fields, link, 'Open the Inbox'),
    html: renderHtml(heading, fields, link, 'Open the Inbox'),
  };
}
