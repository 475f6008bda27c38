/**
 * A stored body renders as React elements, never as injected HTML: a <script>, event
 * handlers, javascript: links, unknown nodes and unsafe images in a stored body render harmlessly,
 * and every part a body may hold renders as its element.
 */
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RichText } from '@/components/documents/RichText';

async function html(doc: unknown, inEnglish = false): Promise<string> {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <RichText doc={doc} inEnglish={inEnglish} /> }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  await router.load();
  return renderToString(<RouterProvider router={router} />).replace(/<!-- -->/g, '');
}

const text = (value: string, marks?: unknown[]) => ({
  type: 'text',
  text: value,
  ...(marks ? { marks } : {}),
});

describe('RichText', () => {
  it('renders a hostile stored body harmlessly', async () => {
    const out = await html({
      type: 'doc',
      content: [
        { type: 'script', content: [text('alert(1)')] },
        { type: 'html', attrs: { html: '<img src=x onerror=alert(1)>' } },
        {
          type: 'paragraph',
          attrs: { onclick: 'alert(1)', style: 'background:url(javascript:alert(1))' },
          content: [
            text('<script>alert("x")</script>'),
            text('click', [
              { type: 'link', attrs: { href: 'javascript:alert(1)', onmouseover: 'alert(1)' } },
            ]),
            text('data', [{ type: 'link', attrs: { href: 'data:text/html,<script>alert(1)</script>' } }]),
          ],
        },
        { type: 'image', attrs: { src: 'javascript:alert(1)', alt: 'x', onerror: 'alert(1)' } },
        { type: 'heading', attrs: { level: 1, onclick: 'x' }, content: [text('Title')] },
      ],
    });
    expect(out).not.toMatch(/<script/i);
    expect(out).not.toMatch(/\son[a-z]+=/i);
    expect(out).not.toMatch(/javascript:/i);
    expect(out).not.toMatch(/data:text/i);
    expect(out).not.toMatch(/<img/i);
    expect(out).not.toMatch(/style=/i);
    // The text is shown as text.
    expect(out).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(out).toContain('click');
    expect(out).toContain('<h2>Title</h2>');
  });

  it('renders every part a body may hold', async () => {
    const out = await html({
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 3 }, content: [text('Sub')] },
        {
          type: 'paragraph',
          content: [
            text('bold', [{ type: 'bold' }]),
            { type: 'hardBreak' },
            text('it', [{ type: 'italic' }]),
            text(' site', [{ type: 'link', attrs: { href: '/contact?service=cloud' } }]),
            text(' away', [{ type: 'link', attrs: { href: 'https://example.com/' } }]),
          ],
        },
        {
          type: 'bulletList',
          content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [text('one')] }] }],
        },
        {
          type: 'orderedList',
          attrs: { start: 3 },
          content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [text('three')] }] }],
        },
        { type: 'blockquote', content: [{ type: 'paragraph', content: [text('quoted')] }] },
        {
          type: 'image',
          attrs: {
            src: 'https://cdn.example.com/a-960.webp',
            alt: 'A chart',
            width: 960,
            height: 720,
            title: null,
            variants: [
              { src: 'https://cdn.example.com/a-480.webp', width: 480, height: 360 },
              { src: 'https://cdn.example.com/a-960.webp', width: 960, height: 720 },
            ],
          },
        },
      ],
    });
    expect(out).toContain('<h3>Sub</h3>');
    expect(out).toContain('<strong>bold</strong>');
    expect(out).toContain('<br/>');
    expect(out).toContain('<em>it</em>');
    expect(out).toMatch(/<a [^>]*href="\/contact\?service=cloud"/);
    expect(out).toMatch(
      /<a [^>]*href="https:\/\/example.com\/"[^>]*target="_blank"[^>]*rel="noopener noreferrer"/,
    );
    expect(out).toMatch(/<ul><li><p>.*one.*<\/p><\/li><\/ul>/);
    expect(out).toMatch(/<ol start="3">/);
    expect(out).toMatch(/<blockquote><p>.*quoted.*<\/p><\/blockquote>/);
    // An image value, drawn as every image is: its sizes as srcset, its size reserved, lazily loaded.
    const img = /<img [^>]*>/.exec(out)?.[0] ?? '';
    expect(img).toContain('src="https://cdn.example.com/a-960.webp"');
    expect(img).toContain(
      'srcSet="https://cdn.example.com/a-480.webp 480w, https://cdn.example.com/a-960.webp 960w"',
    );
    expect(img).toContain('alt="A chart"');
    expect(img).toContain('width="960" height="720"');
    expect(img).toContain('loading="lazy"');
  });

  it('marks a body shown in English on an Arabic page as English, left to right', async () => {
    const doc = { type: 'doc', content: [{ type: 'paragraph', content: [text('Hello')] }] };
    expect(await html(doc, true)).toMatch(/^<div class="cp-rich-text" lang="en" dir="ltr">/);
    expect(await html(doc)).not.toContain('lang=');
  });
});
