/**
 * Pages tell drafts by the public entity keys read from schemas/ without running them
 * (scripts/public-entity-keys.ts): they are the registry's, and a definition the reader cannot
 * understand stops the build with a message instead of hiding a draft.
 */
import { describe, expect, it } from 'vitest';
import { publicEntityKeys } from '@/schema-kit/entity-keys';
import { publicEntities } from '@/schema-kit/registry';
import { publicEntityKeyIn } from '../../scripts/public-entity-keys';

describe('public entity keys without the schemas', () => {
  it('are the registry’s public entities, no admin-only entity and no collection', () => {
    expect([...publicEntityKeys].sort()).toEqual(publicEntities.map((entity) => entity.key).sort());
    expect(publicEntityKeys).not.toContain('notifications');
    expect(publicEntityKeys).not.toContain('articles');
  });

  it('reads a key, leaves out admin-only entities and collections', () => {
    const entity = (extra: string) =>
      `import { defineEntity } from '@/schema-kit/entity';\nexport default defineEntity({ key: 'quotes', title: 'Q',${extra} tab: { key: 'tab-key', label: 'Q', order: 1 } });`;
    expect(publicEntityKeyIn(entity(''), 'schemas/quotes.ts')).toBe('quotes');
    expect(publicEntityKeyIn(entity(" access: 'public',"), 'schemas/quotes.ts')).toBe('quotes');
    expect(publicEntityKeyIn(entity(" access: 'admin',"), 'schemas/quotes.ts')).toBeNull();
    expect(
      publicEntityKeyIn(`export default defineCollection({ key: 'news' });`, 'schemas/news.ts'),
    ).toBeNull();
  });

  it('refuses a key it cannot read from the source, saying which file', () => {
    expect(() =>
      publicEntityKeyIn(`const key = 'x';\nexport default defineEntity({ key });`, 'schemas/x.ts'),
    ).toThrow(/schemas\/x\.ts: write the entity's `key` as a string literal/);
    expect(() => publicEntityKeyIn(`export const x = 1;`, 'schemas/y.ts')).toThrow(/schemas\/y\.ts must/);
  });
});
