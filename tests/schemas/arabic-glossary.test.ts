/**
 * One term, one rendering: every Arabic default word and seed document (the dictionaries of
 * content/ar/) writes each glossary term (content/glossary-ar.ts) its one way, in the house style.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GLOSSARY_AR, HOUSE_STYLE_AVOID } from '../../content/glossary-ar';

const ROOT = join(process.cwd(), 'content/ar');
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : name.endsWith('.json') ? [path] : [];
  });

/** Every Arabic string of the dictionaries, with the file it is in. */
function arabicStrings(): { file: string; text: string }[] {
  const out: { file: string; text: string }[] = [];
  const walk = (value: unknown, file: string) => {
    if (typeof value === 'string') {
      if (/[\u0600-\u06FF]/.test(value)) out.push({ file, text: value });
    } else if (Array.isArray(value)) for (const item of value) walk(item, file);
    else if (value && typeof value === 'object') for (const item of Object.values(value)) walk(item, file);
  };
  for (const file of files(ROOT)) walk(JSON.parse(readFileSync(file, 'utf8')), file.slice(ROOT.length + 1));
  return out;
}

const strings = arabicStrings();

describe('the Arabic glossary', () => {
  it('reads the Arabic words', () => {
    expect(strings.length).toBeGreaterThan(500);
  });

  it.each(GLOSSARY_AR.map((term) => [term.en, term] as const))('«%s» is rendered one way', (_en, term) => {
    const found = term.avoid.flatMap((avoid) =>
      strings
        .filter(({ text }) => new RegExp(avoid, 'u').test(text))
        .map(({ file, text }) => `${file}: ${text.slice(0, 80)}`),
    );
    expect(found).toEqual([]);
  });

  it.each(HOUSE_STYLE_AVOID.map((style) => [style.rule, style] as const))('%s', (_rule, style) => {
    const found = strings
      .filter(({ text }) => new RegExp(style.pattern, 'u').test(text))
      .map(({ file, text }) => `${file}: ${text.slice(0, 80)}`);
    expect(found).toEqual([]);
  });

  it('finds a term written another way (the check can fail)', () => {
    const [api] = GLOSSARY_AR;
    expect(api?.avoid.some((avoid) => new RegExp(avoid, 'u').test('نبني واجهات برمجة التطبيقات'))).toBe(true);
  });
});
