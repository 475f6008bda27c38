// @vitest-environment jsdom
/**
 * The Inbox says which language's page each message came from, and shows what a visitor typed as
 * typed, each value in a <bdi> of its own: a name like U+202E 'gnp.exe' (which would read 'exe.png')
 * shows its direction character as a visible mark, '⟨U+202E⟩gnp.exe', and cannot reorder the words
 * after it.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { InboxPanel } from '@/admin/inbox/InboxPanel';
import type { InboxRow } from '@/admin/inbox/inbox-data';
import { polyfillDom, renderAdmin } from './helpers';

beforeAll(polyfillDom);
afterEach(cleanup);

const SPOOF = '\u202Egnp.exe';
/** How the Inbox shows it: the override as a visible mark, the letters in the order typed. */
const SHOWN = '\u27e8U+202E\u27e9gnp.exe';

const INQUIRIES: InboxRow[] = [
  {
    id: 'a1',
    created_at: '2026-11-25T09:30:00Z',
    first_name: SPOOF,
    last_name: 'Said',
    email: 'omar@example.com',
    company: 'Acme',
    service: 'cloud',
    answers: { الميزانية: SPOOF },
    message: 'مرحباً\nنريد عرض سعر.',
    status: 'new',
    locale: 'ar',
  },
  {
    id: 'e1',
    created_at: '2026-11-24T09:30:00Z',
    first_name: 'Layla',
    last_name: 'Hassan',
    email: 'layla@example.com',
    company: 'Gulf Freight',
    service: '',
    answers: {},
    message: '',
    status: 'handled',
    locale: 'en',
  },
];

/** The few supabase-js calls the Inbox makes, answered from memory. */
function fakeClient(rows: Record<string, InboxRow[]>): SupabaseClient {
  return {
    from(table: string) {
      const query = {
        select: () => query,
        order: () => query,
        limit: () => query,
        eq: () => query,
        // biome-ignore lint/suspicious/noThenProperty: supabase-js queries are awaited as thenables
        then: (done: (result: { data: InboxRow[]; error: null }) => unknown) =>
          Promise.resolve(done({ data: rows[table] ?? [], error: null })),
      };
      return query;
    },
  } as unknown as SupabaseClient;
}

const render = () =>
  renderAdmin(<InboxPanel client={fakeClient({ inquiries: INQUIRIES })} onChanged={() => undefined} />);

describe('the Inbox in two languages', () => {
  it('the list has a Language column: the Arabic inquiry says Arabic, the English one English', async () => {
    render();
    const table = await screen.findByRole('table', { name: 'Inquiries' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    const column = headers.indexOf('Language');
    expect(column).toBeGreaterThan(0);
    const rows = within(table).getAllByTestId('inbox-row');
    expect(within(rows[0] as HTMLElement).getAllByRole('cell')[column]).toHaveTextContent(/^Arabic$/);
    expect(within(rows[1] as HTMLElement).getAllByRole('cell')[column]).toHaveTextContent(/^English$/);
  });

  it("each value the visitor typed is its own <bdi>, as typed, with the row's other words outside it", async () => {
    render();
    const table = await screen.findByRole('table', { name: 'Inquiries' });
    const row = within(table).getAllByTestId('inbox-row')[0] as HTMLElement;
    const cells = within(row).getAllByRole('cell');
    const name = cells.find((cell) => cell.textContent === SHOWN);
    expect(name?.childNodes).toHaveLength(1);
    expect(name?.firstChild?.nodeName).toBe('BDI');
    expect(name?.textContent).not.toContain('\u202E'); // never a silent reversal
    expect(within(name as HTMLElement).getByTitle('Hidden direction character U+202E')).toBeVisible();
    // The last name, the company and the dates are cells of their own, after it.
    expect(cells.map((cell) => cell.textContent)).toEqual(
      expect.arrayContaining(['Said', 'omar@example.com', 'Acme', 'cloud', 'Arabic', 'New']),
    );
  });

  it("the item's title, answers and delete question isolate the visitor's words from ours", async () => {
    render();
    fireEvent.click(await screen.findByRole('button', { name: `Open ${SHOWN} Said, Acme` }));
    const dialog = await screen.findByRole('dialog');
    // Title: <bdi>name</bdi> <bdi>last name</bdi>, <bdi>company</bdi>: our space and comma stay between them.
    const title = dialog.querySelector('.mantine-Modal-title');
    expect([...(title?.childNodes ?? [])].map((node) => [node.nodeName, node.textContent])).toEqual([
      ['BDI', SHOWN],
      ['#text', ' '],
      ['BDI', 'Said'],
      ['#text', ', '],
      ['BDI', 'Acme'],
    ]);
    // 'question: answer', each side isolated, so the colon stays between them.
    const answer = within(dialog).getByTestId('inbox-answers').querySelector('li');
    expect([...(answer?.childNodes ?? [])].map((node) => [node.nodeName, node.textContent])).toEqual([
      ['BDI', 'الميزانية'],
      ['#text', ': '],
      ['BDI', SHOWN],
    ]);
    // The message is a block in the direction of its first words; the language is said.
    expect(within(dialog).getByText(/نريد عرض سعر/)).toHaveAttribute('dir', 'auto');
    const language = within(dialog).getByText('Language').nextElementSibling;
    expect(language).toHaveTextContent(/^Arabic$/);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const question = await screen.findByRole('dialog', { name: 'Delete this inquiry?' });
    const sentence = within(question).getByText(/will be deleted for good\.$/);
    expect(sentence.firstChild?.nodeName).toBe('BDI');
    expect(sentence.lastChild?.textContent).toBe(' will be deleted for good.');
  });
});
