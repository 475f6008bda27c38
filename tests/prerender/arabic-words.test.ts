/**
 * Arabic pages read in Arabic (reads dist/: run `npm run build` first; skipped without one): on every
 * page under /ar/ nearly every word a visitor reads is Arabic, from the Arabic of the default words
 * and seed documents. What stays in Latin letters is brand, product and technology names, figures,
 * addresses, and the language switcher's «English».
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { latinWordsOutsideNames } from '../../content/latin-names';

const DIST = join(process.cwd(), process.env.DIST_DIR ?? 'dist');
const AR = join(DIST, 'ar');
const built = existsSync(join(AR, 'index.html'));

function pages(dir = AR): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return pages(path);
    return name === 'index.html' ? [path] : [];
  });
}

/** The words of a page's body as a visitor reads them (no scripts, styles or tags). */
function wordsOf(file: string): string[] {
  const page = readFileSync(file, 'utf8');
  const body = page.slice(page.indexOf('<div id="root"'));
  return body
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ')
    .split(/\s+/)
    .filter((word) => /\p{L}/u.test(word));
}

const isArabic = (word: string) => /[\u0600-\u06FF]/.test(word);

describe.skipIf(!built)('Arabic pages read in Arabic', () => {
  it.each(built ? pages().map((file) => [file.slice(DIST.length), file]) : [])('%s', (_path, file) => {
    const words = wordsOf(file);
    const arabic = words.filter(isArabic).length;
    // Technology-heavy pages name many products (Swift, Kotlin, AWS…): 80% is far above a page
    // that lost its Arabic, which reads 0–10% (the menus' words).
    expect(arabic / words.length).toBeGreaterThan(0.8);
  });

  it.each(built ? pages().map((file) => [file.slice(DIST.length), file]) : [])(
    '%s paints with the Arabic line heights (no shift when the full stylesheet arrives)',
    (_path, file) => {
      const inlined = [...readFileSync(file, 'utf8').matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)]
        .map(([, css]) => css)
        .join('');
      expect(inlined).toMatch(/:root\[lang=("?)ar\1\] h1[^{]*\{[^}]*line-height:1\.45/);
      expect(inlined).toMatch(/:root\[lang=("?)ar\1\] body\{[^}]*line-height:1\.8/);
    },
  );

  it("the investment page's facts are labelled in Arabic", () => {
    const text = wordsOf(join(AR, 'investment/index.html')).join(' ');
    expect(text).toContain('التقييم');
    expect(text).toContain('شروط الاستثمار');
    expect(text).not.toContain('Valuation');
  });
});

/**
 * What a visitor of the page reads or hears: its text (letters set one per element read as one
 * word, as the logo's do), image alternatives, labels, placeholders and titles. Code samples are
 * not words of a language and are left out.
 */
function visibleText(file: string): string {
  const page = readFileSync(file, 'utf8');
  const body = page.slice(page.indexOf('<div id="root"'));
  const attributes = [...body.matchAll(/\s(?:alt|aria-label|placeholder|title)="([^"]*)"/g)].map(
    ([, value]) => value,
  );
  const text = body
    .replace(/<(script|style|svg|code|pre)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/(?:<span\b[^>]*>\p{L}<\/span>){2,}/gu, (letters) => ` ${letters.replace(/<[^>]+>/g, '')} `)
    .replace(/<[^>]+>/g, ' ');
  return [text, ...attributes]
    .join('\n')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

describe.skipIf(!built)('a choice inside an Arabic sentence', () => {
  it("is its shown name, never its English key lower-cased (an article's call to action)", () => {
    const text = visibleText(join(AR, 'blog/ci-cd-basics/index.html'));
    expect(text).toContain('تحدث إلى فريق DevOps لدينا');
    expect(text).not.toMatch(/devops/);
  });
});

describe.skipIf(!built)('no English on an Arabic page but names', () => {
  it.each(built ? pages().map((file) => [file.slice(DIST.length), file]) : [])('%s', (_path, file) => {
    // Names kept in Latin letters are the explicit list of content/latin-names.ts.
    expect([...new Set(latinWordsOutsideNames(visibleText(file)))]).toEqual([]);
  });
});
