import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { defineEntity } from '@/schema-kit/entity';
import * as f from '@/schema-kit/fields';
import { readStored } from '@/schema-kit/read-stored';

/** An entity whose `tagline` moved into a `brand` group: the earlier shape stored it at the top. */
const entity = defineEntity({
  key: 'upgrade-fixture',
  title: 'Fixture',
  tab: { key: 'upgrade-fixture', label: 'Fixture', order: 99 },
  saveMessage: 'Saved',
  schema: v.object({
    brand: f.group('Brand', { tagline: f.text('Tagline', 'The default tagline') }),
  }),
  upgrade: (stored) => {
    if (typeof stored !== 'object' || stored === null || !('tagline' in stored)) return stored;
    const { tagline, ...rest } = stored as { tagline: unknown };
    return { ...rest, brand: { tagline } };
  },
});

describe('reading a value stored by an earlier version', () => {
  it("keeps the owner's text where the earlier shape held it", () => {
    expect(readStored(entity, { tagline: 'Our own words' })).toEqual({
      value: { brand: { tagline: 'Our own words' } },
      problems: [],
      fallbacks: [],
    });
  });

  it('leaves a value of today’s shape as it is', () => {
    expect(readStored(entity, { brand: { tagline: 'Already new' } }).value).toEqual({
      brand: { tagline: 'Already new' },
    });
  });

  it('without the upgrade the same value would silently become the default', () => {
    const { upgrade: _, ...plain } = entity;
    const result = readStored(plain, { tagline: 'Our own words' });
    expect(result.value).toEqual({ brand: { tagline: 'The default tagline' } });
  });

  it('an upgrade that throws leaves the value to salvage instead of breaking the page', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const broken = {
      ...entity,
      upgrade: () => {
        throw new Error('bad');
      },
    };
    expect(readStored(broken, { brand: { tagline: 'Kept' } }).value).toEqual({ brand: { tagline: 'Kept' } });
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
