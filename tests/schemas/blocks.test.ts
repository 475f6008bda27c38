/**
 * The blocks field: stored rows `{ id, kind, …fields }` typed by their kind, stable ids, rules as
 * schema checks, and salvage that mends a damaged block field by field.
 */
import * as v from 'valibot';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { BlockKind, BlockOf } from '@/schema-kit/fields';
import * as f from '@/schema-kit/fields';
import { salvage } from '@/schema-kit/salvage';
import { sections } from './blocks-fixture';

const schema = v.object({ sections });
const read = (input: unknown) => salvage(schema, { sections: input });

describe('blocks: stored rows and their types', () => {
  it('outputs a discriminated union inferred from the block definitions', () => {
    type Row = v.InferOutput<typeof sections>[number];
    expectTypeOf<BlockKind<typeof sections>>().toEqualTypeOf<'hero' | 'text' | 'cta'>();
    expectTypeOf<BlockOf<typeof sections, 'hero'>>().toEqualTypeOf<{
      id: string;
      kind: 'hero';
      title: string;
      tall: boolean;
    }>();
    // @ts-expect-error the summary names a field of the block
    f.block('Hero', { title: f.text('Title', '') }, { summary: 'subtitle' });
    // @ts-expect-error a default row of a kind the field does not declare
    f.blocks('Sections', { hero: f.block('Hero', {}) }, [{ kind: 'video' }]);
    const narrow = (row: Row) => (row.kind === 'cta' ? row.href : row.kind === 'text' ? row.body : row.title);
    expect(narrow({ id: 'a', kind: 'cta', label: 'x', href: '/y' })).toBe('/y');
  });

  it('gives the default rows deterministic ids', () => {
    const value = v.parse(schema, {}).sections;
    expect(value).toEqual([
      { id: 'hero-1', kind: 'hero', title: 'Welcome', tall: true },
      { id: 'cta-2', kind: 'cta', label: 'Talk to us', href: '/contact' },
    ]);
    expect(v.parse(schema, {}).sections).toEqual(value);
  });

  it('keeps ids across a reorder', () => {
    const rows = [
      { id: 'h', kind: 'hero', title: 'A', tall: false },
      { id: 't1', kind: 'text', body: 'one' },
      { id: 't2', kind: 'text', body: 'two' },
      { id: 'c', kind: 'cta', label: 'Go', href: '/' },
    ];
    const swapped = [rows[0], rows[2], rows[1], rows[3]];
    expect(v.parse(sections, swapped).map((row) => row.id)).toEqual(['h', 't2', 't1', 'c']);
  });
});

describe('blocks: rules are schema checks', () => {
  const messages = (input: unknown) => v.safeParse(sections, input).issues?.map((issue) => issue.message);
  const hero = { id: 'h', kind: 'hero', title: 'A', tall: false };
  const cta = { id: 'c', kind: 'cta', label: 'Go', href: '/' };
  const text = (id: string) => ({ id, kind: 'text', body: id });

  it('the hero comes first and the call to action last', () => {
    expect(messages([text('t'), hero, cta])).toEqual(['Sections: the Hero block must come first.']);
    expect(messages([hero, cta, text('t')])).toEqual(['Sections: the Call to action block must come last.']);
    expect(messages([hero, text('t'), cta])).toBeUndefined();
  });

  it('holds at most max blocks', () => {
    const many = [hero, ...['1', '2', '3', '4', '5'].map(text), cta];
    expect(messages(many)).toEqual(['Sections can hold at most 6 blocks.']);
  });

  it('refuses two blocks with one id', () => {
    expect(messages([hero, { ...text('t'), id: 'h' }, cta])).toEqual([
      'Sections: two blocks share the id “h”.',
    ]);
  });

  it('refuses an unknown kind naming the kinds', () => {
    expect(messages([hero, { id: 'x', kind: 'video' }, cta])?.[0]).toBe(
      'Sections: each block must be one of: hero, text, cta.',
    );
  });
});

describe('blocks: salvage', () => {
  const hero = { id: 'h', kind: 'hero', title: 'Hi', tall: false };
  const cta = { id: 'c', kind: 'cta', label: 'Go', href: '/go' };

  it('repairs a wrong-typed field to its default and keeps its siblings', () => {
    const { value, problems } = read([{ ...hero, tall: 'yes' }, cta]);
    expect(value.sections).toEqual([{ id: 'h', kind: 'hero', title: 'Hi', tall: false }, cta]);
    expect(problems.join('\n')).toMatch(/sections\[0\]\.tall/);
    const text = read([hero, { id: 't', kind: 'text', body: 42 }, cta]).value.sections;
    expect(text[1]).toEqual({ id: 't', kind: 'text', body: '' });
  });

  it('drops a row of an unknown kind, or one that is not an object', () => {
    const { value, problems } = read([hero, { id: 'v', kind: 'video', src: 'x' }, 'junk', cta]);
    expect(value.sections).toEqual([hero, cta]);
    expect(problems.filter((p) => p.includes('entry dropped'))).toHaveLength(2);
  });

  it('gives a row without an id a deterministic one', () => {
    const input = [hero, { kind: 'text', body: 'x', extra: 1 }, { kind: 'cta', label: 'Go', href: 5 }];
    const first = read(input).value.sections;
    expect(first.map((row) => row.id)).toEqual(['h', 'text-2', 'cta-3']);
    expect(read(input).value.sections).toEqual(first);
  });

  it('gives a repeated id a fresh one instead of losing the field', () => {
    const { value } = read([hero, { id: 'h', kind: 'text', body: 'x' }, cta]);
    expect(value.sections.map((row) => row.id)).toEqual(['h', 'text-2', 'c']);
  });

  it('falls back to the defaults when the field cannot be read', () => {
    const defaults = v.parse(schema, {}).sections;
    expect(read('not a list').value.sections).toEqual(defaults);
    expect(read({ kind: 'hero' }).value.sections).toEqual(defaults);
    // Rules that no repair can meet (no hero first) fall back too, and the page still renders.
    expect(read([cta]).value.sections).toEqual(defaults);
  });
});
