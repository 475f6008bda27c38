/**
 * Arabic pages read in Arabic (reads dist/: run `npm run build` first; skipped without one): on every
 * page under /ar/ nearly every word a visitor reads is Arabic, from the Arabic of the default words
 * and seed documents. What stays in Latin letters is brand, product and technology names, figures,
 * addresses, and the language switcher's «English».
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

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
