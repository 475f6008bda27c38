/**
 * The words of a value visitors read, found by its schema (src/schema-kit/visitor-text.ts): what
 * the marker build replaces. Addresses, colours, choices, ids and references stay as they are.
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import * as d from '@/schema-kit/document-fields';
import * as f from '@/schema-kit/fields';
import { mapVisitorText } from '@/schema-kit/visitor-text';

const schema = v.object({
  title: f.text('Title', 'Welcome'),
  body: f.textarea('Body', ''),
  link: f.url('Link', '/contact'),
  colour: f.colour('Colour', '#4f008c'),
  kind: f.select('Kind', ['a', 'b'], 'a'),
  tags: f.tags('Tags', ['cloud']),
  photo: f.image('Photo', { src: '/a.png', alt: 'A view' }, { tooLargeMessage: 'x', wrongTypeMessage: 'y' }),
  items: f.list('Items', { id: f.identifier(), label: f.text('Label', ''), href: f.url('Link', '/') }, []),
  sections: f.blocks(
    'Sections',
    {
      quote: f.block('Quote', { text: f.textarea('Quote', ''), stars: f.number('Stars', 5) }),
      cta: f.block('Call to action', { label: f.text('Label', ''), href: f.url('Link', '/') }),
    },
    [],
  ),
});

const marked = (value: unknown) => mapVisitorText(schema, value, (_text, path) => `[${path}]`);

describe('the words visitors read', () => {
  it('are the text fields, tags and alternative texts, by their paths', () => {
    const value = v.parse(schema, {
      items: [
        { id: 'first', label: 'One', href: '/one' },
        { label: 'Two', href: '/two' },
      ],
      sections: [
        { id: 'q1', kind: 'quote', text: 'Great work', stars: 4 },
        { id: 'c1', kind: 'cta', label: 'Call us', href: '/contact' },
      ],
    });
    expect(marked(value)).toEqual({
      title: '[title]',
      body: '',
      link: '/contact',
      colour: '#4f008c',
      kind: 'a',
      tags: ['[tags[0]]'],
      photo: { ...value.photo, alt: '[photo.alt]' },
      items: [
        { id: 'first', label: '[items[#first].label]', href: '/one' },
        { id: '', label: '[items[1].label]', href: '/two' },
      ],
      sections: [
        { id: 'q1', kind: 'quote', text: '[sections[#q1].text]', stars: 4 },
        { id: 'c1', kind: 'cta', label: '[sections[#c1].label]', href: '/contact' },
      ],
    });
  });

  it('include a rich text body’s words and image alternatives, not its links', () => {
    const body = {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [{ type: 'text', text: 'Read', marks: [{ type: 'link', attrs: { href: '/blog' } }] }],
        },
        { type: 'image', attrs: { src: '/x.png', alt: 'A chart' } },
      ],
    };
    const withBody = v.object({ body: d.richText('Body') });
    expect(mapVisitorText(withBody, { body }, (_text, path) => `[${path}]`)).toEqual({
      body: {
        type: 'doc',
        content: [
          {
            type: 'paragraph',
            content: [{ type: 'text', text: '[body]', marks: [{ type: 'link', attrs: { href: '/blog' } }] }],
          },
          { type: 'image', attrs: { src: '/x.png', alt: '[body.alt]' } },
        ],
      },
    });
  });
});
