/**
 * No emoji in code, and no text glyph standing in for an icon in the admin: on a
 * system without an emoji font, such as Debian's Chromium, '🗑' renders as an empty box. The admin
 * draws its icons with @tabler/icons-react instead.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|css)$/.test(entry.name) ? [path] : [];
  });
}

/** `file:line: text` for each line of the files under `dir` that `pattern` finds. */
function offending(dir: string, pattern: RegExp, skip: (line: string) => boolean = () => false): string[] {
  return sourceFiles(join(root, dir)).flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, index) =>
        pattern.test(line) && !skip(line) ? [`${relative(root, file)}:${index + 1}: ${line.trim()}`] : [],
      ),
  );
}

/** Arrows, technical symbols, geometric shapes, dingbats and Braille patterns ('⠿' as a drag handle). */
const ICON_LIKE = /[\u2190-\u21ff\u2300-\u23ff\u25a0-\u27bf\u2800-\u28ff]/u;
const isComment = (line: string) => /^\s*(\/\/|\/?\*)/.test(line);

describe('icons are drawn, not typed', () => {
  it('src/ holds no emoji', () => {
    expect(offending('src', /\p{Extended_Pictographic}/u)).toEqual([]);
  });

  it.each(['src/admin', 'src/auth', 'src/routes/admin'])('%s uses no text glyph as an icon', (dir) => {
    expect(offending(dir, ICON_LIKE, isComment)).toEqual([]);
  });
});
