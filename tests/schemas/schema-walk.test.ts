/**
 * The one walker of schemas (src/schema-kit/schema-walk.ts) and salvage through it: lists of rows
 * told apart by `kind` (a blocks field) are repaired by the option their `kind` names, field by
 * field, and only a row that cannot be read is dropped.
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import * as f from '@/schema-kit/fields';
import { salvage } from '@/schema-kit/salvage';
import {
  defaultOf,
  entriesOf,
  fromPipe,
  itemOf,
  optionsOf,
  shapeFor,
  unwrap,
} from '@/schema-kit/schema-walk';

const heading = v.object({
  id: v.string(),
  kind: v.literal('heading'),
  text: f.text('Text', 'A heading', { required: true, maxLength: 20 }),
});
const quote = v.object({
  id: v.string(),
  kind: v.literal('quote'),
  quote: f.textarea('Quote', ''),
  author: f.text('Author', 'Anonymous'),
});
const block = v.variant('kind', [heading, quote]);
const page = v.object({
  title: f.text('Title', 'Home'),
  blocks: v.optional(v.array(block), () => [{ id: 'b0', kind: 'heading' as const, text: 'Welcome' }]),
});

describe('schema walk', () => {
  it('unwraps wrappers and reads entries, items, options and hints', () => {
    const title = page.entries.title;
    expect(unwrap(title).type).toBe('string');
    expect(fromPipe(title, v.getMetadata)).toMatchObject({ widget: 'text' });
    expect(fromPipe(title, v.getTitle)).toBe('Title');
    expect(fromPipe(v.string(), v.getTitle)).toBeUndefined();
    expect(Object.keys(entriesOf(page) ?? {})).toEqual(['title', 'blocks']);
    expect(itemOf(page.entries.blocks)).toBe(block);
    expect(optionsOf(block)).toEqual([heading, quote]);
    expect(optionsOf(v.union([v.string(), v.number()]))?.length).toBe(2);
    expect(defaultOf(page)).toEqual({
      title: 'Home',
      blocks: [{ id: 'b0', kind: 'heading', text: 'Welcome' }],
    });
  });

  it('finds the object a record is read with: the variant option its discriminator names', () => {
    expect(shapeFor(block, { kind: 'quote' })).toBe(quote);
    expect(shapeFor(v.optional(block), { kind: 'heading', text: 7 })).toBe(heading);
    expect(shapeFor(block, { kind: 'video' })).toBeUndefined();
    expect(shapeFor(block, 'heading')).toBeUndefined();
    expect(shapeFor(page, {})).toBe(page);
  });
});

describe('salvage of variant rows', () => {
  it('repairs a row field by field with the option its kind names, and drops only an unreadable row', () => {
    const stored = {
      title: 'Home',
      blocks: [
        { id: 'b1', kind: 'heading', text: 'Fine' },
        { id: 'b2', kind: 'heading', text: 'x'.repeat(30) },
        { id: 'b3', kind: 'quote', quote: 'Quality first.', author: 42 },
        { id: 'b4', kind: 'video', url: 'https://example.com' },
        'not a row',
        { id: 'b5', kind: 'quote', quote: 'Kept as it is.', author: 'Layla' },
      ],
    };
    const { value, problems } = salvage(page, stored);
    expect(value.blocks).toEqual([
      { id: 'b1', kind: 'heading', text: 'Fine' },
      { id: 'b2', kind: 'heading', text: 'A heading' },
      { id: 'b3', kind: 'quote', quote: 'Quality first.', author: 'Anonymous' },
      { id: 'b5', kind: 'quote', quote: 'Kept as it is.', author: 'Layla' },
    ]);
    expect(problems).toHaveLength(4);
    expect(problems[0]).toMatch(/^blocks\[1\]\.text: .*\(default used\)$/);
    expect(problems[1]).toMatch(/^blocks\[2\]\.author: .*\(default used\)$/);
    expect(problems[2]).toMatch(/^blocks\[3\]: .*\(entry dropped\)$/);
    expect(problems[3]).toMatch(/^blocks\[4\]: .*\(entry dropped\)$/);
  });

  it('repairs a single variant value the same way, and falls back to the default when it cannot', () => {
    const schema = v.object({ lead: v.optional(block, { id: 'l', kind: 'heading', text: 'Lead' }) });
    expect(salvage(schema, { lead: { id: 'q', kind: 'quote', quote: 7 } }).value.lead).toEqual({
      id: 'q',
      kind: 'quote',
      quote: '',
      author: 'Anonymous',
    });
    expect(salvage(schema, { lead: { kind: 'video' } }).value.lead).toEqual({
      id: 'l',
      kind: 'heading',
      text: 'Lead',
    });
  });
});
