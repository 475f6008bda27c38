/**
 * The marker build: every public page is rendered as the build renders it, once as visitors read it
 * and once with every string a visitor reads from a schema (settings and documents: text, text
 * areas, tags, rich text, alternative text) replaced by a marker naming its field, `⟦hero.home.title⟧`
 * (src/app/marker-build.ts). What a page then shows that is neither a marker nor built from markers
 * (with punctuation) was written in code: this test names each such text and its page.
 *
 * Besides markers, a page may show dates, counts (a piece that is one whole number, e.g. a step's
 * number), the languages' own names (the language switcher's «العربية», LOCALE_SETTINGS' names), the choices of a schema's select fields (a job's type, an article's category: values
 * code also uses as keys, so they are not replaced) and a marker cut short by code (a name's
 * initials); reading times and other counts are filled into their Site Text's marker. The pages whose words are not all data yet are listed below with how many
 * words of theirs come from code: a listed page may not get more, a page off the list may get none,
 * and a listed page with none left must come off the list, so the list only shrinks. A summary of
 * each page's share of words from schemas is printed.
 */
import { parseDocument } from 'htmlparser2';
import * as v from 'valibot';
import { afterAll, describe, expect, it } from 'vitest';
import { listPublicRoutes, render } from '@/entry-prerender';
import type { FieldHints } from '@/schema-kit/fields';
import { LOCALE_SETTINGS } from '@/schema-kit/locales';
import { collections, entities } from '@/schema-kit/registry';
import { fromPipe, itemOf, optionsOf, unwrap } from '@/schema-kit/schema-walk';

/**
 * Pages with words from code, and how many (path; '/404' is the not-found page). /investment: the
 * details' group and row labels are Investment Information's field titles (the admin's labels).
 */
const NOT_CONVERTED: Readonly<Record<string, number>> = {
  '/investment': 43,
};

const NOT_FOUND = '/404';
const NOT_FOUND_PROBE = '/__connectia-not-found__';

type Node = {
  type: string;
  name?: string;
  data?: string;
  attribs?: Record<string, string>;
  children?: Node[];
};

/** Elements whose content no visitor reads. */
const SKIPPED = new Set(['script', 'style', 'template', 'noscript']);
/** Elements that start a new piece of text (as tests/prerender/page-text.test.ts reads a page). */
const BLOCK =
  /^(address|article|aside|blockquote|br|dd|details|dialog|div|dl|dt|fieldset|figcaption|figure|footer|form|h[1-6]|header|hr|li|main|nav|ol|option|p|section|summary|table|tr|td|th|ul|label|legend|button|select|textarea)$/;
/** Attributes a visitor reads or hears. */
const READ_ATTRIBUTES = ['alt', 'placeholder', 'aria-label', 'title'];

/**
 * What a page gives visitors to read: its text, one piece per block (hidden menus and panels
 * included: they open), and the attributes above.
 */
function readablePieces(body: string): string[] {
  const pieces: string[] = [];
  let line = '';
  const flush = () => {
    const text = line.replace(/\s+/g, ' ').trim();
    if (text) pieces.push(text);
    line = '';
  };
  const walk = (node: Node) => {
    if (node.type === 'text') {
      line += node.data ?? '';
      return;
    }
    if (node.type !== 'tag' && node.type !== 'root') return;
    const name = node.name ?? '';
    if (SKIPPED.has(name)) return;
    if (BLOCK.test(name)) flush();
    for (const attribute of READ_ATTRIBUTES) {
      const value = node.attribs?.[attribute]?.replace(/\s+/g, ' ').trim();
      if (value) pieces.push(value);
    }
    for (const child of node.children ?? []) walk(child);
    if (BLOCK.test(name)) flush();
  };
  walk(parseDocument(body) as unknown as Node);
  flush();
  return pieces;
}

/** The choices of every select field of the schemas. */
function choicesIn(schema: v.GenericSchema, into: Set<string>): Set<string> {
  const hints = fromPipe(schema, v.getMetadata) as Partial<FieldHints> | undefined;
  if (hints?.widget === 'select') for (const option of hints.options ?? []) into.add(option);
  for (const entry of Object.values(unwrap(schema).entries ?? {})) choicesIn(entry, into);
  const item = itemOf(schema);
  if (item) choicesIn(item, into);
  for (const option of optionsOf(schema) ?? []) choicesIn(option, into);
  return into;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const choices = [
  ...[...entities, ...collections].reduce((all, { schema }) => choicesIn(schema, all), new Set<string>()),
];
/** A choice as a whole phrase, longest first (so 'Cloud Technology' goes before 'Cloud'). */
const CHOICE = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${choices
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|')})(?![\\p{L}\\p{N}])`,
  'gu',
);

const DATE =
  /\b(?:January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}\b/g;
const MARKER = /⟦[^⟦⟧]*⟧/g;
/** Each language's name in that language: the same on every page, in every language. */
const LANGUAGE_NAME = new RegExp(
  Object.values(LOCALE_SETTINGS)
    .map((language) => escapeRegExp(language.name))
    .join('|'),
  'gu',
);
/** The first letters of a marker, cut off by code (a name's initials). */
const CUT_MARKER = /⟦[^\s⟦⟧]{0,2}(?![^\s⟦⟧])/g;

/**
 * What is left of a piece without its markers (innermost first: a filled-in value may be one), its
 * dates, markers cut short and the select choices it shows; nothing when that is one whole number
 * (a count).
 */
function leftOver(piece: string): string {
  let rest = piece.replace(DATE, ' ').replace(LANGUAGE_NAME, ' ');
  for (let before = ''; before !== rest; ) {
    before = rest;
    rest = rest.replace(MARKER, ' ');
  }
  rest = rest.replace(CUT_MARKER, ' ').replace(CHOICE, ' ');
  return /^\s*\d+\s*$/.test(rest) ? '' : rest;
}

const wordsIn = (text: string): number => text.match(/[\p{L}\p{N}]+/gu)?.length ?? 0;

interface Reading {
  path: string;
  /** Words a visitor reads on the page. */
  words: number;
  /** The pieces with words from code, and how many. */
  fromCode: { text: string; words: number }[];
}

async function readPage(path: string): Promise<Reading> {
  const probe = path === NOT_FOUND ? NOT_FOUND_PROBE : path;
  const plain = await render(probe);
  const marked = await render(probe, [], undefined, { markers: true });
  const fromCode = readablePieces(marked.body)
    .map((text) => ({ text, words: wordsIn(leftOver(text)) }))
    .filter((piece) => piece.words > 0);
  return {
    path,
    words: readablePieces(plain.body).reduce((sum, piece) => sum + wordsIn(piece), 0),
    fromCode,
  };
}

const words = (reading: Reading) => reading.fromCode.reduce((sum, piece) => sum + piece.words, 0);
const named = (reading: Reading) => reading.fromCode.map((piece) => `${reading.path}: “${piece.text}”`);

describe('the marker build', async () => {
  const paths = [...(await listPublicRoutes()), NOT_FOUND];
  const readings: Reading[] = [];

  afterAll(() => {
    const rows = readings
      .sort((a, b) => a.path.localeCompare(b.path))
      .map((reading) => {
        const share = reading.words ? (100 * (reading.words - words(reading))) / reading.words : 100;
        return `${share.toFixed(1).padStart(6)}%  ${String(words(reading)).padStart(5)} of ${String(reading.words).padEnd(5)} ${reading.path}`;
      });
    console.info(`Words from schemas per page (share, words from code of all words):\n${rows.join('\n')}`);
  });

  it('lists only pages that exist', () => {
    expect(Object.keys(NOT_CONVERTED).filter((path) => !paths.includes(path))).toEqual([]);
  });

  it.each(paths)('%s', async (path) => {
    const reading = await readPage(path);
    readings.push(reading);
    expect(reading.words, 'the page has words to read').toBeGreaterThan(0);
    const listed = NOT_CONVERTED[path];
    if (listed === undefined) {
      expect(named(reading), 'words written in code on a page whose words are all data').toEqual([]);
      return;
    }
    expect(words(reading), `${path} has no words from code left: take it off NOT_CONVERTED`).toBeGreaterThan(
      0,
    );
    if (words(reading) > listed) {
      expect.fail(
        `${path} has ${words(reading)} words from code, more than its ${listed}:\n${named(reading).join('\n')}`,
      );
    }
  });
});
