/**
 * The strings of a value that visitors read, found by the schema's hints: text and text areas, tags,
 * the words and image alternatives of rich text, an image's or illustration's alternative text, and
 * an amount of money (a value the page writes out as words, replaced as a whole).
 * Addresses, colours, choices (a select's value is a key), icon and font names, slugs, dates, ids
 * and references are left as they are. Each string is replaced by `map(text, path)`, where the path
 * is the field's address ('home.title', 'cards[#cloud].title': ./field-paths.ts).
 */
import * as v from 'valibot';
import { childAddress, rowStep } from './field-paths';
import type { FieldHints } from './fields';
import { isMoney } from './money';
import { type AnySchema, fromPipe, isRecord, itemOf, shapeFor, unwrap } from './schema-walk';

export type MapText = (text: string, path: string) => string;

/** Rich text's words (text nodes) and image alternatives (`attrs.alt`). */
function mapRichText(node: unknown, path: string, map: MapText): unknown {
  if (Array.isArray(node)) return node.map((child) => mapRichText(child, path, map));
  if (!isRecord(node)) return node;
  const out: Record<string, unknown> = { ...node };
  if (node.type === 'text' && typeof node.text === 'string') out.text = map(node.text, path);
  if (isRecord(node.attrs) && typeof node.attrs.alt === 'string' && node.attrs.alt)
    out.attrs = { ...node.attrs, alt: map(node.attrs.alt, childAddress(path, 'alt')) };
  if (Array.isArray(node.content)) out.content = mapRichText(node.content, path, map);
  return out;
}

/** An array's items, each read with its item schema (a blocks row with the schema of its kind). */
function mapItems(schema: AnySchema, items: unknown[], path: string, map: MapText): unknown[] {
  const item = itemOf(schema) as AnySchema;
  return items.map((row, index) => {
    const shape = unwrap(item).type === 'variant' ? shapeFor(item, row) : item;
    return shape ? mapVisitorText(shape, row, map, childAddress(path, rowStep(row, index))) : row;
  });
}

export function mapVisitorText(schema: v.GenericSchema, value: unknown, map: MapText, path = ''): unknown {
  const hints = fromPipe(schema, v.getMetadata) as Partial<FieldHints> | undefined;
  if (hints?.money) return isMoney(value) ? map('', path) : value;
  switch (hints?.widget) {
    case 'text':
    case 'textarea':
      return typeof value === 'string' && value !== '' ? map(value, path) : value;
    case 'tags':
      return Array.isArray(value)
        ? value.map((tag, index) => (typeof tag === 'string' ? map(tag, childAddress(path, index)) : tag))
        : value;
    case 'image':
    case 'illustration':
      return isRecord(value) && typeof value.alt === 'string' && value.alt
        ? { ...value, alt: map(value.alt, childAddress(path, 'alt')) }
        : value;
    case 'richText':
      return mapRichText(value, path, map);
    case undefined:
    case 'group':
    case 'list':
    case 'blocks':
      break;
    default:
      return value;
  }
  const inner = unwrap(schema);
  if (inner.type === 'object' && inner.entries && isRecord(value)) {
    const out: Record<string, unknown> = { ...value };
    for (const [key, entry] of Object.entries(inner.entries)) {
      if (key in value) out[key] = mapVisitorText(entry, value[key], map, childAddress(path, key));
    }
    return out;
  }
  if (inner.type === 'array' && Array.isArray(value)) return mapItems(inner, value, path, map);
  return value;
}
