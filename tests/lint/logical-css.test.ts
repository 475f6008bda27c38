/**
 * The site's CSS says start and end, never left and right, so the Arabic pages mirror by
 * themselves (dir="rtl"): margin-inline-start, inset-inline, text-align: start and so on.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';

const PHYSICAL = [
  /(?:margin|padding|border|scroll-margin|scroll-padding)-(?:left|right)\b/,
  /(?:^|[\s;{])(?:left|right)\s*:/,
  /\b(?:text-align|float|clear)\s*:\s*(?:left|right)\b/,
  /border-(?:top|bottom)-(?:left|right)-radius/,
];

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(path);
    return entry.name.endsWith('.css') ? [path] : [];
  });
}

it('no CSS in src/ uses a physical left or right property', () => {
  const found: string[] = [];
  for (const file of cssFiles('src')) {
    const lines = readFileSync(file, 'utf8').split('\n');
    lines.forEach((line, index) => {
      const code = line.replace(/\/\*.*?\*\//g, '');
      if (PHYSICAL.some((pattern) => pattern.test(code))) found.push(`${file}:${index + 1}: ${line.trim()}`);
    });
  }
  expect(found).toEqual([]);
});
