/** Texts with `{placeholders}` the page fills in (src/schema-kit/template.ts). */
import { describe, expect, it } from 'vitest';
import { fill, fillParts, placeholdersIn } from '@/schema-kit/template';

describe('placeholders', () => {
  it('are found once each, in order', () => {
    expect(placeholdersIn('By {author}')).toEqual(['author']);
    expect(placeholdersIn('{count} of {total}, {count}')).toEqual(['count', 'total']);
    expect(placeholdersIn('No braces here, nor {} or {1x}')).toEqual([]);
  });

  it('are filled with values, and kept as written without one', () => {
    expect(fill('By {author}', { author: 'Omar' })).toBe('By Omar');
    expect(fill('{minutes} min read', { minutes: 4 })).toBe('4 min read');
    expect(fill('Hello {name}', {})).toBe('Hello {name}');
    expect(fill('{a}{b}', { a: 'x', b: 'y' })).toBe('xy');
  });

  it('can be filled with anything, e.g. a link, in the text’s order', () => {
    const link = { href: 'mailto:a@b.co' };
    expect(fillParts('Write to {email}.', { email: link })).toEqual(['Write to ', link, '.']);
    expect(fillParts('{email}', { email: link })).toEqual([link]);
  });
});
