/**
 * A rich-text body rendered as React elements: each node the body format knows becomes its element,
 * text is text (React escapes it), links go through the safe-link rule and images must be http(s) or
 * site addresses. Anything else is not rendered. No HTML string is ever injected, so a stored body
 * holding a <script>, an event-handler attribute or a javascript: link renders harmlessly.
 */
import { Fragment, type ReactNode } from 'react';
import type { EditMark } from '@/app/editable';
import { ResponsiveImage } from '@/components/ui/ResponsiveImage';
import { SmartLink } from '@/components/ui/SmartLink';
import { type ImageValue, isImageSrc } from '@/schema-kit/image-value';
import { isSafeHref } from '@/schema-kit/safe-url';
import './documents.css';

/** The parts of an image value (src/schema-kit/image-value.ts). */
const IMAGE_KEYS = new Set([
  'src',
  'alt',
  'decorative',
  'width',
  'height',
  'variants',
  'placeholder',
  'focal',
]);

type Node = {
  type?: unknown;
  text?: unknown;
  attrs?: Record<string, unknown>;
  content?: unknown;
  marks?: unknown;
};

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null;
const childrenOf = (node: Node): Node[] => (Array.isArray(node.content) ? node.content.filter(isNode) : []);
/** Images in a body are at most as wide as its column (760 px). */
const BODY_IMAGE_SIZES = '(min-width: 50em) 760px, 100vw';

function marked(text: string, marks: unknown, key: number): ReactNode {
  let out: ReactNode = text;
  for (const mark of Array.isArray(marks) ? marks.filter(isNode) : []) {
    if (mark.type === 'bold') out = <strong>{out}</strong>;
    else if (mark.type === 'italic') out = <em>{out}</em>;
    else if (mark.type === 'link') {
      const href = typeof mark.attrs?.href === 'string' ? mark.attrs.href.trim() : '';
      if (href && isSafeHref(href)) out = <SmartLink href={href}>{out}</SmartLink>;
    }
  }
  return <Fragment key={key}>{out}</Fragment>;
}

function inline(nodes: Node[]): ReactNode[] {
  return nodes.map((node, index) => {
    if (node.type === 'text' && typeof node.text === 'string') return marked(node.text, node.marks, index);
    // biome-ignore lint/suspicious/noArrayIndexKey: a body's nodes have no identity but their place.
    if (node.type === 'hardBreak') return <br key={index} />;
    return null;
  });
}

function block(node: Node, key: number): ReactNode {
  const kids = childrenOf(node);
  switch (node.type) {
    case 'paragraph':
      return <p key={key}>{inline(kids)}</p>;
    case 'heading': {
      const level = node.attrs?.level;
      const Tag = level === 3 ? 'h3' : level === 4 ? 'h4' : 'h2';
      return <Tag key={key}>{inline(kids)}</Tag>;
    }
    case 'bulletList':
      return <ul key={key}>{kids.map(block)}</ul>;
    case 'orderedList': {
      const start = node.attrs?.start;
      return (
        <ol key={key} start={typeof start === 'number' && start !== 1 ? start : undefined}>
          {kids.map(block)}
        </ol>
      );
    }
    case 'listItem':
      return <li key={key}>{kids.map(block)}</li>;
    case 'blockquote':
      return <blockquote key={key}>{kids.map(block)}</blockquote>;
    case 'image': {
      // One image value, as every image field's: the body was read against its schema
      // (src/schema-kit/rich-text-read.ts), which made each image's attributes one. Nothing for an
      // address that is not an image's.
      const attrs = Object.fromEntries(
        Object.entries(node.attrs ?? {}).filter(([key, value]) => value != null && IMAGE_KEYS.has(key)),
      );
      if (typeof attrs.src !== 'string' || !isImageSrc(attrs.src)) return null;
      const image = { ...attrs, alt: typeof attrs.alt === 'string' ? attrs.alt : '' } as ImageValue;
      return (
        <figure key={key} className="cp-rich-text__figure">
          <ResponsiveImage image={image} sizes={BODY_IMAGE_SIZES} />
        </figure>
      );
    }
    default:
      return null;
  }
}

/** `inEnglish`: the body is shown in English on a page in another language (it has no translation yet). */
export function RichText({
  doc,
  className,
  inEnglish,
  mark,
}: {
  doc: unknown;
  className?: string;
  inEnglish?: boolean;
  /** A mark for editing on the page (src/app/editable.ts): the body as a whole. */
  mark?: EditMark;
}) {
  const nodes = isNode(doc) && doc.type === 'doc' ? childrenOf(doc) : [];
  return (
    <div
      className={className ? `cp-rich-text ${className}` : 'cp-rich-text'}
      {...(inEnglish ? { lang: 'en', dir: 'ltr' } : {})}
      {...mark}
    >
      {nodes.map(block)}
    </div>
  );
}
