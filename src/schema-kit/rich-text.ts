/**
 * What a rich-text body is: ProseMirror JSON as the admin's editor (Tiptap) writes it
 * (content/rich-text.ts), plus images; and what pages ask of a valid one (its images, its words).
 * Reading any stored JSON as a body is ./rich-text-read.ts, which travels only with the schemas that
 * declare a body: pages of documents without one (service pages) carry none of it.
 */
import type { BulletList, HardBreak, Heading, OrderedList, Paragraph, TextNode } from '@content/rich-text';
import type { ImageValue } from './image-value';
import { isRecord } from './schema-walk';

/**
 * An image in a body: a block of its own whose attributes are one image value (alt text, size,
 * processed sizes, placeholder, focal point), as every image field stores it.
 */
export interface ImageNode {
  type: 'image';
  attrs: ImageValue;
}

export type RichInline = TextNode | HardBreak;
export interface RichListItem {
  type: 'listItem';
  content: (Paragraph | RichBulletList | RichOrderedList)[];
}
export type RichBulletList = Omit<BulletList, 'content'> & { content: RichListItem[] };
export type RichOrderedList = Omit<OrderedList, 'content'> & { content: RichListItem[] };
export interface RichBlockquote {
  type: 'blockquote';
  content: RichBlock[];
}
export type RichBlock = Paragraph | Heading | RichBulletList | RichOrderedList | RichBlockquote | ImageNode;

export interface RichTextDoc {
  type: 'doc';
  content: RichBlock[];
}

export const EMPTY_DOC: RichTextDoc = { type: 'doc', content: [] };

/** A body's size as stored (UTF-8 bytes of its JSON), the measure of the database's limit. */
export const richTextBytes = (doc: unknown): number => new TextEncoder().encode(JSON.stringify(doc)).length;

type Json = Record<string, unknown>;
/** A node's children (none when it has no `content` array). */
export const children = (node: Json): unknown[] => (Array.isArray(node.content) ? node.content : []);

/** The images of a body, in order (for alt-text checks and uploads). */
export function imagesIn(doc: RichTextDoc): ImageNode[] {
  const found: ImageNode[] = [];
  const visit = (nodes: readonly unknown[]) => {
    for (const node of nodes) {
      if (!isRecord(node)) continue;
      if (node.type === 'image') found.push(node as unknown as ImageNode);
      visit(children(node));
    }
  };
  visit(doc.content);
  return found;
}

/** The visible words of a body, for reading time and search. */
export function bodyText(doc: RichTextDoc): string {
  const parts: string[] = [];
  const visit = (nodes: readonly unknown[]) => {
    for (const node of nodes) {
      if (!isRecord(node)) continue;
      if (node.type === 'text' && typeof node.text === 'string') parts.push(node.text);
      else if (node.type === 'image' && isRecord(node.attrs) && typeof node.attrs.alt === 'string')
        parts.push(' ');
      else {
        visit(children(node));
        parts.push(' ');
      }
    }
  };
  visit(doc.content);
  return parts.join('').replace(/\s+/g, ' ').trim();
}

/** Minutes to read a body at 200 words a minute, at least 1. */
export function readingMinutes(doc: RichTextDoc): number {
  const words = bodyText(doc).split(' ').filter(Boolean).length;
  return Math.max(1, Math.round(words / 200));
}
