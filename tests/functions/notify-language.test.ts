// @vitest-environment jsdom
/**
 * The owner's notification e-mail says which language's page a lead came from, and shows what the
 * visitor typed, in either script, isolated: in the HTML each typed value is a <bdi> of its own, so
 * it never reorders the label beside it, and direction overrides such as U+202E are shown as visible
 * marks ('⟨U+202E⟩'), never passed on to reverse the words silently.
 */
import { describe, expect, it } from 'vitest';
import { compose, type OutboxRow } from '../../supabase/functions/notify/compose';

const row = (kind: string, payload: Record<string, unknown>): OutboxRow => ({
  id: 8,
  kind,
  ref_id: '6f1c1d2e-3a4b-4c5d-8e9f-0a1b2c3d4e5f',
  payload,
  attempts: 1,
  recipients: ['owner@example.com'],
  created_at: '2026-11-25T10:00:00Z',
});

/** The HTML body's cell beside (or below) the heading cell that says `label`. */
function cellOf(html: string, label: string): HTMLTableCellElement {
  const page = new DOMParser().parseFromString(html, 'text/html');
  const heading = [...page.querySelectorAll('th')].find((th) => th.textContent === label);
  if (!heading) throw new Error(`No "${label}" in the e-mail`);
  const cell =
    heading.colSpan === 2
      ? heading.parentElement?.nextElementSibling?.querySelector('td')
      : heading.nextElementSibling;
  if (!(cell instanceof HTMLTableCellElement)) throw new Error(`No value for "${label}"`);
  return cell;
}

const SPOOF = '\u202Egnp.exe';

describe("the owner's e-mail about a lead from an Arabic page", () => {
  const email = compose(
    row('inquiry', {
      first_name: 'ليلى',
      last_name: 'حسن',
      email: 'layla@gulf.example',
      company: SPOOF,
      service: 'cloud',
      locale: 'ar',
      answers: { الميزانية: '١٠٠ ألف', Provider: SPOOF },
      message: 'مرحباً\nنريد عرض سعر.',
      created_at: '2026-11-25T09:30:00Z',
    }),
    'https://www.connectia.ae',
  );

  it('says Language: Arabic, in the text and the HTML body', () => {
    expect(email.text).toContain('\nLanguage: Arabic\n');
    expect(cellOf(email.html, 'Language').textContent).toBe('Arabic');
  });

  it("puts each value the visitor typed in a <bdi> of its own, beside its label's cell", () => {
    for (const [label, typed] of [
      ['Name', 'ليلى حسن'],
      ['Company', '\u27e8U+202E\u27e9gnp.exe'],
      ['Email', 'layla@gulf.example'],
      ['Service', 'cloud'],
      ['Message', 'مرحباً\nنريد عرض سعر.'],
    ] as const) {
      const cell = cellOf(email.html, label);
      expect(cell.children, label).toHaveLength(1);
      expect(cell.firstElementChild?.tagName, label).toBe('BDI');
      expect(cell.textContent, label).toBe(typed);
    }
    // The extra questions' words came from the visitor's browser too.
    const page = new DOMParser().parseFromString(email.html, 'text/html');
    const question = [...page.querySelectorAll('th bdi')].find((bdi) => bdi.textContent === 'الميزانية');
    expect(question?.parentElement?.nextElementSibling?.innerHTML).toBe('<bdi>١٠٠ ألف</bdi>');
  });

  it('shows a direction override as a visible mark, never passing it on, so the words keep their order', () => {
    expect(email.html).not.toContain('\u202E');
    expect(email.text).not.toContain('\u202E');
    expect(email.subject).not.toContain('\u202E');
    expect(email.text).toContain('\nCompany: \u27e8U+202E\u27e9gnp.exe\n');
    expect(cellOf(email.html, 'Company').textContent).toBe('\u27e8U+202E\u27e9gnp.exe');
    expect(email.subject).toContain('\u27e8U+202E\u27e9gnp.exe');
    expect(email.text).toContain('\nName: ليلى حسن\n');
    expect(email.text).toContain('\nProvider: \u27e8U+202E\u27e9gnp.exe\n');
  });

  it('an application says its language too; one queued before languages were kept says English', () => {
    const arabic = compose(
      row('application', { first_name: 'عمر', email: 'omar@example.com', locale: 'ar' }),
      'https://www.connectia.ae',
    );
    expect(arabic.text).toContain('\nLanguage: Arabic\n');
    expect(cellOf(arabic.html, 'Name').innerHTML).toBe('<bdi>عمر</bdi>');
    const english = compose(
      row('application', { first_name: 'Omar', email: 'omar@example.com', locale: 'en' }),
      'https://www.connectia.ae',
    );
    expect(english.text).toContain('\nLanguage: English\n');
    const earlier = compose(row('inquiry', { first_name: 'Omar', email: 'omar@example.com' }), '');
    expect(earlier.text).toContain('\nLanguage: English\n');
  });
});
