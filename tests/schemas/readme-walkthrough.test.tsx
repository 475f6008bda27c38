// @vitest-environment jsdom
/**
 * The README's walk-through, done as a new contributor would: its `schemas/testimonials.ts` snippet,
 * taken verbatim from README.md, passes biome and the type checker where the README puts it, and,
 * added to the schema modules, yields an admin tab that loads, edits and saves with no other file
 * changed, and typed loader data for a page.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { notifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminPanel } from '@/admin/AdminPanel';
import { createRouterContext } from '@/app/router-context';
import { loadSettings } from '@/app/settings-loader';
import type { Entity, PublicEntity } from '@/schema-kit/entity';
import { entitiesFromModules } from '@/schema-kit/registry';
import { createMemorySource } from '@/storage/settings-source';
import { SettingsStore } from '@/storage/settings-store';
import { polyfillDom, renderAdmin } from '../admin/helpers';

const root = resolve('.');

/** The code block that follows "For example `schemas/testimonials.ts`:" in README.md. */
function readmeSnippet(): string {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const match = /For example `schemas\/testimonials\.ts`:\s*```ts\n([\s\S]*?)```/.exec(readme);
  if (!match?.[1]) throw new Error('README.md no longer shows the schemas/testimonials.ts example.');
  return match[1];
}

const snippet = readmeSnippet();
// Inside the repository (so bare imports resolve) but outside schemas/ (so no other test sees it).
const generated = join(root, 'tests/.generated', `walkthrough-${process.pid}`);
const file = join(generated, 'schemas/testimonials.ts');
const lintDir = mkdtempSync(join(tmpdir(), 'walkthrough-'));

beforeAll(() => {
  polyfillDom();
  mkdirSync(join(generated, 'schemas'), { recursive: true });
  writeFileSync(file, snippet);
});
afterAll(() => {
  cleanup();
  notifications.clean();
  rmSync(generated, { recursive: true, force: true });
  rmSync(lintDir, { recursive: true, force: true });
});

type SchemaModules = Record<string, { default?: Entity }>;
const schemaModules: SchemaModules = import.meta.glob(['../../schemas/**/*.ts', '!../../schemas/parts/**'], {
  eager: true,
});

/**
 * The registry's entities with the snippet's module among them. A newcomer who has followed the
 * README has this very file in schemas/ already: the snippet then stands in for it (the registry
 * rightly refuses two entities with one key).
 */
function withSnippet(modules: SchemaModules, snippetModule: { default: Entity }): Entity[] {
  const others = Object.entries(modules).filter(
    ([, other]) => other.default?.key !== snippetModule.default.key,
  );
  return entitiesFromModules({ ...Object.fromEntries(others), 'schemas/testimonials.ts': snippetModule });
}

const run = (command: string, args: string[], cwd: string) => {
  try {
    return { code: 0, output: execFileSync(command, args, { cwd, encoding: 'utf8', stdio: 'pipe' }) };
  } catch (error) {
    const failed = error as { status?: number; stdout?: string; stderr?: string };
    return { code: failed.status ?? 1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
};

describe('the README walk-through: one schema file is all', () => {
  it('passes biome check as schemas/testimonials.ts', () => {
    copyFileSync(join(root, 'biome.json'), join(lintDir, 'biome.json'));
    cpSync(join(root, 'lint'), join(lintDir, 'lint'), { recursive: true }); // the config's plugins
    mkdirSync(join(lintDir, 'schemas'));
    writeFileSync(join(lintDir, 'schemas/testimonials.ts'), snippet);
    const result = run(
      join(root, 'node_modules/.bin/biome'),
      ['check', '--vcs-enabled=false', 'schemas/testimonials.ts'],
      lintDir,
    );
    expect(result.output).not.toMatch(/×/);
    expect(result.code).toBe(0);
  });

  // tsc over the project's schema kit: about 6 s here when quiet, several times that on a busy machine.
  it('passes the type checker with the project settings, and a page gets its data and marks typed', () => {
    // What a page's loader would do with it: the types come from the schema file alone.
    writeFileSync(
      join(generated, 'page.ts'),
      [
        "import { createRouterContext } from '@/app/router-context';",
        "import { loadSettings } from '@/app/settings-loader';",
        "import { SettingsStore } from '@/storage/settings-store';",
        "import testimonials from './schemas/testimonials';",
        '',
        "const data = await loadSettings(createRouterContext(new SettingsStore()), '/x', { testimonials });",
        'export const heading: string = data.testimonials.heading;',
        'export const quotes: { author: string; quote: string }[] = data.testimonials.quotes;',
        // Its marks for editing on the page name the source that comes with the data, paths typed.
        "export const marks = (editable: import('@/app/editable').Editable) => [",
        "  editable(data.sources.testimonials, 'quotes.author'),",
        '  // @ts-expect-error: a quote has no `name`.',
        "  editable(data.sources.testimonials, 'quotes.name'),",
        '];',
        '',
      ].join('\n'),
    );
    writeFileSync(
      join(generated, 'tsconfig.json'),
      JSON.stringify({
        extends: '../../../tsconfig.json',
        include: [],
        files: ['schemas/testimonials.ts', 'page.ts'],
      }),
    );
    const result = run(join(root, 'node_modules/.bin/tsc'), ['-p', 'tsconfig.json'], generated);
    expect(result.output).toBe('');
    expect(result.code).toBe(0);
  }, 50_000);

  it('still works once the newcomer has added the file to schemas/, as the README says', async () => {
    const module = (await import(/* @vite-ignore */ file)) as { default: Entity };
    const asAdded = { ...schemaModules, '../../schemas/testimonials.ts': module };
    const keys = withSnippet(asAdded, module).map((entity) => entity.key);
    expect(keys.filter((key) => key === 'testimonials')).toHaveLength(1);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toEqual(expect.arrayContaining(['branding', 'investment', 'testimonials']));
  });

  it('gets an admin tab that edits and saves, and typed loader data, with no other file changed', async () => {
    const module = (await import(/* @vite-ignore */ file)) as { default: PublicEntity };
    const testimonials = module.default;
    const entities = withSnippet(schemaModules, module);

    const source = createMemorySource();
    const store = new SettingsStore(source);
    renderAdmin(
      <AdminPanel entities={entities} tab="testimonials" onTabChange={() => {}} onSignOut={() => {}} />,
      store,
    );
    const content = within(screen.getByRole('tablist', { name: 'Content' })).getAllByRole('tab');
    const labels = content.map((tab) => tab.textContent);
    // Last under Content, as the README says: after Investment Information.
    expect(labels.at(-1)).toBe('Testimonials');
    expect(labels.indexOf('Testimonials')).toBe(labels.indexOf('Investment Information') + 1);
    expect(screen.getByRole('tab', { name: 'Testimonials' })).toHaveAttribute('aria-selected', 'true');

    const heading = await screen.findByRole('textbox', { name: 'Heading' });
    expect(heading).toHaveValue('What our clients say');
    expect(screen.getByRole('region', { name: 'Quotes' })).toBeInTheDocument();
    fireEvent.change(heading, { target: { value: 'Kind words' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect((await screen.findAllByText('Testimonials saved successfully!')).length).toBeGreaterThan(0);
    expect(JSON.parse(source.raw.get('testimonials') ?? '{}').heading).toBe('Kind words');

    // A page's loader reads it under its own key.
    const context = createRouterContext(store);
    const data = await loadSettings(context, '/_site/testimonials', { testimonials });
    expect(data.testimonials).toMatchObject({ heading: 'Kind words' });
    expect(context.readsByRoute.get('/_site/testimonials')).toEqual(new Set(['testimonials']));
  });
});
