import { describe, expect, it } from 'vitest';
import { INBOX_LISTS, toCsv } from '@/admin/inbox/inbox-lists';

const inquiries = INBOX_LISTS.find((list) => list.key === 'inquiries');
if (!inquiries) throw new Error('no inquiries list');

describe('Inbox CSV export', () => {
  it('has a header row of labels and one quoted row per item, answers as JSON', () => {
    const csv = toCsv(inquiries, [
      {
        created_at: '2026-11-24T10:00:00Z',
        first_name: 'Layla',
        email: 'l@x.ae',
        answers: { Timeline: '3-6 months' },
        message: 'Say "hi"',
      },
    ]);
    const [header, row] = csv.trim().split('\r\n');
    expect(header).toContain('"Received","First name"');
    expect(row).toContain('"Layla"');
    expect(row).toContain('"Say ""hi"""');
    expect(row).toContain('{""Timeline"":""3-6 months""}');
  });

  it("has a Language column (the page's language by name) and keeps what the visitor typed, a direction override as a visible mark", () => {
    const csv = toCsv(inquiries, [
      { first_name: '\u202Egnp.exe', last_name: 'حسن', company: 'Acme', locale: 'ar', status: 'new' },
      { first_name: 'Layla', locale: 'en' },
    ]);
    const [header, arabic, english] = csv.trim().split('\r\n');
    const language = header?.split(',').indexOf('"Language"') ?? -1;
    expect(language).toBeGreaterThan(0);
    expect(arabic?.split(',')[language]).toBe('"Arabic"');
    expect(english?.split(',')[language]).toBe('"English"');
    expect(arabic).toContain('"\u27e8U+202E\u27e9gnp.exe","حسن"');
    expect(csv).not.toContain('\u202E');
  });

  it('defuses spreadsheet formulas a visitor typed', () => {
    const csv = toCsv(inquiries, [
      { first_name: '=HYPERLINK("http://evil")', company: '+1', message: '@SUM(A1)' },
    ]);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(csv).toContain(`"'+1"`);
    expect(csv).toContain(`"'@SUM(A1)"`);
  });
});
