// @vitest-environment jsdom
/**
 * The Header tab edits each navigation entry's mega-menu: its groups are folded rows (their title as
 * the summary, an Edit disclosure that opens their fields), reachable and usable from the keyboard.
 */
import { notifications } from '@mantine/notifications';
import header from '@schemas/header';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { EntityEditor } from '@/admin/editor/EntityEditor';
import { createMemorySource } from '@/storage/settings-source';
import { SettingsStore } from '@/storage/settings-store';
import { polyfillDom, renderAdmin } from './helpers';

beforeAll(polyfillDom);
afterEach(() => {
  cleanup();
  notifications.clean();
});

let source: ReturnType<typeof createMemorySource>;
let store: SettingsStore;
beforeEach(() => {
  source = createMemorySource();
  store = new SettingsStore(source);
});

type Stored = {
  navigation: {
    label: string;
    menu: { groups: { id: string; title: string; icon: string; links: { label: string; href: string }[] }[] };
  }[];
};
const stored = () => JSON.parse(source.raw.get('header') ?? 'null') as Stored;
/** Typing a whole value at once (the form re-validates per keystroke, which jsdom makes slow). */
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save Header Settings' }));
const saved = async () =>
  expect((await screen.findAllByText('Header settings saved successfully!')).length).toBeGreaterThan(0);

/** The navigation entry `label`'s row (opened), and its list of menu groups. */
function entry(label: string) {
  const toggle = screen.getByRole('button', { name: `Edit ${label}` });
  if (toggle.getAttribute('aria-expanded') !== 'true') fireEvent.click(toggle);
  const row = within(screen.getByRole('region', { name: 'Navigation' })).getByRole('listitem', {
    name: label,
  });
  return { row, groups: () => within(row).getByRole('region', { name: 'Menu groups' }) };
}

/** The header's editor without its live preview (the site's header needs a router; e2e draws it). */
const editorOnly = { ...header, admin: { ...header.admin, preview: undefined } };

async function renderHeader() {
  renderAdmin(<EntityEditor entity={editorOnly} submitLabel="Save Header Settings" />, store);
  await screen.findByRole('textbox', { name: 'Logo text alternative' });
}

it('shows each menu group as its title, folded, and opens it from the keyboard to add a link', async () => {
  const user = userEvent.setup();
  await renderHeader();
  const groups = entry('Expertise').groups();
  // Folded: only the groups' rows are drawn, none of their links.
  expect(
    within(groups)
      .getAllByRole('listitem')
      .map((item) => item.getAttribute('aria-label')),
  ).toEqual(['Web development', 'Modern tech', 'Enterprise solutions']);
  const group = within(groups).getByRole('listitem', { name: 'Web development' });
  const edit = within(group).getByRole('button', { name: 'Edit Web development' });
  expect(edit).toHaveAttribute('aria-expanded', 'false');
  expect(within(group).queryByRole('textbox', { name: 'Title' })).toBeNull();

  edit.focus();
  await user.keyboard('{Enter}');
  expect(edit).toHaveAttribute('aria-expanded', 'true');
  expect(document.getElementById(edit.getAttribute('aria-controls') ?? '')).not.toBeNull();
  expect(within(group).getByRole('textbox', { name: 'Title' })).toHaveValue('Web development');
  const links = within(group).getByRole('region', { name: 'Links' });
  expect(
    within(links)
      .getAllByRole('listitem')
      .map((item) => item.getAttribute('aria-label')),
  ).toEqual(['Frontend Development', 'Backend Development', 'Full-Stack Solutions']);
  within(links).getByRole('button', { name: 'Add Menu Link' }).focus();
  await user.keyboard('{Enter}');
  const added = within(links).getByRole('listitem', { name: 'New link' });
  type(within(added).getByRole('textbox', { name: 'Label' }), 'Headless CMS');
  type(within(added).getByRole('textbox', { name: 'Link' }), '/services/headless-cms');
  // Folding it again keeps what was typed.
  await user.click(edit);
  expect(edit).toHaveAttribute('aria-expanded', 'false');
  save();
  await saved();
  const web = stored().navigation.find((item) => item.label === 'Expertise')?.menu.groups[0];
  expect(web?.id).toBe('web-development');
  expect(web?.links.at(-1)).toEqual({ label: 'Headless CMS', href: '/services/headless-cms' });
});

it('a group added to a plain entry opens at once with its own id, and the entry gets a menu', async () => {
  const user = userEvent.setup();
  await renderHeader();
  const careers = entry('Careers');
  expect(within(careers.groups()).getByText('No entries yet.')).toBeTruthy();
  await user.click(within(careers.groups()).getByRole('button', { name: 'Add Menu Group' }));
  const group = within(careers.groups()).getByRole('listitem', { name: 'New group' });
  expect(within(group).getByRole('button', { name: 'Edit New group' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  type(within(group).getByRole('textbox', { name: 'Title' }), 'Life at Connectia');
  save();
  await saved();
  const added = stored().navigation.find((item) => item.label === 'Careers')?.menu.groups;
  expect(added).toEqual([
    { id: expect.stringMatching(/^\d+$/), title: 'Life at Connectia', icon: 'layers', links: [] },
  ]);
});

it('a folded group whose title was emptied opens again at Save, showing why nothing was saved', async () => {
  const user = userEvent.setup();
  await renderHeader();
  const group = within(entry('What we do').groups()).getByRole('listitem', { name: 'Sustainable solutions' });
  const edit = within(group).getByRole('button', { name: 'Edit Sustainable solutions' });
  await user.click(edit);
  type(within(group).getByRole('textbox', { name: 'Title' }), '');
  await user.click(edit);
  expect(edit).toHaveAttribute('aria-expanded', 'false');
  save();
  await waitFor(() => expect(edit).toHaveAttribute('aria-expanded', 'true'), { timeout: 5000 });
  expect(within(group).getByText('Title is required.')).toBeTruthy();
  expect(source.raw.get('header')).toBeUndefined();
});
