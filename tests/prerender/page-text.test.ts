/**
 * What a visitor reads on every prerendered public page, held word for word. Moving words from code
 * into schemas, seeds and documents must not change one of them: each page's title, description and
 * visible text (with image alternatives and link targets) is compared with its snapshot in ./page-text/. Reads the
 * production build (run `npm run build` first; skipped without one). After a deliberate change to
 * the site's words, `npx vitest run tests/prerender/page-text.test.ts -u` rewrites the snapshots.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';

const DIST = join(process.cwd(), process.env.DIST_DIR ?? 'dist');
const built = existsSync(join(DIST, 'index.html'));

type Node = {
  type: string;
  name?: string;
  data?: string;
  attribs?: Record<string, string>;
  children?: Node[];
};

/** Elements whose content a visitor never reads. */
const HIDDEN = new Set(['script', 'style', 'template', 'noscript', 'head']);
/** Elements that start a new line of text. */
const BLOCK =
  /^(address|article|aside|blockquote|br|dd|details|div|dl|dt|fieldset|figcaption|figure|footer|form|h[1-6]|header|hr|li|main|nav|ol|option|p|section|summary|table|tr|td|th|ul|label|legend|button|select|textarea)$/;

function textOf(node: Node, out: string[]): void {
  if (node.type === 'text') {
    out.push(node.data ?? '');
    return;
  }
  if (node.type !== 'tag' && node.type !== 'root') return;
  const name = node.name ?? '';
  if (HIDDEN.has(name) || node.attribs?.hidden !== undefined) return;
  // The language switcher names the other language in that language («العربية»), the same on every
  // page: not the page's words (tests/prerender/arabic-pages.test.ts checks where it points).
  if (node.attribs?.['data-language-switch'] !== undefined) return;
  if (BLOCK.test(name)) out.push('\n');
  if (name === 'img' && node.attribs?.alt) out.push(`[${node.attribs.alt}]`);
  if ((name === 'input' || name === 'textarea') && node.attribs?.placeholder) {
    out.push(`(${node.attribs.placeholder})`);
  }
  for (const child of node.children ?? []) textOf(child, out);
  if (name === 'a' && node.attribs?.href) out.push(` → ${node.attribs.href}`);
  if (BLOCK.test(name)) out.push('\n');
}

const find = (node: Node, test: (node: Node) => boolean): Node[] => [
  ...(test(node) ? [node] : []),
  ...(node.children ?? []).flatMap((child) => find(child, test)),
];

const decode = (text: string) =>
  text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&amp;/g, '&');

/** A page as a visitor reads it: title, description, then its visible text one block per line. */
export function pageText(html: string): string {
  const root = parseDocument(html, { decodeEntities: false }) as unknown as Node;
  const title = find(root, (node) => node.name === 'title')[0];
  const description = find(root, (node) => node.name === 'meta' && node.attribs?.name === 'description')[0]
    ?.attribs?.content;
  const body = find(root, (node) => node.name === 'body')[0];
  const out: string[] = [];
  if (body) textOf(body, out);
  const lines = decode(out.join(''))
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  const head = [`title: ${decode(title?.children?.map((c) => c.data ?? '').join('') ?? '')}`];
  head.push(`description: ${decode(description ?? '')}`);
  return `${[...head, '', ...lines].join('\n')}\n`;
}

/**
 * Every prerendered English page: dist/**\/index.html and 404.html, without the admin, the bench's
 * floors and the Arabic pages (dist/ar/, whose words are their translations': tests/prerender/arabic-pages.test.ts
 * checks their structure).
 */
function publicPages(dir = DIST): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      const skipped =
        name === 'admin' || name.startsWith('__') || name === 'assets' || (dir === DIST && name === 'ar');
      return skipped ? [] : publicPages(path);
    }
    return name === 'index.html' || (dir === DIST && name === '404.html') ? [path] : [];
  });
}

const snapshotName = (file: string) =>
  relative(DIST, file)
    .replace(/\/?index\.html$/, '')
    .replace(/\.html$/, '')
    .replace(/\//g, '__') || 'home';

describe.skipIf(!built)('what visitors read on the prerendered pages', () => {
  const pages = built ? publicPages().sort() : [];

  it('finds the pages of the spec', () => {
    expect(pages.length).toBeGreaterThanOrEqual(29);
  });

  for (const file of pages) {
    it(`/${relative(DIST, file).replace(/index\.html$/, '')} reads as before`, async () => {
      await expect(pageText(readFileSync(file, 'utf8'))).toMatchFileSnapshot(
        `./page-text/${snapshotName(file)}.txt`,
      );
    });
  }
});
