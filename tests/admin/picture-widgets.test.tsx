// @vitest-environment jsdom
/**
 * The icon and illustration pickers in the generic editor: an icon is picked from its popover by
 * keyboard (arrow keys move and choose, Enter closes, focus comes back) and by mouse (with the
 * filter box); an illustration is picked from the bundled thumbnails, or a photo is uploaded
 * through the image widget's own path; alt text is needed either way.
 */
import { ICON_PATHS } from '@content/icon-paths';
import { notifications } from '@mantine/notifications';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { EntityEditor } from '@/admin/editor/EntityEditor';
import { artThumbnail } from '@/admin/widgets/art-thumbnails';
import type { FieldHints } from '@/schema-kit/fields';
import { createMemorySource } from '@/storage/settings-source';
import { SettingsStore } from '@/storage/settings-store';
import { ART_ALT, picturesPage } from '../schemas/pictures-fixture';
import { fileWith, PNG_HEAD, polyfillDom, renderAdmin } from './helpers';

vi.mock('@/storage/binary-store', () => ({
  putBinary: vi.fn(async () => 'idb:uploaded-1'),
  getBinary: vi.fn(async () => new Blob(['x'], { type: 'image/png' })),
  deleteBinary: vi.fn(async () => {}),
}));
// jsdom has no Worker: an accepted file becomes a processed value, as the pipeline returns it
// (the pipeline itself is tested in Chromium); the file checks are the real ones.
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
        width: 960,
        height: 640,
        variants: [{ src: 'idb:uploaded-1', width: 960, height: 640 }],
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

let source: ReturnType<typeof createMemorySource>;
beforeEach(() => {
  source = createMemorySource();
});
const stored = () => JSON.parse(source.raw.get('pictures-page') ?? 'null');
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

async function renderEditor() {
  renderAdmin(<EntityEditor entity={picturesPage} />, new SettingsStore(source));
  return screen.findByRole('button', { name: 'Icon code' });
}

describe('the icon picker', () => {
  it('picks by keyboard: arrow keys move and choose, Enter closes and focus comes back', async () => {
    const user = userEvent.setup();
    const button = await renderEditor();
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    button.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Choose Icon' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Filter icons' })).toHaveFocus());

    const group = within(dialog).getByRole('radiogroup', { name: 'Icon' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('aria-label')).slice(0, 3)).toEqual([
      'code',
      'layout',
      'responsive',
    ]);
    // One Tab stop: the chosen icon.
    expect(radios.filter((radio) => radio.tabIndex === 0)).toEqual([
      within(group).getByRole('radio', { name: 'code' }),
    ]);
    await user.tab();
    expect(within(group).getByRole('radio', { name: 'code' })).toHaveFocus();
    expect(within(group).getByRole('radio', { name: 'code' })).toHaveAttribute('aria-checked', 'true');

    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowLeft}');
    const layout = within(group).getByRole('radio', { name: 'layout' });
    expect(layout).toHaveFocus();
    expect(layout).toHaveAttribute('aria-checked', 'true');
    expect(layout.tabIndex).toBe(0);
    await user.keyboard('{End}');
    expect(within(group).getByRole('radio', { name: 'bank' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(group).getByRole('radio', { name: 'code' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{Home}{ArrowRight}{Enter}');

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const chosen = screen.getByRole('button', { name: 'Icon layout' });
    await waitFor(() => expect(chosen).toHaveFocus());
    save();
    expect((await screen.findAllByText('Pictures page saved!')).length).toBeGreaterThan(0);
    expect(stored().icon).toBe('layout');
  });

  it('Escape closes without a change of its own', async () => {
    const user = userEvent.setup();
    const button = await renderEditor();
    await user.click(button);
    await screen.findByRole('dialog', { name: 'Choose Icon' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Icon code' })).toHaveFocus();
  });

  it('picks by mouse, narrowed by the filter box', async () => {
    const user = userEvent.setup();
    await user.click(await renderEditor());
    const dialog = await screen.findByRole('dialog', { name: 'Choose Icon' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Filter icons' }), 'RO');
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('aria-label')),
    ).toEqual(['droplet', 'rocket']);
    await user.click(within(dialog).getByRole('radio', { name: 'rocket' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Icon rocket' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Icon rocket' }));
    const again = await screen.findByRole('dialog', { name: 'Choose Icon' });
    // The filter starts empty again, and says when nothing matches.
    expect(within(again).getByRole('textbox', { name: 'Filter icons' })).toHaveValue('');
    await user.type(within(again).getByRole('textbox', { name: 'Filter icons' }), 'zebra');
    expect(within(again).getByRole('status')).toHaveTextContent('No icon matches “zebra”.');
    expect(within(again).queryByRole('radio')).toBeNull();
  });

  it('draws each catalogue as the page does, and offers no icon where the field allows none', async () => {
    const user = userEvent.setup();
    await renderEditor();
    const badge = screen.getByRole('button', { name: 'Badge star' });
    expect(badge.querySelector('svg path')?.getAttribute('d')).toBe(ICON_PATHS.star);
    // The detail catalogue's own drawing of 'code': its symbol in the detail icons' file.
    const code = screen.getByRole('button', { name: 'Icon code' });
    expect(code.querySelector('svg use')?.getAttribute('href')).toMatch(/detail-icons[^#]*#code$/);

    await user.click(screen.getByRole('button', { name: 'Marker No icon' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose Marker' });
    expect(within(dialog).getAllByRole('radio')[0]).toHaveAccessibleName('No icon');
    expect(within(dialog).getByRole('radio', { name: 'No icon' })).toHaveAttribute('aria-checked', 'true');
    await user.click(within(dialog).getByRole('radio', { name: 'sun' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Marker sun' })).toBeInTheDocument());
    save();
    expect((await screen.findAllByText('Pictures page saved!')).length).toBeGreaterThan(0);
    expect(stored()).toMatchObject({ icon: 'code', badge: 'star', marker: 'sun' });
  });
});

describe('the illustration picker', () => {
  const picker = () => screen.getByRole('group', { name: 'Illustration' });

  it('shows the current choice and picks another bundled illustration by mouse and keyboard', async () => {
    const user = userEvent.setup();
    await renderEditor();
    const field = picker();
    expect(within(field).getByText('Bundled illustration: cloud')).toBeInTheDocument();
    expect(within(field).getByRole('img', { name: 'Illustration preview' })).toHaveAttribute(
      'src',
      artThumbnail('cloud'),
    );
    const group = within(field).getByRole('radiogroup', { name: 'Bundled illustrations' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.textContent),
    ).toEqual([
      'ai-ml',
      'cloud',
      'digital-transformation',
      'mobile-apps',
      'outsourcing',
      'sustainability',
      'technology',
      'web-development',
    ]);
    expect(within(group).getByRole('radio', { name: 'cloud' })).toHaveAttribute('aria-checked', 'true');

    await user.click(within(group).getByRole('radio', { name: 'technology' }));
    expect(within(field).getByText('Bundled illustration: technology')).toBeInTheDocument();
    expect(within(group).getByRole('radio', { name: 'technology' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(within(group).getByRole('radio', { name: 'web-development' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    // The owner's alt text stays with the field.
    expect(within(field).getByRole('textbox', { name: /Alt text/ })).toHaveValue(ART_ALT);
    save();
    expect((await screen.findAllByText('Pictures page saved!')).length).toBeGreaterThan(0);
    expect(stored().picture).toEqual({ src: 'art:web-development', alt: ART_ALT });
  });

  it('uploads a photo through the image upload path; its alt text is needed to save', async () => {
    await renderEditor();
    const field = picker();
    expect(within(field).getByRole('button', { name: 'Upload a photo' })).toBeInTheDocument();
    const input = field.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input.accept).toContain('image/jpeg');
    await act(async () => {
      fireEvent.change(input, { target: { files: [fileWith(PNG_HEAD, 'team.png', 'image/png')] } });
    });
    expect(await within(field).findByText('Uploaded photo')).toBeInTheDocument();
    expect(within(field).getByTestId('focal-preview')).toBeInTheDocument();
    const group = within(field).getByRole('radiogroup', { name: 'Bundled illustrations' });
    expect(within(group).queryByRole('radio', { checked: true })).toBeNull();

    fireEvent.change(within(field).getByRole('textbox', { name: /Alt text/ }), { target: { value: '' } });
    save();
    expect(
      (await screen.findAllByText('Illustration: describe the image in its alt text.')).length,
    ).toBeGreaterThan(0);
    expect(stored()).toBeNull();

    fireEvent.change(within(field).getByRole('textbox', { name: /Alt text/ }), {
      target: { value: 'Our team at work' },
    });
    save();
    await waitFor(() => expect(stored()?.picture?.src).toBe('idb:uploaded-1'));
    expect(stored().picture).toMatchObject({ alt: 'Our team at work', width: 960, height: 640 });
  });

  it('refuses a file that is not an image with the photo message, keeping the picture', async () => {
    await renderEditor();
    const field = picker();
    const input = field.querySelector<HTMLInputElement>('input[type="file"]')!;
    await act(async () => {
      fireEvent.change(input, { target: { files: [fileWith('hello', 'notes.txt', 'text/plain')] } });
    });
    expect(await within(field).findByRole('alert')).toHaveTextContent('Please select an image file');
    expect(within(field).getByText('Bundled illustration: cloud')).toBeInTheDocument();
  });

  it('works inside a block', async () => {
    const user = userEvent.setup();
    await renderEditor();
    const sections = screen.getByRole('region', { name: 'Sections' });
    // A block's fields are drawn once the owner opens it.
    await user.click(within(sections).getAllByRole('button', { name: /^Edit / })[0]!);
    const hero = within(sections).getByRole('group', { name: 'Hero picture' });
    await user.click(within(hero).getByRole('radio', { name: 'ai-ml' }));
    expect(within(hero).getByText('Bundled illustration: ai-ml')).toBeInTheDocument();
    save();
    await waitFor(() =>
      expect(stored()?.sections?.[0]?.image).toEqual({ src: 'art:ai-ml', alt: 'Connected systems' }),
    );
  });
});
