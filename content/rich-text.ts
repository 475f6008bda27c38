/**
 * The structured rich-text format of article and case-study bodies: the JSON document of
 * ProseMirror, as the admin's editor (Tiptap) reads and writes it, restricted to the nodes a body
 * may hold. Bodies are data, never HTML: public pages render them as React elements.
 *
 * The builders below write seed bodies by hand:
 *   doc(h2('Why it matters'), p('Plain and ', b('bold'), ' text with ', a('a link', '/contact'), '.'),
 *       ul('First point', ['Second point with ', i('emphasis')]), quote('A client said this.'))
 */

export type Mark = { type: 'bold' } | { type: 'italic' } | { type: 'link'; attrs: { href: string } };

export interface TextNode {
  type: 'text';
  text: string;
  marks?: Mark[];
}
export interface HardBreak {
  type: 'hardBreak';
}
export type InlineNode = TextNode | HardBreak;

export interface Paragraph {
  type: 'paragraph';
  content?: InlineNode[];
}
export interface Heading {
  type: 'heading';
  attrs: { level: 2 | 3 | 4 };
  content?: InlineNode[];
}
export interface ListItem {
  type: 'listItem';
  content: (Paragraph | BulletList | OrderedList)[];
}
export interface BulletList {
  type: 'bulletList';
  content: ListItem[];
}
export interface OrderedList {
  type: 'orderedList';
  attrs?: { start: number };
  content: ListItem[];
}
export interface Blockquote {
  type: 'blockquote';
  content: Paragraph[];
}

/** Blocks a body may hold. Inline images are added by the image pipeline's node (schema-kit). */
export type Block = Paragraph | Heading | BulletList | OrderedList | Blockquote;

export interface RichTextDoc {
  type: 'doc';
  content: Block[];
}

/** Inline content as the builders take it: plain strings or marked text. */
export type Inline = string | InlineNode;

const inline = (parts: readonly Inline[]): InlineNode[] =>
  parts
    .filter((part) => part !== '')
    .map((part) => (typeof part === 'string' ? { type: 'text', text: part } : part));

const withMark = (mark: Mark, part: Inline): TextNode =>
  typeof part === 'string'
    ? { type: 'text', text: part, marks: [mark] }
    : part.type === 'text'
      ? { ...part, marks: [...(part.marks ?? []), mark] }
      : { type: 'text', text: '\n', marks: [mark] };

export const b = (text: Inline): TextNode => withMark({ type: 'bold' }, text);
export const i = (text: Inline): TextNode => withMark({ type: 'italic' }, text);
export const a = (text: Inline, href: string): TextNode => withMark({ type: 'link', attrs: { href } }, text);

export const p = (...parts: Inline[]): Paragraph => ({ type: 'paragraph', content: inline(parts) });
export const h2 = (...parts: Inline[]): Heading => ({
  type: 'heading',
  attrs: { level: 2 },
  content: inline(parts),
});
export const h3 = (...parts: Inline[]): Heading => ({
  type: 'heading',
  attrs: { level: 3 },
  content: inline(parts),
});

/** A list item: one string, or an array of inline parts. */
type ItemInput = string | readonly Inline[];
const item = (input: ItemInput): ListItem => ({
  type: 'listItem',
  content: [p(...(typeof input === 'string' ? [input] : input))],
});
export const ul = (...items: ItemInput[]): BulletList => ({ type: 'bulletList', content: items.map(item) });
export const ol = (...items: ItemInput[]): OrderedList => ({
  type: 'orderedList',
  attrs: { start: 1 },
  content: items.map(item),
});
export const quote = (...paragraphs: ItemInput[]): Blockquote => ({
  type: 'blockquote',
  content: paragraphs.map((input) => p(...(typeof input === 'string' ? [input] : input))),
});

export const doc = (...content: Block[]): RichTextDoc => ({ type: 'doc', content });

/** The visible words of a body (for reading time and search). */
export function plainText(node: { type: string; text?: string; content?: readonly unknown[] }): string {
  if (node.type === 'text') return node.text ?? '';
  if (node.type === 'hardBreak') return '\n';
  const children = (node.content ?? []) as { type: string; text?: string; content?: unknown[] }[];
  const separator = node.type === 'paragraph' || node.type === 'heading' ? '' : '\n';
  return children.map(plainText).join(separator);
}
