// @vitest-environment jsdom

import { notifications } from '@mantine/notifications';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { EntityEditor } from '@/admin/editor/EntityEditor';
import type { FieldDescriptor } from '@/admin/renderer/describe-schema';
import { WidgetErrorBoundary } from '@/admin/renderer/ErrorBoundary';
import { FieldWidget } from '@/admin/renderer/FieldWidget';
import { EntityFormContext, useEntityForm } from '@/admin/renderer/form-hook';
import type { FieldHints } from '@/schema-kit/fields';
import { createMemorySource } from '@/storage/settings-source';
import { SettingsStore } from '@/storage/settings-store';
import { everyKind } from './fixture-schema';
import { fileWith, PNG_HEAD, polyfillDom, renderAdmin } from './helpers';

vi.mock('@/storage/binary-store', () => ({
  putBinary: vi.fn(async () => 'idb:uploaded-1'),
  getBinary: vi.fn(async () => new Blob(['x'], { type: 'image/png' })),
  deleteBinary: vi.fn(async () => {}),
}));
// jsdom has no Worker, createImageBitmap or OffscreenCanvas: the pipeline itself is tested in
// Chromium (tests/images/pipeline.browser.test.ts). Here the file checks are the real ones and an
// accepted file becomes a processed value, as the pipeline returns it.
vi.mock('@/admin/images/process-image', async (original) => {
  const actual = await original<typeof import('@/admin/images/process-image')>();
  const { checkImageFile } = await import('@/admin/renderer/image-check');
  return {
    ...actual,
    processImage: vi.fn(async (file: File, hints: FieldHints, onProgress?: (f: number) => void) => {
      const check = await checkImageFile(file, hints);
      if (!check.ok) throw new actual.ImageUploadError(check.message);
      onProgress?.(1);
      return {
        src: 'idb:uploaded-1',
        alt: '',
        width: 320,
        height: 200,
        variants: [{ src: 'idb:uploaded-1', width: 320, height: 200 }],
        focal: { x: 0.5, y: 0.5 },
      };
    }),
  };
});

beforeAll(polyfillDom);
afterEach(() => {
  cleanup();
  notifications.clean();
});

function Harness({ descriptor }: { descriptor: FieldDescriptor }) {
  const form = useEntityForm({ initial: { mood: '' }, validate: () => ({}), onSubmit: () => {} });
  return (
    <EntityFormContext.Provider value={form}>
      <WidgetErrorBoundary>
        <FieldWidget descriptor={descriptor} name="mood" />
      </WidgetErrorBoundary>
    </EntityFormContext.Provider>
  );
}

let store: SettingsStore;
let source: ReturnType<typeof createMemorySource>;
beforeEach(() => {
  source = createMemorySource();
  store = new SettingsStore(source);
});

const stored = () => JSON.parse(source.raw.get('every-kind') ?? 'null');
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

async function renderEditor() {
  renderAdmin(<EntityEditor entity={everyKind} />, store);
  return screen.findByRole('textbox', { name: /^Name/ });
}

describe('the dispatcher renders every widget kind', () => {
  it('renders text, textarea, number, switch, select, colour, font, image, url, tags, groups, tabs and lists', async () => {
    await renderEditor();
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Acme');
    expect(screen.getByRole('textbox', { name: 'Bio' })).toHaveValue('Hello');
    expect(screen.getByRole('textbox', { name: 'Count' })).toHaveValue('3');
    expect(screen.getByRole('switch', { name: 'Enabled' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Kind' })).toHaveValue('one');
    expect(screen.getByRole('textbox', { name: 'Colour' })).toHaveValue('#4f008c');
    expect(screen.getByRole('combobox', { name: 'Font' })).toHaveValue('Inter');
    expect(screen.getByLabelText('Font preview')).toHaveTextContent('The quick brown fox');
    expect(screen.getByRole('button', { name: 'Upload Photo' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Link' })).toHaveValue('/about');
    expect(screen.getByText('React')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Box' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Deeper' })).toBeInTheDocument();
    // A group's own group is closed until opened.
    expect(screen.queryByRole('textbox', { name: 'Note' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Deeper' }));
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('deep');
    expect(screen.getByRole('tab', { name: 'Home Page' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'About Page' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Home title' })).toHaveValue('Welcome');
    const links = screen.getByRole('region', { name: 'Links' });
    expect(
      within(links)
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('aria-label')),
    ).toEqual(['First', 'Second']);
    // hidden fields are not rendered
    expect(screen.queryByRole('textbox', { name: 'Id' })).toBeNull();
    // a fixed-length list cannot add, remove or reorder
    const fixed = screen.getByRole('region', { name: 'Fixed' });
    expect(within(fixed).queryByRole('button', { name: /Add|Remove|Move/ })).toBeNull();
  });

  it('shows a developer error naming the field and the kind for an unknown widget', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const descriptor = {
      key: 'mood',
      widget: 'rainbow',
      title: 'Mood',
      description: '',
      hints: { widget: 'rainbow' },
      required: false,
      defaultValue: '',
      schema: everyKind.schema,
    } as unknown as FieldDescriptor;
    renderAdmin(<Harness descriptor={descriptor} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Field "mood" asks for the widget kind "rainbow"');
    spy.mockRestore();
  });
});

describe('validation comes from the schema, inline, and nothing invalid is stored', () => {
  it('saves valid values and shows the entity save message', async () => {
    await renderEditor();
    fireEvent.change(screen.getByRole('textbox', { name: /^Name/ }), { target: { value: 'Globex' } });
    save();
    expect((await screen.findAllByText('Every kind saved!')).length).toBeGreaterThan(0);
    expect(stored().name).toBe('Globex');
  });

  it('refuses an emptied required field', async () => {
    await renderEditor();
    fireEvent.change(screen.getByRole('textbox', { name: /^Name/ }), { target: { value: '' } });
    expect(await screen.findByText('Name is required.')).toBeInTheDocument();
    save();
    await waitFor(() => expect(screen.getAllByText(/not saved/).length).toBeGreaterThan(0));
    expect(stored()).toBeNull();
  });

  it('refuses a 5,000-character text', async () => {
    await renderEditor();
    fireEvent.change(screen.getByRole('textbox', { name: 'Bio' }), { target: { value: 'x'.repeat(5000) } });
    expect(await screen.findByText('Bio must be at most 2000 characters.')).toBeInTheDocument();
    save();
    await waitFor(() => expect(screen.getAllByText(/not saved/).length).toBeGreaterThan(0));
    expect(stored()).toBeNull();
    // the form keeps what was typed
    expect(screen.getByRole('textbox', { name: 'Bio' })).toHaveValue('x'.repeat(5000));
  });

  it('refuses a bad colour', async () => {
    await renderEditor();
    fireEvent.change(screen.getByRole('textbox', { name: 'Colour' }), { target: { value: 'not-a-colour' } });
    expect(
      await screen.findByText('Enter a colour such as #4f008c or rgba(255, 255, 255, 0.1).'),
    ).toBeInTheDocument();
  });

  it.each(['javascript:alert(1)', 'data:text/html,<b>x</b>', 'vbscript:msgbox(1)', '//evil.example'])(
    'refuses the link %s',
    async (bad) => {
      await renderEditor();
      fireEvent.change(screen.getByRole('textbox', { name: 'Link' }), { target: { value: bad } });
      expect(await screen.findByText(/Use a web address/)).toBeInTheDocument();
      save();
      await waitFor(() => expect(screen.getAllByText(/not saved/).length).toBeGreaterThan(0));
      expect(stored()).toBeNull();
    },
  );

  it.each([
    'https://example.com',
    'http://example.com/x',
    'mailto:a@b.c',
    'tel:+97141234567',
    '/contact',
    '#story',
  ])('accepts the link %s', async (good) => {
    await renderEditor();
    fireEvent.change(screen.getByRole('textbox', { name: 'Link' }), { target: { value: good } });
    save();
    expect((await screen.findAllByText('Every kind saved!')).length).toBeGreaterThan(0);
    expect(stored().link).toBe(good);
    expect(screen.queryByText(/Use a web address/)).toBeNull();
  });

  it('tags: Enter adds, entries are trimmed, empty and repeated ones ignored, chips removable', async () => {
    const user = userEvent.setup();
    await renderEditor();
    const input = screen.getByRole('combobox', { name: 'Skills' });
    await user.type(input, '  Node.js  {Enter}');
    await user.type(input, 'React{Enter}');
    await user.type(input, '   {Enter}');
    save();
    expect((await screen.findAllByText('Every kind saved!')).length).toBeGreaterThan(0);
    expect(stored().skills).toEqual(['React', 'Node.js']);
    await user.click(input);
    await user.keyboard('{Backspace}');
    save();
    await waitFor(() => expect(stored().skills).toEqual(['React']));
  });

  it('lists: add, remove and reorder from the keyboard', async () => {
    const user = userEvent.setup();
    await renderEditor();
    const links = () => screen.getByRole('region', { name: 'Links' });
    const order = () =>
      within(links())
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('aria-label'));
    // reorder with the Move buttons, operated by keyboard
    within(links()).getByRole('button', { name: 'Move Second up' }).focus();
    await user.keyboard('{Enter}');
    expect(order()).toEqual(['Second', 'First']);
    // and with the arrow keys on the drag handle
    within(links())
      .getByRole('button', { name: /Reorder Second/ })
      .focus();
    await user.keyboard('{ArrowDown}');
    expect(order()).toEqual(['First', 'Second']);
    within(links()).getByRole('button', { name: 'Add Link' }).focus();
    await user.keyboard('{Enter}');
    expect(order()).toEqual(['First', 'Second', 'New link']);
    within(links()).getByRole('button', { name: 'Remove First' }).focus();
    await user.keyboard(' ');
    expect(order()).toEqual(['Second', 'New link']);
    save();
    expect((await screen.findAllByText('Every kind saved!')).length).toBeGreaterThan(0);
    const saved = stored().links as { id: string; label: string }[];
    expect(saved.map((l) => l.label)).toEqual(['Second', 'New link']);
    expect(saved[1]!.id).toMatch(/^\d+$/);
  });
});

describe('image upload', () => {
  const upload = async (file: File) => {
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await act(async () => {
      fireEvent.change(input, { target: { files: [file] } });
    });
  };

  it('stores an accepted image with its alt text and focal point, and keeps its idb: references', async () => {
    await renderEditor();
    await upload(fileWith(PNG_HEAD, 'logo.png', 'image/png', 1000));
    expect(await screen.findByRole('img', { name: 'Photo preview' })).toBeInTheDocument();
    // A content image needs alt text: without it the save is refused with the schema's message.
    save();
    expect((await screen.findAllByText('Photo: describe the image in its alt text.')).length).toBeGreaterThan(
      0,
    );
    expect(stored()).toBeNull();
    fireEvent.change(screen.getByRole('textbox', { name: 'Alt text' }), {
      target: { value: 'Our office in Dubai' },
    });
    const across = screen.getByRole('slider', { name: 'Photo: focal point across' });
    across.focus();
    fireEvent.keyDown(across, { key: 'ArrowRight' });
    save();
    expect((await screen.findAllByText('Every kind saved!')).length).toBeGreaterThan(0);
    expect(stored().photo).toEqual({
      src: 'idb:uploaded-1',
      alt: 'Our office in Dubai',
      width: 320,
      height: 200,
      variants: [{ src: 'idb:uploaded-1', width: 320, height: 200 }],
      focal: { x: 0.51, y: 0.5 },
    });
  });

  it('Save waits while an image is processed, so a save never goes without it', async () => {
    const { processImage } = await import('@/admin/images/process-image');
    const actual = vi.mocked(processImage).getMockImplementation();
    let finish: () => void = () => {};
    vi.mocked(processImage).mockImplementationOnce(async (...args) => {
      await new Promise<void>((resolve) => (finish = resolve));
      return actual!(...args);
    });
    await renderEditor();
    await upload(fileWith(PNG_HEAD, 'logo.png', 'image/png', 1000));
    const button = screen.getByRole('button', { name: 'Save Changes' });
    await waitFor(() => expect(button).toBeDisabled());
    await act(async () => finish());
    expect(await screen.findByRole('img', { name: 'Photo preview' })).toBeInTheDocument();
    await waitFor(() => expect(button).toBeEnabled());
  });

  it('refuses an image over the limit with the schema message', async () => {
    await renderEditor();
    await upload(fileWith(PNG_HEAD, 'big.png', 'image/png', 4096));
    expect(
      (await screen.findAllByText('File big.png is too large. Maximum size is 2MB.')).length,
    ).toBeGreaterThan(0);
    expect(screen.queryByRole('img', { name: 'Photo preview' })).toBeNull();
  });

  it.each([
    ['a text file', fileWith('hello world', 'notes.txt', 'text/plain', 100)],
    [
      'an SVG named .png',
      fileWith('<svg xmlns="http://www.w3.org/2000/svg"></svg>', 'evil.png', 'image/png', 100),
    ],
    ['HTML named .png', fileWith('<!doctype html><script>alert(1)</script>', 'page.png', 'image/png', 100)],
  ])('refuses %s as not an image', async (_label, file) => {
    await renderEditor();
    await upload(file);
    expect((await screen.findAllByText('Please select an image file')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('img', { name: 'Photo preview' })).toBeNull();
  });
});
