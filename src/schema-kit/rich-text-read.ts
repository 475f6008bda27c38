/**
 * Reading any JSON value as a rich-text body, in one place: `readRichText` returns the body rebuilt
 * from the parts it knows (nodes, marks and attributes a page renders), with a note for each part it
 * had to leave out or change:
 *  - the schema (d.richText, document-fields.ts) stores the rebuilt body and refuses one that needed
 *    notes; its `repair` is this rebuild, so reading a stored document keeps what it can;
 *  - so whatever is stored (another client, a hand edit, an old version) renders as data: unknown
 *    nodes are dropped, unsafe links lose their link, and no attribute other than the ones below ever
 *    reaches the page.
 */
import type { Mark, Paragraph, TextNode } from '@content/rich-text';
import { toImageValue } from './image-schema';
import { isImageSrc } from './image-value';
import { children, type RichBlock, type RichInline, type RichListItem, type RichTextDoc } from './rich-text';
import { isSafeHref, UNSAFE_URL_MESSAGE } from './safe-url';
import { isRecord } from './schema-walk';

export const IMAGE_SRC_MESSAGE =
  'An image in the body must be an uploaded file, an http(s) address or a site path.';
const MAX_TEXT = 20_000;
const MAX_DEPTH = 8;

type Json = Record<string, unknown>;
const typeName = (node: unknown) =>
  isRecord(node) && typeof node.type === 'string' ? node.type : typeof node;

export interface ReadRichText {
  doc: RichTextDoc;
  /** One line per part left out or changed; empty when the input was a valid body. */
  notes: string[];
}

export function readRichText(value: unknown): ReadRichText {
  const notes: string[] = [];
  const note = (text: string) => {
    if (!notes.includes(text)) notes.push(text);
  };
  if (!isRecord(value) || value.type !== 'doc') {
    if (value !== undefined) note('The body is not a rich-text document.');
    return { doc: { type: 'doc', content: [] }, notes };
  }

  const unknownPart = (node: unknown) =>
    note(`The body holds a part that is not allowed ("${typeName(node)}").`);

  const marksOf = (raw: unknown): Mark[] => {
    if (raw === undefined) return [];
    if (!Array.isArray(raw)) {
      note('A piece of text has unreadable formatting.');
      return [];
    }
    const out: Mark[] = [];
    for (const mark of raw) {
      const type = isRecord(mark) ? mark.type : undefined;
      if (type === 'bold' || type === 'italic') {
        if (!out.some((m) => m.type === type)) out.push({ type });
      } else if (type === 'link' && isRecord(mark)) {
        const href =
          isRecord(mark.attrs) && typeof mark.attrs.href === 'string' ? mark.attrs.href.trim() : '';
        if (href !== '' && isSafeHref(href)) out.push({ type: 'link', attrs: { href } });
        else
          note(
            `A link in the body has an unsafe or empty address ("${href.slice(0, 40)}"). ${UNSAFE_URL_MESSAGE}`,
          );
      } else note(`The body uses formatting that is not allowed ("${typeName(mark)}").`);
    }
    return out;
  };

  const inline = (raw: unknown[]): RichInline[] => {
    const out: RichInline[] = [];
    for (const node of raw) {
      if (isRecord(node) && node.type === 'text' && typeof node.text === 'string') {
        if (node.text === '') continue;
        if (node.text.length > MAX_TEXT) note(`A paragraph is longer than ${MAX_TEXT} characters.`);
        const marks = marksOf(node.marks);
        const text: TextNode = { type: 'text', text: node.text.slice(0, MAX_TEXT) };
        if (marks.length > 0) text.marks = marks;
        out.push(text);
      } else if (isRecord(node) && node.type === 'hardBreak') out.push({ type: 'hardBreak' });
      else unknownPart(node);
    }
    return out;
  };

  const paragraph = (node: Json): Paragraph => {
    const content = inline(children(node));
    return content.length > 0 ? { type: 'paragraph', content } : { type: 'paragraph' };
  };

  const listItems = (node: Json, depth: number): RichListItem[] =>
    children(node).flatMap((item): RichListItem[] => {
      if (!isRecord(item) || item.type !== 'listItem') {
        unknownPart(item);
        return [];
      }
      const content: RichListItem['content'] = [];
      for (const child of children(item)) {
        const block = blockOf(child, depth + 1);
        if (!block) continue;
        if (block.type === 'paragraph' || block.type === 'bulletList' || block.type === 'orderedList')
          content.push(block);
        else note(`A list item holds a part that is not allowed ("${block.type}").`);
      }
      return [{ type: 'listItem', content: content.length > 0 ? content : [{ type: 'paragraph' }] }];
    });

  function blockOf(node: unknown, depth: number): RichBlock | undefined {
    if (depth > MAX_DEPTH) {
      note(`The body is nested more than ${MAX_DEPTH} levels deep.`);
      return undefined;
    }
    if (!isRecord(node)) {
      unknownPart(node);
      return undefined;
    }
    switch (node.type) {
      case 'paragraph':
        return paragraph(node);
      case 'heading': {
        const level = isRecord(node.attrs) ? node.attrs.level : undefined;
        if (level !== 2 && level !== 3 && level !== 4) note('Headings in a body are of level 2, 3 or 4.');
        const clamped =
          typeof level === 'number' ? (Math.min(4, Math.max(2, Math.round(level))) as 2 | 3 | 4) : 2;
        const content = inline(children(node));
        return content.length > 0
          ? { type: 'heading', attrs: { level: clamped }, content }
          : { type: 'heading', attrs: { level: clamped } };
      }
      case 'bulletList':
        return { type: 'bulletList', content: listItems(node, depth) };
      case 'orderedList': {
        const raw = isRecord(node.attrs) ? node.attrs.start : undefined;
        const start = typeof raw === 'number' && Number.isInteger(raw) && raw >= 0 && raw < 1e6 ? raw : 1;
        return { type: 'orderedList', attrs: { start }, content: listItems(node, depth) };
      }
      case 'blockquote':
        return {
          type: 'blockquote',
          content: children(node).flatMap((child) => blockOf(child, depth + 1) ?? []),
        };
      case 'image': {
        // The editor writes null for attributes it has no value for.
        const attrs = Object.fromEntries(
          Object.entries(isRecord(node.attrs) ? node.attrs : {}).filter(([, value]) => value != null),
        );
        const src = typeof attrs.src === 'string' ? attrs.src.trim() : '';
        const value = toImageValue({ ...attrs, src, alt: typeof attrs.alt === 'string' ? attrs.alt : '' });
        if (!src || !isImageSrc(src) || value.src !== src) {
          note(IMAGE_SRC_MESSAGE);
          return undefined;
        }
        return { type: 'image', attrs: value };
      }
      default:
        unknownPart(node);
        return undefined;
    }
  }

  const content = children(value).flatMap((node) => blockOf(node, 0) ?? []);
  return { doc: { type: 'doc', content }, notes };
}
