/**
 * The layering rules of biome.json, exercised on small probe files in a temporary copy of the
 * config: each forbidden import is reported with its rule's message, and the allowed ones are not.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const biome = join(root, 'node_modules/.bin/biome');
const dir = mkdtempSync(join(tmpdir(), 'layering-'));
copyFileSync(join(root, 'biome.json'), join(dir, 'biome.json'));
cpSync(join(root, 'lint'), join(dir, 'lint'), { recursive: true }); // the config's plugins
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let probe = 0;
/**
 * The noRestrictedImports messages biome reports for a file at `path` that imports `from` (with
 * `dynamic`, through import()). `exact`: the probe keeps the path's own name.
 */
function restricted(path: string, from: string, { dynamic = false, exact = false } = {}): string[] {
  const file = join(dir, exact ? path : path.replace(/\.ts$/, `-${probe++}.ts`));
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(
    file,
    dynamic
      ? `export const y = () => import('${from}');\n`
      : `import { x } from '${from}';\n\nexport const y = x;\n`,
  );
  let output: string;
  try {
    output = execFileSync(
      biome,
      ['lint', '--vcs-enabled=false', '--only=style/noRestrictedImports', '--reporter=json', file],
      { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
    );
  } catch (error) {
    output = String((error as { stdout?: string }).stdout ?? '');
  }
  const report = JSON.parse(output.slice(output.indexOf('{'))) as { diagnostics: { message: string }[] };
  return report.diagnostics.map((diagnostic) => diagnostic.message);
}

describe('layering is enforced by lint', () => {
  it.each([
    ['content/page.ts', '@/components/ui/icons'],
    ['content/page.ts', '@/storage/settings-store'],
    ['content/page.ts', 'react'],
    ['schemas/thing.ts', '@mantine/core'],
    ['schemas/thing.ts', '../src/admin/AdminPanel'],
  ])('%s may not import %s', (path, from) => {
    expect(restricted(path, from).join('\n')).toMatch(/content\/ and schemas\/ are data/);
  });

  it.each([
    ['content/page.ts', '@/schema-kit/fields'],
    ['schemas/thing.ts', 'valibot'],
    ['schemas/thing.ts', '@content/icon-paths'],
  ])('%s may import %s', (path, from) => {
    expect(restricted(path, from)).toEqual([]);
  });

  it.each([
    ['src/components/site/Thing.tsx', '@/admin/AdminPanel'],
    ['src/routes/_site/page.tsx', '@/auth/client'],
    ['src/forms/Form.tsx', '../auth/session'],
  ])('public %s may not import %s', (path, from) => {
    expect(restricted(path, from).join('\n')).toMatch(/Public code never imports admin or auth code/);
  });

  it.each([
    ['src/app/backend.ts', '../../supabase/local/defaults'],
    ['src/admin/AdminPanel.tsx', '../../supabase/local/storage'],
  ])('%s may not import the stand-in (%s)', (path, from) => {
    expect(restricted(path, from).join('\n')).toMatch(/never imports the local Supabase stand-in/);
  });

  it.each([
    ['src/components/site/Thing.tsx', '@/editing/EditPanel', false],
    ['src/components/site/Thing.tsx', '@/editing/EditPanel', true],
    ['src/app/thing.ts', '../editing/owner', true],
    ['src/routes/_site/page.tsx', '@/editing/owner', false],
  ])('public %s may not import %s (dynamically: %s)', (path, from, dynamic) => {
    expect(restricted(path, from, { dynamic }).join('\n')).toMatch(
      /Public code reaches the editing code only through import\(\) in src\/app\/editing-door\.ts/,
    );
  });

  it('the editing door imports the editing code, and nothing of the admin or sign-in', () => {
    expect(
      restricted('src/app/editing-door.ts', '@/editing/EditPanel', { dynamic: true, exact: true }),
    ).toEqual([]);
    expect(
      restricted('src/app/editing-door.ts', '@/admin/AdminPanel', { dynamic: true, exact: true }).join('\n'),
    ).toMatch(/Public code never imports admin or auth code/);
  });

  it('the door reaches the editing code through import() only', () => {
    const door = readFileSync(join(root, 'src/app/editing-door.ts'), 'utf8');
    expect(door).toMatch(/import\('@\/editing\//);
    expect(door).not.toMatch(/^\s*import\s[^(]*from\s+'@\/editing/m);
    expect(door).not.toMatch(/^\s*export\s[^(]*from\s+'@\/editing/m);
  });

  it('the editing code may import admin and auth code', () => {
    expect(restricted('src/editing/Panel.tsx', '@/admin/editor/EntityEditor')).toEqual([]);
    expect(restricted('src/editing/owner.ts', '@/auth/session')).toEqual([]);
  });

  it('the admin may import admin and auth code', () => {
    expect(restricted('src/admin/inbox/Panel.tsx', '@/auth/client')).toEqual([]);
  });

  it('public code draws no admin icons', () => {
    expect(restricted('src/components/site/Thing.tsx', '@tabler/icons-react/icons/IconX').join('\n')).toMatch(
      /@tabler\/icons-react is the admin's/,
    );
  });

  it('the admin imports each icon on its own, never the icon index', () => {
    expect(restricted('src/admin/Thing.tsx', '@tabler/icons-react').join('\n')).toMatch(
      /Import each icon on its own/,
    );
    expect(restricted('src/admin/Thing.tsx', '@tabler/icons-react/icons/IconX')).toEqual([]);
  });
});
