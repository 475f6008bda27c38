/**
 * The rich-text body editor (lazily loaded by RichTextWidget): Tiptap with only what a body may hold
 * (schema-kit/rich-text.ts): headings 2-4, paragraphs, bulleted and numbered lists, quotes, links
 * (the site's safe-link rule decides which addresses are accepted), bold, italic and images. An image
 * is checked, described (its alt text is asked for before it is inserted) and uploaded like every
 * other upload; "Describe image" changes the description of the selected one.
 */
import '@mantine/tiptap/styles.css';
import { Button, Group, Image, Modal, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { getUploadImageExtension, type ImageUploadResult, Link, RichTextEditor } from '@mantine/tiptap';
import IconPhotoEdit from '@tabler/icons-react/icons/IconPhotoEdit';
import TipTapImage from '@tiptap/extension-image';
import { type JSONContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useContext, useEffect, useRef, useState } from 'react';
import { IMAGE_PURPOSES } from '@/schema-kit/fields';
import { EMPTY_DOC, type RichTextDoc } from '@/schema-kit/rich-text';
import { isSafeHref } from '@/schema-kit/safe-url';
import { BodyImageUploadContext } from './image-upload-context';

/**
 * The image node keeps the whole image value (its processed sizes, placeholder and focal point) in
 * the body's JSON; the editor itself draws the plain image.
 */
const BodyImage = TipTapImage.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      variants: { default: null, rendered: false },
      placeholder: { default: null, rendered: false },
      focal: { default: null, rendered: false },
    };
  },
});

interface Describing {
  /** A picked file (insert) or the selected image's current text (edit). */
  file?: File;
  preview?: string;
  alt: string;
  resolve: (alt: string | undefined) => void;
}

export interface BodyEditorProps {
  label: string;
  value: RichTextDoc | undefined;
  onChange: (doc: RichTextDoc) => void;
  disabled?: boolean;
}

export default function BodyEditor({ label, value, onChange, disabled = false }: BodyEditorProps) {
  const upload = useContext(BodyImageUploadContext);
  const [describing, setDescribing] = useState<Describing>();
  const change = useRef(onChange);
  change.current = onChange;

  /** Asks for an image's description; undefined when the owner cancels. */
  const describe = (init: Omit<Describing, 'resolve'>) =>
    new Promise<string | undefined>((resolve) => setDescribing({ ...init, resolve }));

  const onImageUpload = async (file: File): Promise<ImageUploadResult> => {
    if (!upload) throw new Error('Images cannot be added here.');
    const preview = URL.createObjectURL(file);
    try {
      const alt = await describe({ file, preview, alt: '' });
      if (alt === undefined) throw new Error('The image was not added.');
      // Processed and uploaded as every upload is (the images pipeline), then described.
      return { ...(await upload(file)), alt };
    } finally {
      URL.revokeObjectURL(preview);
    }
  };
  const uploadRef = useRef(onImageUpload);
  uploadRef.current = onImageUpload;

  // Created once: the body is the editor's own state from then on (the form follows it through onUpdate).
  const [extensions] = useState(() => [
    StarterKit.configure({
      heading: { levels: [2, 3, 4] },
      code: false,
      codeBlock: false,
      horizontalRule: false,
      strike: false,
      underline: false,
      link: false,
    }),
    Link.configure({
      openOnClick: false,
      autolink: true,
      isAllowedUri: (url: string) => isSafeHref(url) && url.trim() !== '',
      HTMLAttributes: { target: null, rel: null },
    }),
    getUploadImageExtension(BodyImage.configure({ inline: false, allowBase64: false }), {
      onImageUpload: (file: File) => uploadRef.current(file),
    }),
  ]);
  // An empty body starts with an empty paragraph, so the cursor has a place and every control works.
  const [content] = useState<JSONContent>(() =>
    value?.content?.length ? (value as JSONContent) : { type: 'doc', content: [{ type: 'paragraph' }] },
  );
  const [editorProps] = useState(() => ({
    attributes: { 'aria-label': label, role: 'textbox', 'aria-multiline': 'true' },
  }));
  const editor = useEditor({
    extensions,
    content,
    editable: !disabled,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps,
    // An empty editor holds one empty paragraph (see above); the body it stands for is the empty
    // body a document is stored and published with, so an edit that leaves nothing, or the editor
    // settling its empty paragraph, is no change to publish.
    onUpdate: ({ editor: current }) =>
      change.current(current.isEmpty ? structuredClone(EMPTY_DOC) : (current.getJSON() as RichTextDoc)),
  });

  useEffect(() => {
    editor?.setEditable(!disabled);
  }, [editor, disabled]);

  const imageSelected = useEditorState({
    editor,
    selector: ({ editor: current }) => current?.isActive('image') ?? false,
  });

  const describeSelected = async () => {
    if (!editor) return;
    const current = String(editor.getAttributes('image').alt ?? '');
    const alt = await describe({ alt: current });
    if (alt !== undefined) editor.chain().focus().updateAttributes('image', { alt }).run();
  };

  return (
    <>
      <RichTextEditor
        editor={editor}
        labels={{ imageUploadControlLabel: 'Insert image' }}
        onImageUpload={(file) => uploadRef.current(file)}
        onImageUploadError={(_file, error) =>
          notifications.show({
            color: 'red',
            title: 'Image not added',
            message: error instanceof Error ? error.message : String(error),
          })
        }
      >
        <RichTextEditor.Toolbar sticky stickyOffset={0}>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <RichTextEditor.H4 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Blockquote />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.ImageUpload accept={IMAGE_PURPOSES.inline.accept.join(',')} />
            <RichTextEditor.Control
              onClick={describeSelected}
              disabled={!imageSelected}
              aria-label="Describe image"
              title="Describe image"
            >
              <IconPhotoEdit size={16} stroke={1.5} aria-hidden />
            </RichTextEditor.Control>
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content />
      </RichTextEditor>
      <DescribeImage
        describing={describing}
        onDone={(alt) => {
          describing?.resolve(alt);
          setDescribing(undefined);
        }}
      />
    </>
  );
}

function DescribeImage({
  describing,
  onDone,
}: {
  describing: Describing | undefined;
  onDone: (alt: string | undefined) => void;
}) {
  const [alt, setAlt] = useState('');
  useEffect(() => setAlt(describing?.alt ?? ''), [describing]);
  return (
    <Modal opened={describing !== undefined} onClose={() => onDone(undefined)} title="Describe the image">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (alt.trim()) onDone(alt.trim());
        }}
      >
        <Stack gap="sm">
          {describing?.preview ? <Image src={describing.preview} alt="" h={160} fit="contain" /> : null}
          <TextInput
            label="Alt text"
            description="What the picture shows, for people who cannot see it."
            value={alt}
            onChange={(event) => setAlt(event.currentTarget.value)}
            maxLength={300}
            required
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => onDone(undefined)}>
              Cancel
            </Button>
            <Button type="submit" disabled={!alt.trim()}>
              {describing?.file ? 'Insert Image' : 'Save Description'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
