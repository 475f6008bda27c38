/**
 * Collections are declared like entities: discovered from schemas/ with the entities,
 * in one namespace of keys and tabs; their seeds are valid documents; the slug, date and rich-text
 * fields normalise and refuse what they must.
 */
import articles from '@schemas/articles';
import caseStudies from '@schemas/case-studies';
import header from '@schemas/header';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import * as d from '@/schema-kit/document-fields';
import { collections, entities, schemasFromModules } from '@/schema-kit/registry';
import { readingMinutes } from '@/schema-kit/rich-text';
import { readRichText } from '@/schema-kit/rich-text-read';

describe('collections in the registry', () => {
  it('finds the articles and case studies beside the entities, in tab order', () => {
    // Others (the README's news, say) may follow; these two are the site's.
    expect(collections.map((c) => c.key).slice(0, 2)).toEqual(['articles', 'case-studies']);
    expect(entities.some((e) => e.key === 'articles')).toBe(false);
    expect(entities.length).toBeGreaterThanOrEqual(10);
  });

  it('refuses a collection whose key or tab another entity already uses', () => {
    const clash = { ...articles, key: 'header', tab: { ...articles.tab, key: 'news' } };
    expect(() =>
      schemasFromModules({ 'schemas/header.ts': { default: header }, 'schemas/x.ts': { default: clash } }),
    ).toThrow('Entities "header" and "header" share the key "header".');
    const tabClash = { ...articles, key: 'news', tab: { ...articles.tab, key: 'header' } };
    expect(() =>
      schemasFromModules({ 'schemas/header.ts': { default: header }, 'schemas/x.ts': { default: tabClash } }),
    ).toThrow('share the tab "header"');
  });
});

describe('seed documents', () => {
  for (const collection of [articles, caseStudies]) {
    it(`${collection.key}: every seed is a valid document with a unique slug and a described cover`, async () => {
      const seeds = await collection.seeds();
      expect(seeds.length).toBeGreaterThan(0);
      const slugs = new Set<string>();
      for (const seed of seeds) {
        const result = v.safeParse(collection.schema, seed);
        expect(result.success ? [] : result.issues.map((i) => i.message), String(seed.slug)).toEqual([]);
        if (!result.success) continue;
        const document = result.output as Record<string, unknown> & { slug: string; cover: { alt: string } };
        expect(document.slug).toBe(seed.slug);
        slugs.add(document.slug);
        expect(document.cover.alt.length).toBeGreaterThan(3);
      }
      expect(slugs.size).toBe(seeds.length);
    });
  }
});

describe('document fields', () => {
  it('a slug is normalised to lower-case words joined by hyphens, and required', () => {
    const schema = d.slug();
    expect(v.parse(schema, 'My First Post!')).toBe('my-first-post');
    expect(v.parse(schema, '  Café Déjà--Vu  ')).toBe('cafe-deja-vu');
    expect(v.safeParse(schema, '!!!').success).toBe(false);
    expect(v.safeParse(schema, '').success).toBe(false);
  });

  it('a date and time is stored as ISO 8601; nonsense is refused', () => {
    const schema = d.dateTime('Publish date');
    expect(v.parse(schema, '2024-03-12T10:00:00+04:00')).toBe('2024-03-12T06:00:00.000Z');
    expect(v.parse(schema, '')).toBe('');
    expect(v.safeParse(schema, 'soon').success).toBe(false);
  });

  it('a rich-text body keeps what a page renders and refuses anything else, with messages', () => {
    const schema = d.richText('Body', { maxBytes: 2000 });
    const good = {
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 2, textAlign: null }, content: [{ type: 'text', text: 'Hi' }] },
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'a ', marks: [{ type: 'bold' }] },
            {
              type: 'text',
              text: 'link',
              marks: [{ type: 'link', attrs: { href: '/contact', target: '_blank' } }],
            },
          ],
        },
        {
          type: 'image',
          attrs: { src: 'https://cdn.example.com/a.webp', alt: 'A chart', width: 800, height: 600 },
        },
      ],
    };
    const parsed = v.parse(schema, good);
    expect(parsed.content[0]).toEqual({
      type: 'heading',
      attrs: { level: 2 },
      content: [{ type: 'text', text: 'Hi' }],
    });
    expect(JSON.stringify(parsed)).not.toContain('_blank');

    const hostile = v.safeParse(schema, {
      type: 'doc',
      content: [
        { type: 'script', content: [{ type: 'text', text: 'alert(1)' }] },
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'x', marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }] },
          ],
        },
      ],
    });
    expect(hostile.success).toBe(false);
    const messages = hostile.success ? [] : hostile.issues.map((i) => i.message);
    expect(messages.join('\n')).toMatch(/not allowed \("script"\)/);
    expect(messages.join('\n')).toMatch(/unsafe or empty address/);

    const long = v.safeParse(schema, {
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'x'.repeat(3000) }] }],
    });
    expect(long.success ? '' : long.issues[0]?.message).toBe(
      'Body is too long to publish: 4 KB of at most 2 KB. Shorten it or split it into two; your draft is kept.',
    );
  });

  it('reading a stored body drops what is not allowed and keeps the rest', () => {
    const { doc, notes } = readRichText({
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          attrs: { onclick: 'alert(1)' },
          content: [{ type: 'text', text: '<script>alert(1)</script>' }],
        },
        { type: 'iframe', attrs: { src: 'https://evil.example' } },
        { type: 'image', attrs: { src: 'javascript:alert(1)', alt: 'x' } },
      ],
    });
    expect(doc).toEqual({
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: '<script>alert(1)</script>' }] }],
    });
    expect(notes.length).toBe(2);
  });

  it('reading time is the words at 200 a minute, at least one', () => {
    const words = (n: number) => ({
      type: 'doc' as const,
      content: [
        { type: 'paragraph' as const, content: [{ type: 'text' as const, text: 'word '.repeat(n) }] },
      ],
    });
    expect(readingMinutes(words(10))).toBe(1);
    expect(readingMinutes(words(1000))).toBe(5);
  });
});
