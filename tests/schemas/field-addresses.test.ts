/**
 * A field's address, the one stored way to name a field beside its typed path: the same address
 * comes from a valibot issue, a mark on the page, the untranslated-field list and the admin form,
 * and finds the same value whether its rows are named by id or by place.
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { addressOf, addressOfIssue, childAddress, rowStep, stepsOf } from '@/schema-kit/field-paths';
import * as f from '@/schema-kit/fields';
import { localize } from '@/schema-kit/localize';
import { issuePath } from '@/schema-kit/validate';
import { updateAt, valueAt } from '@/schema-kit/value-at';

const value = {
  title: 'Home',
  cards: [
    { id: 'cloud', label: 'Cloud' },
    { id: '', label: 'Unnamed' },
  ],
};

describe('a field’s address', () => {
  it('reads its steps: keys, rows by id and rows by place', () => {
    expect(stepsOf('sections[#services].cards[2].title')).toEqual([
      'sections',
      { id: 'services' },
      'cards',
      2,
      'title',
    ]);
    expect(stepsOf('')).toEqual([]);
  });

  it('is written one step at a time, a row by its id when it has one', () => {
    let address = childAddress('', 'cards');
    address = childAddress(address, rowStep(value.cards[0], 0));
    expect(childAddress(address, 'label')).toBe('cards[#cloud].label');
    expect(childAddress(childAddress('cards', rowStep(value.cards[1], 1)), 'label')).toBe('cards[1].label');
  });

  it('finds the same value by id as by place, and updates only that value', () => {
    expect(valueAt(value, 'cards[#cloud].label')).toBe('Cloud');
    expect(valueAt(value, 'cards[0].label')).toBe('Cloud');
    expect(valueAt(value, 'cards[#gone].label')).toBeUndefined();
    const changed = updateAt(value, 'cards[#cloud].label', () => 'Sky') as typeof value;
    expect(changed.cards[0]?.label).toBe('Sky');
    expect(changed.cards[1]).toBe(value.cards[1]);
    expect(value.cards[0]?.label).toBe('Cloud');
    expect(updateAt(value, 'cards[#gone].label', () => 'Sky')).toBe(value);
  });

  it('comes from a typed path and the rows it passes through (a block’s kind is skipped)', () => {
    expect(
      addressOf('sections.services.cards.title', {
        sections: { id: 'services', kind: 'services' },
        cards: { id: 'cloud' },
      }),
    ).toBe('sections[#services].cards[#cloud].title');
    expect(addressOf('navigation.label', { navigation: 2 })).toBe('navigation[2].label');
    expect(addressOf('navigation.label', { navigation: { id: '' } })).toBeUndefined();
  });

  it('names a refused field as the admin form names it', () => {
    expect(addressOfIssue([{ key: 'a' }, { key: 2 }, { key: 'b' }])).toBe('a[2].b');
    expect(addressOfIssue(undefined)).toBe('');
    const schema = v.object({ items: v.array(v.object({ title: v.pipe(v.string(), v.minLength(1)) })) });
    const checked = v.safeParse(schema, { items: [{ title: 'a' }, { title: '' }] });
    expect(checked.success ? [] : checked.issues.map(issuePath)).toEqual(['items[1].title']);
  });

  it('is how a field without its translation is named, so a mark finds it', () => {
    const schema = v.object({
      cards: f.list('Cards', { id: v.string(), label: f.text('Label', '') }, []),
    });
    const stored = {
      cards: [
        { id: 'cloud', label: { en: 'Cloud', ar: 'سحابة' } },
        { id: 'edge', label: 'Edge' },
      ],
    };
    expect(localize(schema, stored, 'ar').fallbacks).toEqual(['cards[#edge].label']);
  });
});
