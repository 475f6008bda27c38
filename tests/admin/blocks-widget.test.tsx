// @vitest-environment jsdom
/**
 * The blocks widget in the generic editor: a palette adds rows of each kind, rows move, are
 * duplicated and removed from the keyboard, ids survive a reorder and a duplicate gets a new one,
 * and the field's rules are enforced through the schema.
 */
import { notifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { EntityEditor } from '@/admin/editor/EntityEditor';
import { describeSchema, findDescriptor } from '@/admin/renderer/describe-schema';
import { createMemorySource } from '@/storage/settings-source';
import { SettingsStore } from '@/storage/settings-store';
import { pageWithBlocks } from '../schemas/blocks-fixture';
import { polyfillDom, renderAdmin } from './helpers';

beforeAll(polyfillDom);
afterEach(() => {
  cleanup();
  notifications.clean();
});

describe('describe-schema: a blocks field', () => {
  it('describes each kind with its title, summary and fields, and finds them by kind', () => {
    const descriptors = describeSchema(pageWithBlocks.schema, { 'sections.hero.title': 'textarea' });
    const sections = findDescriptor(descriptors, 'sections')!;
    expect(sections.widget).toBe('blocks');
    expect(sections.blocks?.map((b) => [b.kind, b.title, b.summary])).toEqual([
      ['hero', 'Hero', 'title'],
      ['text', 'Text', 'body'],
      ['cta', 'Call to action', undefined],
    ]);
    expect(sections.blocks?.[0]?.fields.map((d) => [d.key, d.widget])).toEqual([
      ['id', 'hidden'],
      ['title', 'textarea'],
      ['tall', 'boolean'],
    ]);
    expect(findDescriptor(descriptors, 'sections.cta.href')?.widget).toBe('url');
    expect(findDescriptor(descriptors, 'sections.cta.title')).toBeUndefined();
  });
});

describe('the blocks widget', () => {
  it('adds two kinds, reorders, duplicates and removes; ids stay with their rows', async () => {
    const user = userEvent.setup();
    const source = createMemorySource();
    renderAdmin(<EntityEditor entity={pageWithBlocks} />, new SettingsStore(source));
    const region = await screen.findByRole('region', { name: 'Sections' });
    const rows = () => within(region).getAllByRole('listitem');
    const labels = () => rows().map((li) => li.getAttribute('aria-label'));
    const ids = () => rows().map((li) => li.getAttribute('data-block-id'));
    const press = async (name: string) => {
      within(region).getByRole('button', { name }).focus();
      await user.keyboard('{Enter}');
    };
    expect(labels()).toEqual(['Hero: Welcome', 'Call to action']);
    expect(ids()).toEqual(['hero-1', 'cta-2']);

    const palette = within(region).getByRole('group', { name: 'Add block' });
    expect(
      within(palette)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Add Hero', 'Add Text', 'Add Call to action']);
    await press('Add Text');
    await press('Add Hero');
    expect(labels()).toEqual(['Hero: Welcome', 'Call to action', 'Text', 'Hero: New hero']);
    const [hero, cta, text, added] = ids();
    expect(text).toMatch(/^[0-9a-f]{8}$/);
    expect(new Set(ids()).size).toBe(4);

    await press('Move Text up');
    expect(labels()).toEqual(['Hero: Welcome', 'Text', 'Call to action', 'Hero: New hero']);
    expect(ids()).toEqual([hero, text, cta, added]);

    await press('Duplicate Text');
    expect(labels()).toEqual(['Hero: Welcome', 'Text 1', 'Text 2', 'Call to action', 'Hero: New hero']);
    const copy = ids()[2];
    expect(copy).toMatch(/^[0-9a-f]{8}$/);
    expect(copy).not.toBe(text);
    expect(ids()).toEqual([hero, text, copy, cta, added]);

    await press('Remove Hero: New hero');
    expect(ids()).toEqual([hero, text, copy, cta]);

    // Each row's form is generated from its kind's fields.
    fireEvent.change(within(rows()[2]!).getByRole('textbox', { name: 'Body' }), {
      target: { value: 'Second text' },
    });
    expect(labels()[2]).toBe('Text: Second text');

    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect((await screen.findAllByText('Blocks page saved!')).length).toBeGreaterThan(0);
    const stored = JSON.parse(source.raw.get('blocks-page') ?? 'null');
    expect(stored.sections.map((row: { id: string; kind: string }) => [row.id, row.kind])).toEqual([
      [hero, 'hero'],
      [text, 'text'],
      [copy, 'text'],
      [cta, 'cta'],
    ]);
    expect(stored.sections[2].body).toBe('Second text');
  });

  it('refuses an order that breaks the field rules, with the rule message', async () => {
    const user = userEvent.setup();
    const source = createMemorySource();
    renderAdmin(<EntityEditor entity={pageWithBlocks} />, new SettingsStore(source));
    const region = await screen.findByRole('region', { name: 'Sections' });
    within(region).getByRole('button', { name: 'Move Call to action up' }).focus();
    await user.keyboard('{Enter}');
    expect(await within(region).findByRole('alert')).toHaveTextContent(
      'Sections: the Hero block must come first.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.getAllByText(/not saved/).length).toBeGreaterThan(0));
    expect(source.raw.get('blocks-page')).toBeUndefined();
  });
});
