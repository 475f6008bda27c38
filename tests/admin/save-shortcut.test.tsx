// @vitest-environment jsdom
/**
 * Ctrl+S / Cmd+S saves the open editor, also from inside a field, instead of the
 * browser's 'Save page' dialog; a form opened above the list saves itself; without an open editor the
 * keys are left to the browser.
 */
import { notifications } from '@mantine/notifications';
import leadership from '@schemas/leadership';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EntityEditor } from '@/admin/editor/EntityEditor';
import { LeadershipEditor } from '@/admin/extensions/LeadershipEditor';
import { createMemorySource } from '@/storage/settings-source';
import { SettingsStore } from '@/storage/settings-store';
import { everyKind } from './fixture-schema';
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

/** Presses the keys on `target` as a browser would; true when the page cancelled the default. */
const press = (target: Element, keys: KeyboardEventInit) =>
  !fireEvent.keyDown(target, { key: 's', code: 'KeyS', ...keys, bubbles: true, cancelable: true });

describe('Ctrl+S / Cmd+S', () => {
  it('saves the generic editor from inside a text field, with its success message', async () => {
    renderAdmin(<EntityEditor entity={everyKind} />, store);
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    fireEvent.change(name, { target: { value: 'Saved by keyboard' } });
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    expect(press(name, { ctrlKey: true })).toBe(true);
    expect((await screen.findAllByText('Every kind saved!')).length).toBeGreaterThan(0);
    expect(JSON.parse(source.raw.get('every-kind')!).name).toBe('Saved by keyboard');
    await waitFor(() => expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument());
  });

  it('is Cmd+S on a Mac, and in a textarea too', async () => {
    renderAdmin(<EntityEditor entity={everyKind} />, store);
    const bio = await screen.findByRole('textbox', { name: 'Bio' });
    fireEvent.change(bio, { target: { value: 'Typed on a Mac' } });
    expect(press(bio, { metaKey: true })).toBe(true);
    await waitFor(() => expect(JSON.parse(source.raw.get('every-kind') ?? '{}').bio).toBe('Typed on a Mac'));
  });

  it('refuses invalid values as the Save button does, keeping them in the form', async () => {
    renderAdmin(<EntityEditor entity={everyKind} />, store);
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    fireEvent.change(name, { target: { value: '' } });
    expect(press(name, { ctrlKey: true })).toBe(true);
    expect((await screen.findAllByText(/were not saved/)).length).toBeGreaterThan(0);
    expect(source.raw.has('every-kind')).toBe(false);
    expect(name).toHaveValue('');
  });

  it('saves the team member form while it is open, then the team list again', async () => {
    renderAdmin(<LeadershipEditor entity={leadership} />, store);
    expect(await screen.findByRole('heading', { name: 'Current Team Members (3)' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add Team Member' }));
    const form = screen.getByRole('region', { name: 'Team member form' });
    const name = within(form).getByRole('textbox', { name: 'Name' });
    fireEvent.change(name, { target: { value: 'Zed Quinn' } });
    expect(press(name, { ctrlKey: true })).toBe(true);
    expect(await screen.findByRole('heading', { name: 'Current Team Members (4)' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Team member form' })).not.toBeInTheDocument();
    expect(JSON.parse(source.raw.get('leadership')!).members.at(-1)).toMatchObject({ name: 'Zed Quinn' });
    // With the member form closed, the keys belong to the list's own save bar.
    expect(press(document.body, { ctrlKey: true })).toBe(true);
    expect((await screen.findAllByText(leadership.saveMessage)).length).toBeGreaterThan(0);
  });

  it('leaves the keys to the browser when no editor is open, and other shortcuts alone', async () => {
    expect(press(document.body, { ctrlKey: true })).toBe(false);
    renderAdmin(<EntityEditor entity={everyKind} />, store);
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    expect(press(name, { ctrlKey: true, shiftKey: true })).toBe(false);
    expect(press(name, { key: 'a', code: 'KeyA', ctrlKey: true })).toBe(false);
    cleanup();
    expect(press(document.body, { ctrlKey: true })).toBe(false);
  });
});
